import * as z from 'zod/mini';

// Shapes shared by the payment calls (spec part 2 §3 "Form of payment (fop)", "Card", "Payment data",
// "Webpay status response", "One-click info"; part 3 §3 "Payment option (fop)"). Field names are the
// spec's, so the app's actors hand them to the machines (machines/cashier, webpayStatus,
// oneClickEnrolment, cardEnrolment) unchanged. Money is integer minor units.

export const FOP_CODES = ['WEBPAY', 'WEBPAYONECLICK', 'KUSHKI', 'PAYPHONE', 'MERCADOPAGO'] as const;

/** Ids of forms of payment and cards travel as numbers or as the provider's text ids. */
const anyId = z.nullable(z.union([z.string(), z.number()]));

/** A saved card of a fop; which id it carries depends on the provider. */
export const fopCard = z.object({
  /** Our id of the saved card (DELETE /api/users/{userId}/payment_methods/{id}). */
  paymentMethodId: z.int(),
  userOneClickId: z.optional(anyId),
  userPayphoneTokenId: z.optional(anyId),
  userKushkiSubscriptionId: z.optional(anyId),
  /** The card used last. */
  cardLastUsed: z.boolean(),
  bin: z.nullable(z.string()),
  cardType: z.nullable(z.enum(['credit', 'debit'])),
  brand: z.nullable(z.string()),
  lastDigits: z.string(),
});
export type FopCardDto = z.infer<typeof fopCard>;

/** A form of payment offered to the caller. */
export const fop = z.object({
  fopId: z.int(),
  fopCode: z.string(),
  fopName: z.string(),
  cards: z.array(fopCard),
  publicMerchantId: z.nullable(z.string()),
  testEnvironment: z.boolean(),
  /** KUSHKI also takes bank transfers (with the provider script's bank list and transfer token). */
  bankTransferMode: z.boolean(),
  askForFoid: z.boolean(),
  askForAddress: z.boolean(),
  /** The caller has a bank transfer still pending with this method. */
  hasPendingBankTransferPayments: z.boolean(),
});
export type FopDto = z.infer<typeof fop>;

/**
 * fopParams of the pay calls (spec part 2 §3): installments default 1; paymentType card, transfer
 * or pix; paymentMode savedCard (token is the saved card's id) or providerPage; token is also the
 * provider script's one-time card token or transfer token. Never a card number or a CVV.
 */
export const fopParams = z.object({
  installments: z._default(z.int().check(z.minimum(1), z.maximum(48)), 1),
  promoCode: z.optional(z.string().check(z.maxLength(40))),
  bin: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  cardType: z.optional(z.string().check(z.maxLength(20))),
  paymentType: z.optional(z.enum(['card', 'transfer', 'pix'])),
  paymentMode: z.optional(z.enum(['savedCard', 'providerPage'])),
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  payphoneSaveCard: z.optional(z.boolean()),
  MP_DEVICE_SESSION_ID: z.optional(z.string().check(z.maxLength(200))),
});
export type FopParamsDto = z.infer<typeof fopParams>;

/** A card as the provider script describes it to our server: never the number or the CVV. */
export const cardParts = {
  bin: z.string().check(z.regex(/^\d{6}$/, 'bin must be 6 digits')),
  lfd: z.string().check(z.regex(/^\d{4}$/, 'lfd must be the last 4 digits')),
  fullName: z.optional(z.string().check(z.maxLength(80))),
  expMonth: z.optional(z.string().check(z.regex(/^(0[1-9]|1[0-2])$/, 'expMonth must be MM'))),
  expYear: z.optional(z.string().check(z.regex(/^\d{2}$/, 'expYear must be YY'))),
};

/** A provider's token (capability) in a path: opaque text. */
export const providerToken = z.string().check(z.minLength(8), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/));

export { anyId };
