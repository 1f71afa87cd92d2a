// The cashier's forms of payment: GET /api/users/{userId}/clubs/{clubId}/fops[?paymentAmount] for a
// club, GET /api/fops?tokenized=1 without one. The contract's fops have the machine's field names.
import { fromPromise } from 'xstate';
import type { LoadSavedCardsOutput } from '#machines/cardEnrolment';
import type { Fop, LoadFopsInput, LoadFopsOutput } from '#machines/cashier';
import type { ApiClient } from '#api/client';
import { listTokenizedFops, listClubFops } from '#kernel/contract/payments/fops';
import { listKushkiTokenizedCards } from '#kernel/contract/payments/cards';
import { listOneClickCards } from '#kernel/contract/payments/oneClick';

export async function loadFops(api: ApiClient, input: LoadFopsInput, signal?: AbortSignal): Promise<LoadFopsOutput> {
  if (input.kind === 'tokenized') {
    const answer = await api.call(listTokenizedFops, { query: { tokenized: '1' }, signal });
    return { fops: answer.fops as Fop[] };
  }
  const query = input.paymentAmount !== null && input.paymentAmount >= 0 ? { paymentAmount: input.paymentAmount } : {};
  const answer = await api.call(listClubFops, { params: { userId: input.userId, clubId: input.clubId }, query, signal });
  return { fops: answer.fops as Fop[], webpayErrors: answer.webpayErrors, kushkiError: answer.kushkiError };
}

/** The user's saved cards: the card provider's and the one-click ones (the credit cards page). */
export async function loadSavedCards(api: ApiClient, userId: number, signal?: AbortSignal): Promise<LoadSavedCardsOutput> {
  const [kushki, oneClick] = await Promise.all([
    api.call(listKushkiTokenizedCards, { params: { userId }, signal }),
    api.call(listOneClickCards, { params: { id: userId }, signal }),
  ]);
  return { kushki: kushki.cards, oneClick: oneClick.cards };
}

export const fopActors = (api: ApiClient) => ({
  loadFops: fromPromise<LoadFopsOutput, LoadFopsInput>(({ input, signal }) => loadFops(api, input, signal)),
});
