export * from './currency';
export * from './formatMoney';
export * from './amountInput';
