// Bank transfer through the provider's script: its bank list, then a transfer token for the chosen
// bank (with the test ID number in a test environment). Subtotals use tax 0 (spec part 2 §9).
import { fromPromise } from 'xstate';
import type { LoadBanksInput, LoadBanksOutput, RequestTransferTokenInput, RequestTransferTokenOutput } from '#machines/cashier';
import { ask, kushkiFor, type KushkiLoader } from './kushkiScript';

export const transferActors = (load: KushkiLoader) => ({
  loadBanks: fromPromise<LoadBanksOutput, LoadBanksInput>(async ({ input }) => {
    const kushki = await kushkiFor(load, input.publicMerchantId, input.testEnvironment);
    const list = await ask<Array<{ code: string; name: string }>>((cb) => kushki.requestBankList(cb));
    return { banks: (Array.isArray(list) ? list : []).map((b) => ({ code: String(b.code), name: String(b.name) })) };
  }),
  requestTransferToken: fromPromise<RequestTransferTokenOutput, RequestTransferTokenInput>(async ({ input }) => {
    const kushki = await kushkiFor(load, input.publicMerchantId, input.testEnvironment);
    const amount = { subtotalIva: 0, subtotalIva0: input.amount ?? 0, iva: 0 };
    const answer = await ask<{ token: string }>((cb) =>
      kushki.requestTransferToken({ bankId: input.bankCode, documentNumber: input.testId, amount }, cb),
    );
    return { token: answer.token };
  }),
});
