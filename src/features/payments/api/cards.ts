// The card enrolment machine's calls: the provider's country config, the missing data, the
// pre-check, tokenization and 3-D Secure by the provider's script (the number and CVV go to the
// provider only), the subscription (the user's card, or a club's through the admin path) and the
// deletion of a saved card.
import { fromPromise } from 'xstate';
import type {
  CardConfig,
  DeleteCardInput,
  EnrolCardInput,
  EnrolledCard,
  LoadCardConfigInput,
  PrecheckCardInput,
  TokenizeCardInput,
  TokenizeCardOutput,
  UpdateMissingDataInput,
  Verify3dsInput,
  Verify3dsOutput,
} from '#machines/cardEnrolment/cardEnrolment.types';
import type { ApiClient } from '#api/client';
import { ask, kushkiFor, type KushkiLoader } from './kushkiScript';
import {
  getCardCountryConfig,
  updateMissingData,
  precheckCardSubscription,
  createClubCardSubscription,
  createCardSubscription,
  deletePaymentMethod,
} from '#kernel/contract/payments/cards';

const summaryOf = (input: { bin: string; lfd: string; fullName: string; expMonth: string; expYear: string }) => ({
  bin: input.bin,
  lfd: input.lfd,
  fullName: input.fullName,
  expMonth: input.expMonth,
  expYear: input.expYear,
});

/** "Deleted: false" means the card is not (or no longer) one of the user's: a failure without a listed code. */
export const NOT_DELETED_CODE = '-404';

export const cardActors = (api: ApiClient, load: KushkiLoader) => ({
  loadCardConfig: fromPromise<CardConfig, LoadCardConfigInput>(async ({ input, signal }) => {
    const query = input.clubId ? { clubId: input.clubId } : {};
    const { countryAppConfig: c } = await api.call(getCardCountryConfig, { query, signal });
    return {
      currencyCode: c.currencyCode,
      publicMerchantId: c.publicMerchantId,
      askForFoid: c.askForFoid,
      askForAddress: c.askForAddress,
      testEnvironment: c.testEnvironment,
      status: c.status,
      reachedMaxCards: c.reachedMaxCards,
    };
  }),
  updateMissingData: fromPromise<void, UpdateMissingDataInput>(async ({ input, signal }) => {
    await api.call(updateMissingData, { params: { userId: input.userId }, body: { foid: input.foid, address: input.address }, signal });
  }),
  precheckCard: fromPromise<void, PrecheckCardInput>(async ({ input, signal }) => {
    await api.call(precheckCardSubscription, { params: { userId: input.userId }, body: summaryOf(input), signal });
  }),
  tokenizeCard: fromPromise<TokenizeCardOutput, TokenizeCardInput>(async ({ input }) => {
    const kushki = await kushkiFor(load, input.publicMerchantId, input.testEnvironment);
    const card = { name: input.holder, number: input.number, cvc: input.cvv, expiryMonth: input.expMonth, expiryYear: input.expYear };
    const answer = await ask<{ token: string; secureId?: string | null; requires3ds?: boolean }>((cb) =>
      kushki.requestToken({ card, currency: input.currencyCode || undefined }, cb),
    );
    return { token: answer.token, requires3ds: answer.requires3ds === true, secureId: answer.secureId ?? null };
  }),
  verify3ds: fromPromise<Verify3dsOutput, Verify3dsInput>(async ({ input }) => {
    const kushki = await kushkiFor(load, input.publicMerchantId, input.testEnvironment);
    const answer = await ask<{ passed?: boolean; isValid?: boolean }>((cb) =>
      kushki.requestValidate3DS({ secureId: input.secureId ?? '' }, cb),
    );
    return { passed: answer.passed === true || answer.isValid === true };
  }),
  enrolCard: fromPromise<EnrolledCard, EnrolCardInput>(async ({ input, signal }) => {
    const body = { token: input.token, ...summaryOf(input), clubId: input.clubId };
    const answer =
      input.owner === 'club' && input.clubId !== null
        ? await api.call(createClubCardSubscription, { params: { clubId: input.clubId }, body, signal })
        : await api.call(createCardSubscription, { params: { userId: input.userId }, body, signal });
    return { userKushkiSubscriptionId: answer.userKushkiSubscriptionId, bin: answer.bin, lfd: answer.lfd, cardType: answer.cardType };
  }),
  deleteCard: fromPromise<void, DeleteCardInput>(async ({ input, signal }) => {
    const answer = await api.call(deletePaymentMethod, {
      params: { userId: input.userId, paymentMethodId: String(input.paymentMethodId) },
      signal,
    });
    if (!answer.deleted) throw Object.assign(new Error('card not deleted'), { code: NOT_DELETED_CODE });
  }),
});
