// The card enrolment machine's implementations, by name: actor placeholders (the app provides the
// real ones: API calls and the provider's script), guards (the kernel's card validators, the
// missing data, the answers), actions (the view supplies navigate and reportError) and the actors'
// inputs. The chart is in cardEnrolment.machine.ts.
import { assign, enqueueActions, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { cardFailureOf, cardErrorEntry, isReportedFailure, type CardNext } from './cardEnrolment.errors';
import { isAddressComplete, isFoidComplete } from './cardEnrolment.missingData';
import { isValidCardHolder, isValidCardNumber, isValidCvv, isValidExpiry } from '#kernel/lib/validators';
import { cardParts, CARD_NUMBER_MAX_DIGITS, CVV_MAX_DIGITS, digitsOf, EXPIRY_DIGITS, HOLDER_MAX_LENGTH } from './cardEnrolment.form';
import type {
  CardCall,
  CardConfig,
  CardEnrolmentContext,
  CardEnrolmentEvent,
  CardEnrolmentInput,
  CardEnrolmentOutput,
  CardEnrolmentResult,
  CardSummary,
  DeleteCardInput,
  EnrolCardInput,
  EnrolledCard,
  LoadCardConfigInput,
  NavigateParams,
  PrecheckCardInput,
  ReportErrorParams,
  TokenizeCardInput,
  TokenizeCardOutput,
  UpdateMissingDataInput,
  Verify3dsInput,
  Verify3dsOutput,
} from './cardEnrolment.types';

type Args = { context: CardEnrolmentContext; event: CardEnrolmentEvent };
type Ctx = { context: CardEnrolmentContext };

const actor = <Output, Input>(name: string) => placeholder<Output, Input>('cardEnrolment', name);

/** Params of recordFailure: which call failed and what it rejected with. */
export interface FailureParams {
  call: CardCall;
  error: unknown;
}

const asksForFoid = (c: CardEnrolmentContext) => c.owner === 'user' && c.config?.askForFoid === true;
const asksForAddress = (c: CardEnrolmentContext) => c.owner === 'user' && c.config?.askForAddress === true;

export const initialCardContext = ({ input }: { input: CardEnrolmentInput }): CardEnrolmentContext => ({
  action: input.action,
  owner: input.action === 'enrol' ? (input.owner ?? 'user') : 'user',
  userId: input.userId,
  clubId: input.action === 'enrol' ? (input.clubId ?? null) : null,
  paymentMethodId: input.action === 'delete' ? input.paymentMethodId : null,
  now: input.now,
  config: null,
  form: { number: '', expiry: '', cvv: '', holder: '' },
  foid: null,
  address: null,
  attempted: false,
  tokenized: null,
  card: null,
  failure: null,
  result: null,
});

export const cardOutput = ({ context }: Ctx): CardEnrolmentOutput => {
  if (context.result === 'enrolled' && context.card) return { result: 'enrolled', card: context.card };
  if (context.result === 'deleted' || context.result === 'left') return { result: context.result };
  return { result: 'cancelled' };
};

// ── actors' inputs ──
const summary = ({ form }: CardEnrolmentContext): CardSummary => {
  const { bin, lfd, expMonth, expYear } = cardParts(form.number, form.expiry);
  return { bin, lfd, expMonth, expYear, fullName: form.holder.trim().replace(/\s+/g, ' ') };
};
const configOf = (c: CardEnrolmentContext): CardConfig =>
  c.config ?? {
    currencyCode: '',
    publicMerchantId: '',
    askForFoid: false,
    askForAddress: false,
    testEnvironment: false,
    reachedMaxCards: false,
  };

export const cardInputs = {
  config: ({ context }: Ctx): LoadCardConfigInput => ({ userId: context.userId, clubId: context.clubId }),
  missingData: ({ context }: Ctx): UpdateMissingDataInput => ({
    userId: context.userId,
    ...(asksForFoid(context) && context.foid ? { foid: context.foid } : {}),
    ...(asksForAddress(context) && context.address ? { address: context.address } : {}),
  }),
  precheck: ({ context }: Ctx): PrecheckCardInput => ({ userId: context.userId, ...summary(context) }),
  tokenize: ({ context }: Ctx): TokenizeCardInput => {
    const { publicMerchantId, testEnvironment, currencyCode } = configOf(context);
    const { expMonth, expYear } = cardParts(context.form.number, context.form.expiry);
    return {
      publicMerchantId,
      testEnvironment,
      currencyCode,
      number: context.form.number,
      cvv: context.form.cvv,
      expMonth,
      expYear,
      holder: summary(context).fullName,
    };
  },
  verify3ds: ({ context }: Ctx): Verify3dsInput => ({
    token: context.tokenized?.token ?? '',
    secureId: context.tokenized?.secureId ?? null,
    publicMerchantId: configOf(context).publicMerchantId,
    testEnvironment: configOf(context).testEnvironment,
  }),
  enrol: ({ context }: Ctx): EnrolCardInput => ({
    owner: context.owner,
    userId: context.userId,
    clubId: context.clubId,
    token: context.tokenized?.token ?? '',
    ...summary(context),
  }),
  delete: ({ context }: Ctx): DeleteCardInput => ({ userId: context.userId, paymentMethodId: context.paymentMethodId ?? '' }),
};

const valueOf = (event: CardEnrolmentEvent): string => ('value' in event ? String(event.value ?? '') : '');
/** The form with one field replaced by the event's value, cleaned. */
const formWith =
  (field: keyof CardEnrolmentContext['form'], clean: (value: string) => string) =>
  ({ context, event }: Args): CardEnrolmentContext['form'] => ({ ...context.form, [field]: clean(valueOf(event)) });

export const cardEnrolmentSetup = setup({
  types: {
    context: {} as CardEnrolmentContext,
    events: {} as CardEnrolmentEvent,
    input: {} as CardEnrolmentInput,
    output: {} as CardEnrolmentOutput,
  },
  actors: {
    /** GET /api/kushki/country-app-config */
    loadCardConfig: actor<CardConfig, LoadCardConfigInput>('loadCardConfig'),
    /** PUT /api/users/{userId}/missing-data (only the parts the method asks for) */
    updateMissingData: actor<void, UpdateMissingDataInput>('updateMissingData'),
    /** POST /api/kushki/users/{userId}/preCheckSubscriptions */
    precheckCard: actor<void, PrecheckCardInput>('precheckCard'),
    /** The provider's script: tokenizes the card (number and CVV go to the provider only) */
    tokenizeCard: actor<TokenizeCardOutput, TokenizeCardInput>('tokenizeCard'),
    /** The provider's 3-D Secure step */
    verify3ds: actor<Verify3dsOutput, Verify3dsInput>('verify3ds'),
    /** POST /api/kushki/users/{userId}/subscriptions, or the admin club path for owner 'club' */
    enrolCard: actor<EnrolledCard, EnrolCardInput>('enrolCard'),
    /** DELETE /api/users/{userId}/payment_methods/{id} */
    deleteCard: actor<void, DeleteCardInput>('deleteCard'),
  },
  guards: {
    isDeletion: ({ context }: Args) => context.action === 'delete',
    reachedMaxCards: (_: Args, config: CardConfig) => config.reachedMaxCards === true,
    isValidCardNumber: ({ context }: Args) => isValidCardNumber(context.form.number),
    isValidExpiry: ({ context }: Args) => isValidExpiry(context.form.expiry, new Date(context.now)),
    isValidCvv: ({ context }: Args) => isValidCvv(context.form.cvv),
    isValidCardHolder: ({ context }: Args) => isValidCardHolder(context.form.holder),
    asksForFoid: ({ context }: Args) => asksForFoid(context),
    asksForAddress: ({ context }: Args) => asksForAddress(context),
    asksForMissingData: ({ context }: Args) => asksForFoid(context) || asksForAddress(context),
    isMissingDataComplete: ({ context }: Args) =>
      (!asksForFoid(context) || isFoidComplete(context.foid)) && (!asksForAddress(context) || isAddressComplete(context.address)),
    requires3ds: (_: Args, tokenized: TokenizeCardOutput) => tokenized.requires3ds === true,
    passed3ds: (_: Args, verified: Verify3dsOutput) => verified.passed === true,
    nextIs: ({ context }: Args, params: { next: CardNext }) =>
      context.failure !== null && cardErrorEntry(context.failure).next === params.next,
  },
  actions: {
    assignConfig: assign((_, config: CardConfig) => ({ config })),
    setNumber: assign({ form: formWith('number', (v) => digitsOf(v, CARD_NUMBER_MAX_DIGITS)) }),
    setExpiry: assign({ form: formWith('expiry', (v) => digitsOf(v, EXPIRY_DIGITS)) }),
    setCvv: assign({ form: formWith('cvv', (v) => digitsOf(v, CVV_MAX_DIGITS)) }),
    setHolder: assign({ form: formWith('holder', (v) => v.slice(0, HOLDER_MAX_LENGTH)) }),
    assignFoid: assign({ foid: ({ context, event }) => (event.type === 'foid.set' ? event.foid : context.foid) }),
    assignAddress: assign({ address: ({ context, event }) => (event.type === 'address.set' ? event.address : context.address) }),
    markAttempted: assign({ attempted: true }),
    /** The token replaces the CVV: it is not kept once the provider has it. */
    assignToken: assign(({ context }, tokenized: TokenizeCardOutput) => ({ tokenized, form: { ...context.form, cvv: '' } })),
    assignCard: assign((_, card: EnrolledCard) => ({ card })),
    forgetCard: assign({ form: ({ context }) => ({ ...context.form, number: '', cvv: '' }), tokenized: null }),
    recordFailure: assign((_, { call, error }: FailureParams) => ({ failure: cardFailureOf(call, error) })),
    /** The 3-D Secure check answered "not passed". */
    record3dsRefusal: assign({ failure: { call: 'verify3ds', code: 'failed', values: { code: 'failed' } } }),
    clearFailure: assign({ failure: null, tokenized: null }),
    settle: assign({ result: (_, params: { result: CardEnrolmentResult }) => params.result }),
    /** Unlisted codes send an error report (a view-supplied action). */
    reportUnlisted: enqueueActions(({ context, enqueue }) => {
      const failure = context.failure;
      if (!failure || !isReportedFailure(failure)) return;
      const report: { type: 'reportError'; params: ReportErrorParams } = {
        type: 'reportError',
        params: { call: failure.call, code: failure.code, internalCode: failure.values.internalCode ?? null },
      };
      // A named action of this same setup: enqueueActions cannot name it in its own types.
      enqueue(report as never);
    }),
    // ── supplied by the view ──
    navigate: (_, _params: NavigateParams) => {},
    reportError: (_, _params: ReportErrorParams) => {},
  },
});
