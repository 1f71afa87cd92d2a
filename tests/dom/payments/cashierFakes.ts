// The cashier's fakes: a fake API client and a fake provider script over the app's real adapters
// (src/features/payments/api), forms of payment typed from the contract, and a started cashier actor.
// The DOM tests (cashierSupport.tsx) and the stories use them. No testing library here: the stories
// run in a browser.
import { createActor } from 'xstate';
import { provideCashier, type CashierActions, type CashierInput } from '#machines/cashier';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import type { FopDto } from '#kernel/contract/payments';
import { createCashierActors } from '#features/payments/api';
import type { KushkiConstructor } from '#features/payments/api/kushkiScript';
import type { EndpointDef } from '#kernel/contract/endpoint';

export const NOW = Date.parse('2026-03-15T12:00:00Z');
export const USER_ID = 10;

type Answer = unknown | ((input: { params?: unknown; query?: unknown; body?: unknown }) => unknown);
export type Answers = Record<string, Answer>;

export const card = (over: Partial<FopDto['cards'][number]> = {}): FopDto['cards'][number] => ({
  paymentMethodId: 5,
  userKushkiSubscriptionId: 'sub-1',
  cardLastUsed: false,
  bin: '411111',
  cardType: 'credit',
  brand: 'VISA',
  lastDigits: '1111',
  ...over,
});

export const fop = (over: Partial<FopDto> = {}): FopDto => ({
  fopId: 15,
  fopCode: 'KUSHKI',
  fopName: 'Tarjeta de crédito o débito',
  cards: [],
  publicMerchantId: 'pm-sandbox',
  testEnvironment: true,
  bankTransferMode: false,
  askForFoid: false,
  askForAddress: false,
  hasPendingBankTransferPayments: false,
  ...over,
});

export const webpay = fop({ fopId: 1, fopCode: 'WEBPAY', fopName: 'Webpay', publicMerchantId: null });
export const oneClick = fop({ fopId: 2, fopCode: 'WEBPAYONECLICK', fopName: 'Webpay Oneclick', publicMerchantId: null });

export const cardConfig = (over: Record<string, unknown> = {}) => ({
  countryAppConfig: {
    currencyCode: 'CLP',
    publicMerchantId: 'pm-sandbox',
    askForFoid: false,
    askForAddress: false,
    testEnvironment: true,
    status: 'ACTIVE',
    reachedMaxCards: false,
    maxCards: 3,
    ...over,
  },
});

/** An API error as the client throws it. */
export const apiError = (code: string, details: Record<string, unknown> = {}, status = 422) =>
  new ApiError('test', status, { code, message: 'error', details });

/** A fake API client answering from the table (a function gets the call's input; an Error is thrown). */
export function fakeApi(answers: Answers) {
  const calls: Array<{ id: string; params?: unknown; query?: unknown; body?: unknown }> = [];
  const api: ApiClient = {
    call: (async ({ id }: EndpointDef, input: { params?: unknown; query?: unknown; body?: unknown } = {}) => {
      calls.push({ id, params: input.params, query: input.query, body: input.body });
      if (!(id in answers)) throw new Error(`no fake answer for ${id}`);
      const answer = answers[id];
      // An answer may be a promise (one that never settles: a loading state).
      const value = await (typeof answer === 'function' ? (answer as (i: unknown) => unknown)(input) : answer);
      if (value instanceof Error) throw value;
      return { error: false, code: '0', ...(value as object) };
    }) as ApiClient['call'],
  };
  return { api, calls, of: (id: string) => calls.filter((c) => c.id === id) };
}

export interface FakeScript {
  /** What requestToken answers for a card number. */
  token?: (number: string) => { token: string; requires3ds?: boolean; secureId?: string } | { error: true; code: string; message: string };
  passed3ds?: boolean;
  /** The 3-D Secure answer waits for this (to see the step). */
  hold3ds?: Promise<void>;
  banks?: Array<{ code: string; name: string }>;
  transferToken?: string;
}

/** A stand-in for the provider's browser script (window.Kushki), recording what reaches it. */
export function fakeScript(options: FakeScript = {}) {
  const seen: Array<{ call: string; params: unknown }> = [];
  class Kushki {
    requestToken(params: { card: { number: string } }, cb: (a: unknown) => void) {
      seen.push({ call: 'requestToken', params });
      queueMicrotask(() => cb(options.token?.(params.card.number) ?? { token: 'tok_card_1', requires3ds: false }));
    }
    requestValidate3DS(params: unknown, cb: (a: unknown) => void) {
      seen.push({ call: 'requestValidate3DS', params });
      void (options.hold3ds ?? Promise.resolve()).then(() => cb({ passed: options.passed3ds ?? true }));
    }
    requestBankList(cb: (a: unknown) => void) {
      seen.push({ call: 'requestBankList', params: null });
      queueMicrotask(() =>
        cb(
          options.banks ?? [
            { code: '0001', name: 'Banco Andino' },
            { code: '0002', name: 'Banco Pacífico' },
          ],
        ),
      );
    }
    requestTransferToken(params: unknown, cb: (a: unknown) => void) {
      seen.push({ call: 'requestTransferToken', params });
      queueMicrotask(() => cb({ token: options.transferToken ?? 'tok_transfer_1' }));
    }
  }
  return { load: async () => Kushki as unknown as KushkiConstructor, seen };
}

export const baseInput: CashierInput = {
  userId: USER_ID,
  clubId: 1,
  fopAmount: 12000,
  promoCode: null,
  fopAction: 'pay',
  bookingInsurance: false,
  redirectTo: null,
  state: null,
  tokenizedPaymentMode: 'OFF',
  now: NOW,
};

/** A started cashier actor wired with the real adapters over the fake API client and provider script; its effects are recorded. */
export function startCashier(answers: Answers, options: { input?: Partial<CashierInput>; script?: FakeScript } = {}) {
  const api = fakeApi(answers);
  const script = fakeScript(options.script);
  const effects: Array<{ action: string; params: unknown }> = [];
  const record = (action: string) => (params: unknown) => void effects.push({ action, params });
  const actions: CashierActions = {
    returnToCaller: record('returnToCaller'),
    redirectExternal: record('redirectExternal'),
    navigate: record('navigate'),
    reportError: record('reportError'),
  };
  const machine = provideCashier(createCashierActors(api.api, script.load), actions);
  const actor = createActor(machine, { input: { ...baseInput, ...options.input } });
  actor.start();
  return { actor, api, script, effects };
}
