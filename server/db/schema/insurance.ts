import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The booking insurance plan of a country (spec part 2 §3 "Insurance plan"). Chile prices it in UF
 * (amountUf, converted with the day's UF value); other countries in minor units of their currency.
 */
export const insurancePlans = pgTable('insurance_plans', {
  countryCode: text('country_code').primaryKey(),
  planCode: text('plan_code').notNull(),
  currencyCode: text('currency_code').notNull(),
  /** Per player, minor units; null when priced in UF. */
  amount: integer('amount'),
  amountUf: doublePrecision('amount_uf'),
  policyAmount: integer('policy_amount'),
  policyAmountUf: doublePrecision('policy_amount_uf'),
  reimbursementAmount: integer('reimbursement_amount'),
  reimbursementAmountUf: doublePrecision('reimbursement_amount_uf'),
  url: text('url'),
});

/** Chile's UF (unidad de fomento) in CLP per day; the plan uses the latest value on or before today. */
export const ufValues = pgTable('uf_values', {
  date: text('date').primaryKey(),
  value: doublePrecision('value').notNull(),
});
