import type { EndpointId } from '#kernel/contract';

// Valid requests for the payment calls whose schemas alone do not give one (card parts, tokens).
// A card is described by bin and last four only; the token names nothing (the provider refuses it).

type Sample = { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown };

const card = { bin: '411111', lfd: '1111', fullName: 'Pia Soto', expMonth: '12', expYear: '30' };

export const PAYMENT_SAMPLES: Partial<Record<EndpointId, () => Sample>> = {
  listClubFops: () => ({ params: { clubId: 1 }, query: { paymentAmount: '20000' } }),
  precheckCardSubscription: () => ({ body: card }),
  createCardSubscription: () => ({ body: { ...card, token: 'sbx_tok_00000000000000000000000000000000' } }),
  createClubCardSubscription: () => ({ params: { clubId: 1 }, body: { ...card, token: 'sbx_tok_00000000000000000000000000000000' } }),
  deletePaymentMethod: () => ({ params: { paymentMethodId: '1' } }),
  updateMissingData: () => ({ body: { address: { countryCode: 'CL', geoStateId: null, geoCityId: null, address: 'Av. Vitacura 5250' } } }),
  startOneClickEnrolment: () => ({ query: { source: 'cashier' } }),
  getOneClickEnrolment: () => ({ params: { token: 'sbx_00000000000000000000000000000000' } }),
  getWebpayStatus: () => ({ params: { token: 'sbx_00000000000000000000000000000000' } }),
  payBooking: () => ({
    params: { id: 1 },
    body: {
      action: 'pay',
      fopId: 15,
      fopParams: { installments: 1, paymentType: 'card', token: 'sbx_tok_00000000000000000000000000000000' },
    },
  }),
  payBookingInsurance: () => ({ params: { id: 1 }, body: { fopId: 15, fopParams: { installments: 1 } } }),
  createAndPayMultipleProducts: () => ({
    body: {
      action: 'pay',
      fopId: 1,
      fopParams: { installments: 1 },
      items: [
        { productId: 1, productTransactionId: 1 },
        { productId: 1, productTransactionId: 2 },
      ],
    },
  }),
  cancelMultipleProducts: () => ({ body: { items: [{ productId: 1, productTransactionId: 1 }] } }),
  saveSecureValidationDiscount: () => ({ body: { token: 'sbx_tok_00000000000000000000000000000000', bin: '400000' } }),
  // A passport: any non-blank number is valid, so the sample reaches the update.
  updateFoid: () => ({ body: { foidCountry: 'CL', foidType: 'PP', foidNumber: 'P9081726' } }),
};
