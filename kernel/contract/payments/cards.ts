import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { cardParts, fopCard, providerToken } from './common';
import { CARD_ENROLMENT_ERRORS } from './paymentErrors';

/** The card provider's country config (spec part 2 §3 "Card provider country config"). */
export const countryAppConfig = z.object({
  currencyCode: z.string(),
  publicMerchantId: z.string(),
  askForFoid: z.boolean(),
  askForAddress: z.boolean(),
  testEnvironment: z.boolean(),
  /** ACTIVE where the card provider works, INACTIVE elsewhere. */
  status: z.string(),
  reachedMaxCards: z.boolean(),
  maxCards: z.int(),
});

export const getCardCountryConfig = defineEndpoint({
  id: 'getCardCountryConfig',
  method: 'GET',
  path: '/api/kushki/country-app-config',
  auth: 'user',
  summary:
    "The card provider's config for the caller's country (the club's, the x-country header's, else the profile's) and whether the caller reached the maximum of cards",
  query: z.object({ clubId: z.optional(idParam), country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))) }),
  response: ok({ countryAppConfig }),
  errors: {},
});

const subscriptionBody = z.object({
  /** The provider script's one-time token of the card. */
  token: providerToken,
  ...cardParts,
  /** The cashier's club (its country's method decides askForFoid). */
  clubId: z.optional(z.nullable(idParam)),
});

/** The saved card as the cashier lists it. */
export const enrolledCard = z.object({
  paymentMethodId: z.int(),
  userKushkiSubscriptionId: z.string(),
  bin: z.string(),
  lfd: z.string(),
  cardType: z.nullable(z.enum(['credit', 'debit'])),
});

export const precheckCardSubscription = defineEndpoint({
  id: 'precheckCardSubscription',
  method: 'POST',
  path: '/api/kushki/users/:userId/preCheckSubscriptions',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Before tokenizing: can the caller save this card (document, maximum, already saved)? Answers the subscription call’s codes',
  params: z.strictObject({ userId: idParam }),
  body: z.object({ ...cardParts, clubId: z.optional(z.nullable(idParam)) }),
  response: ok({ canEnrol: z.literal(true) }),
  errors: CARD_ENROLMENT_ERRORS,
});

export const createCardSubscription = defineEndpoint({
  id: 'createCardSubscription',
  method: 'POST',
  path: '/api/kushki/users/:userId/subscriptions',
  auth: 'user',
  ownerParam: 'userId',
  summary:
    "Save the caller's card from the provider script's one-time token (checked with the provider, 3-D Secure included); only bin, last four and type are kept",
  params: z.strictObject({ userId: idParam }),
  body: subscriptionBody,
  response: ok(enrolledCard.shape),
  errors: CARD_ENROLMENT_ERRORS,
});

export const createClubCardSubscription = defineEndpoint({
  id: 'createClubCardSubscription',
  method: 'POST',
  path: '/api/admin/kushki/clubs/:clubId/subscriptions',
  auth: 'user',
  summary: "Save a club's card (club administrators): it must be a credit card (-932)",
  params: z.strictObject({ clubId: idParam }),
  body: subscriptionBody,
  response: ok(enrolledCard.shape),
  errors: { ...CARD_ENROLMENT_ERRORS, '-932': { status: 422, meaning: 'A club card must be a credit card' } },
});

export const listKushkiTokenizedCards = defineEndpoint({
  id: 'listKushkiTokenizedCards',
  method: 'GET',
  path: '/api/users/:userId/kushki-tokenized-cards',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The caller's saved cards of the card provider",
  params: z.strictObject({ userId: idParam }),
  response: ok({ cards: z.array(fopCard) }),
  errors: {},
});

export const deletePaymentMethod = defineEndpoint({
  id: 'deletePaymentMethod',
  method: 'DELETE',
  path: '/api/users/:userId/payment_methods/:paymentMethodId',
  auth: 'user',
  ownerParam: 'userId',
  summary:
    "Delete one of the caller's saved cards (by our id or the provider's id): deleted false when it is not (or no longer) one of the caller's cards; a card a subscription charges cannot be deleted (-33)",
  params: z.strictObject({
    userId: idParam,
    paymentMethodId: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/)),
  }),
  response: ok({ deleted: z.boolean() }),
  errors: {
    '-33': { status: 409, meaning: 'The card is used by a subscription (details.msg: CARD_USED_BY_CLUB_MEMBERSHIP or CARD_USED_BY_PRIME)' },
  },
});

export const updateMissingData = defineEndpoint({
  id: 'updateMissingData',
  method: 'PUT',
  path: '/api/users/:userId/missing-data',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'The ID number and/or the address a payment method asks for (askForFoid, askForAddress), before saving a card',
  params: z.strictObject({ userId: idParam }),
  body: z.object({
    foid: z.optional(
      z.object({
        foidCountry: z.string().check(z.regex(/^[A-Z]{2}$/)),
        foidType: z.string().check(z.minLength(1), z.maxLength(10)),
        foidNumber: z.string().check(z.minLength(3), z.maxLength(30)),
      }),
    ),
    address: z.optional(
      z.object({
        countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
        geoStateId: z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647))),
        geoCityId: z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647))),
        address: z.string().check(z.minLength(3), z.maxLength(200)),
      }),
    ),
  }),
  response: ok({ updated: z.array(z.enum(['foid', 'address'])) }),
  errors: {
    '-400': { status: 400, meaning: 'The document number is not valid for its country and type' },
    '-487': { status: 409, meaning: 'Another account already has this ID number' },
  },
});

/** The ID object of spec part 2 §3 ("ID object: foidCountry, foidType, foidNumber"). */
export const foidFields = z.object({
  foidCountry: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  foidType: z.string().check(z.minLength(1), z.maxLength(10)),
  foidNumber: z.string().check(z.minLength(1), z.maxLength(30)),
});

export const updateFoid = defineEndpoint({
  id: 'updateFoid',
  method: 'PUT',
  path: '/api/users/:userId/foid',
  auth: 'user',
  ownerParam: 'userId',
  summary: "Set the caller's ID document (the card provider asks for it: askForFoid, -12); validated per country and stored normalised",
  params: z.strictObject({ userId: idParam }),
  body: foidFields,
  response: ok(foidFields.shape),
  errors: {
    '-400': { status: 400, meaning: 'The document number is not valid for its country and type' },
    '-487': { status: 409, meaning: 'Another account already has this ID number' },
  },
});
