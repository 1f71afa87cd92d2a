// The cashier's implementations, by name: actor placeholders (the app provides the API calls and
// the provider's script; the card enrolment child is the real machine), guards, actions (the view
// supplies returnToCaller and redirectExternal) and the actors' inputs. The chart is in
// cashier.machine.ts.
import { assign, setup } from 'xstate';
import { readActorError } from '#kernel/lib/errors';
import { cardEnrolmentMachine } from '#machines/cardEnrolment/cardEnrolment.machine';
import { placeholder } from '#machines/shared/actors';
import type { Done, Failed } from '#machines/shared/outcomes';
import {
  buildChoice,
  cardIdOf,
  chosenFop,
  isCardFop,
  offeredFops,
  offersBankTransfer,
  offersTokenized,
  preferredCardId,
  requiresTokenized,
  savedCards,
} from './cashier.rules';
import type {
  CardEnrolmentInput,
  CardEnrolmentOutput,
  CashierCall,
  CashierContext,
  CashierEvent,
  CashierInput,
  CashierOutput,
  CashierProblem,
  LoadBanksInput,
  LoadBanksOutput,
  LoadFopsInput,
  LoadFopsOutput,
  PaymentFlow,
  RedirectExternalParams,
  RequestTransferTokenInput,
  RequestTransferTokenOutput,
  ReturnToCallerParams,
  StartOneClickEnrolmentInput,
  StartOneClickEnrolmentOutput,
} from './cashier.types';

type Args = { context: CashierContext; event: CashierEvent };
type Ctx = { context: CashierContext };

const actor = <Output, Input>(name: string) => placeholder<Output, Input>('cashier', name);
const offeredIn = (context: CashierContext, loaded: LoadFopsOutput) => offeredFops(loaded.fops ?? [], context.insurance);

/** Params of recordFailure: the failed call and the code it rejected with. */
export const failedCall =
  (call: CashierCall) =>
  ({ event }: Failed): CashierContext['failure'] => ({ call, code: readActorError(event.error).code });
const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

export const initialCashierContext = ({ input }: { input: CashierInput }): CashierContext => ({
  userId: input.userId,
  clubId: input.clubId,
  paymentAmount: input.fopAmount ?? null,
  promoCode: input.promoCode ?? null,
  fopAction: input.fopAction ?? null,
  insurance: input.bookingInsurance === true,
  redirectTo: input.redirectTo ?? null,
  returnState: input.state ?? null,
  tokenizedMode: input.tokenizedPaymentMode ?? 'OFF',
  now: input.now,
  preferredFopCode: input.preferredFopCode ?? null,
  fops: [],
  fopId: null,
  flow: 'card',
  cardId: null,
  deletingCardId: null,
  deletingFromChosen: false,
  newCard: false,
  banks: [],
  bankCode: null,
  testId: '',
  transferToken: null,
  tokenizedAccepted: false,
  deviceSessionId: null,
  problem: null,
  failure: null,
  output: null,
});

export const cashierInputs = {
  fops: ({ context }: Ctx): LoadFopsInput =>
    context.clubId === null
      ? { kind: 'tokenized', userId: context.userId }
      : { kind: 'club', userId: context.userId, clubId: context.clubId, paymentAmount: context.paymentAmount },
  banks: ({ context }: Ctx): LoadBanksInput => {
    const fop = chosenFop(context);
    return { publicMerchantId: fop?.publicMerchantId ?? null, testEnvironment: fop?.testEnvironment === true };
  },
  transferToken: ({ context }: Ctx): RequestTransferTokenInput => {
    const fop = chosenFop(context);
    return {
      publicMerchantId: fop?.publicMerchantId ?? null,
      testEnvironment: fop?.testEnvironment === true,
      bankCode: context.bankCode ?? '',
      testId: fop?.testEnvironment === true ? context.testId.trim() : null,
      amount: context.paymentAmount,
    };
  },
  cardEnrolment: ({ context }: Ctx): CardEnrolmentInput => ({
    action: 'enrol',
    owner: 'user',
    userId: context.userId,
    clubId: context.clubId,
    now: context.now,
  }),
  cardDeletion: ({ context }: Ctx): CardEnrolmentInput => {
    const card = savedCards(chosenFop(context)).find(({ id }) => id === context.deletingCardId)?.card;
    const ours = card?.paymentMethodId;
    return { action: 'delete', userId: context.userId, paymentMethodId: ours ?? context.deletingCardId ?? '', now: context.now };
  },
  oneClick: ({ context }: Ctx): StartOneClickEnrolmentInput => ({ userId: context.userId, source: 'cashier' }),
};

const returnParams = (context: CashierContext): ReturnToCallerParams => ({
  redirectTo: context.redirectTo,
  state: context.returnState,
  fopAction: context.fopAction,
  choice: context.output?.result === 'chosen' ? context.output.choice : null,
});
export const returnToCallerParams = ({ context }: Ctx) => returnParams(context);
export const oneClickPage = ({ event }: Done<StartOneClickEnrolmentOutput>): RedirectExternalParams => ({ url: event.output.redirectURL });

export const cashierSetup = setup({
  types: {
    context: {} as CashierContext,
    events: {} as CashierEvent,
    input: {} as CashierInput,
    output: {} as CashierOutput,
  },
  actors: {
    /** GET /api/users/{userId}/clubs/{clubId}/fops[?paymentAmount] or GET /api/fops?tokenized=1 */
    loadFops: actor<LoadFopsOutput, LoadFopsInput>('loadFops'),
    /** The provider's script: the bank list */
    loadBanks: actor<LoadBanksOutput, LoadBanksInput>('loadBanks'),
    /** The provider's script: a transfer token for the chosen bank */
    requestTransferToken: actor<RequestTransferTokenOutput, RequestTransferTokenInput>('requestTransferToken'),
    /** POST /api/webpayoneclick/users/{id}/enroll?source → redirectURL */
    startOneClickEnrolment: actor<StartOneClickEnrolmentOutput, StartOneClickEnrolmentInput>('startOneClickEnrolment'),
    /** Adding a KUSHKI card: the card enrolment machine (provide its actors through cashier.provide.ts) */
    cardEnrolment: cardEnrolmentMachine,
    /** Deleting a saved card: the same machine with action 'delete' (confirmation, then the call) */
    cardDeletion: cardEnrolmentMachine,
  },
  guards: {
    hasNoFops: ({ context }: Args, loaded: LoadFopsOutput) => offeredIn(context, loaded).length === 0,
    hasSingleFop: ({ context }: Args, loaded: LoadFopsOutput) => offeredIn(context, loaded).length === 1,
    offersPreferredFop: ({ context }: Args, loaded: LoadFopsOutput) =>
      context.preferredFopCode !== null && offeredIn(context, loaded).some((f) => f.fopCode === context.preferredFopCode),
    hasSeveralFops: ({ context }: Args) => context.fops.length > 1,
    isOfferedFop: ({ context, event }: Args) => event.type === 'fop.select' && context.fops.some((f) => f.fopId === event.fopId),
    isCardFop: ({ context }: Args) => isCardFop(chosenFop(context)),
    fopIs: ({ context }: Args, params: { code: string }) => chosenFop(context)?.fopCode === params.code,
    selectsFlow: ({ context, event }: Args, params: { flow: PaymentFlow }) =>
      event.type === 'flow.select' && event.flow === params.flow && context.flow !== params.flow && offersBankTransfer(chosenFop(context)),
    hasSavedCards: ({ context }: Args) => savedCards(chosenFop(context)).length > 0,
    isListedCard: ({ context, event }: Args) =>
      event.type === 'card.select' && savedCards(chosenFop(context)).some((c) => c.id === event.cardId),
    isDeletableCard: ({ context, event }: Args) =>
      event.type === 'card.delete' && savedCards(chosenFop(context)).some((c) => c.id === event.cardId),
    enrolledCard: (_: Args, { result }: CardEnrolmentOutput) => result === 'enrolled',
    enrolmentLeft: (_: Args, { result }: CardEnrolmentOutput) => result === 'left',
    deletedCard: (_: Args, { result }: CardEnrolmentOutput) => result === 'deleted',
    /** Back to the chosen card: the deletion started there and the card is still there. */
    returnsToChosenCard: ({ context }: Args) =>
      context.deletingFromChosen && context.cardId !== null && savedCards(chosenFop(context)).some((c) => c.id === context.cardId),
    hasPendingTransfer: ({ context }: Args) => chosenFop(context)?.hasPendingBankTransferPayments === true,
    hasBanks: ({ context }: Args) => context.banks.length > 0,
    isListedBank: ({ context, event }: Args) => event.type === 'bank.select' && context.banks.some((b) => b.code === event.bankCode),
    isTestEnvironment: ({ context }: Args) => chosenFop(context)?.testEnvironment === true,
    offersTokenized: ({ context }: Args) => offersTokenized(context.tokenizedMode),
    needsTokenizedAcceptance: ({ context }: Args) => requiresTokenized(context.tokenizedMode) && !context.tokenizedAccepted,
    lacksBankCode: ({ context }: Args) => blank(context.bankCode),
    lacksTestId: ({ context }: Args) => chosenFop(context)?.testEnvironment === true && blank(context.testId),
  },
  actions: {
    assignFops: assign(({ context }, loaded: LoadFopsOutput) => ({ fops: offeredIn(context, loaded) })),
    chooseOnlyFop: assign({ fopId: ({ context }) => context.fops[0]?.fopId ?? null }),
    choosePreferredFop: assign({ fopId: ({ context }) => context.fops.find((f) => f.fopCode === context.preferredFopCode)?.fopId ?? null }),
    assignFop: assign({ fopId: ({ context, event }) => (event.type === 'fop.select' ? event.fopId : context.fopId) }),
    clearSelection: assign({
      fopId: null,
      flow: 'card',
      cardId: null,
      newCard: false,
      banks: [],
      bankCode: null,
      testId: '',
      problem: null,
    }),
    enterFlow: assign({ flow: (_, params: { flow: PaymentFlow }) => params.flow, problem: null }),
    preselectCard: assign({ cardId: ({ context }) => preferredCardId(chosenFop(context)), newCard: false }),
    assignCard: assign({
      cardId: ({ context, event }) => (event.type === 'card.select' ? event.cardId : context.cardId),
      newCard: false,
      problem: null,
    }),
    clearCard: assign({ cardId: null, newCard: false }),
    markCardForDeletion: assign({
      deletingCardId: ({ context, event }) => (event.type === 'card.delete' ? event.cardId : context.deletingCardId),
      deletingFromChosen: (_, params: { fromChosen: boolean }) => params.fromChosen,
      problem: null,
    }),
    /** The deleted card leaves the fop's cards (and the choice, when it was the chosen one). */
    removeDeletedCard: assign(({ context }) => {
      const gone = context.deletingCardId;
      const fopCode = chosenFop(context)?.fopCode ?? '';
      return {
        fops: context.fops.map((f) =>
          f.fopId === context.fopId ? { ...f, cards: (f.cards ?? []).filter((c) => cardIdOf(c, fopCode) !== gone) } : f,
        ),
        cardId: context.cardId === gone ? null : context.cardId,
        deletingCardId: null,
        deletingFromChosen: context.deletingFromChosen && context.cardId !== gone,
      };
    }),
    clearDeletion: assign({ deletingCardId: null }),
    chooseNewCard: assign({ cardId: null, newCard: true, problem: null }),
    /** The enrolled card joins the fop's cards and is chosen. */
    addEnrolledCard: assign(({ context }, output: CardEnrolmentOutput) => {
      if (output.result !== 'enrolled') return {};
      const { userKushkiSubscriptionId, bin, lfd, cardType } = output.card;
      const card = { userKushkiSubscriptionId, bin, cardType: cardType ?? null, lastDigits: lfd, cardLastUsed: false };
      return {
        fops: context.fops.map((f) => (f.fopId === context.fopId ? { ...f, cards: [card, ...(f.cards ?? [])] } : f)),
        cardId: String(userKushkiSubscriptionId),
        newCard: false,
      };
    }),
    assignBanks: assign((_, { banks }: LoadBanksOutput) => ({ banks: banks ?? [] })),
    assignBankCode: assign({
      bankCode: ({ context, event }) => (event.type === 'bank.select' ? event.bankCode : context.bankCode),
      problem: null,
    }),
    assignTestId: assign({
      testId: ({ context, event }) => (event.type === 'bank.setTestId' ? event.testId : context.testId),
      problem: null,
    }),
    assignTransferToken: assign((_, { token }: RequestTransferTokenOutput) => ({ transferToken: token })),
    assignTokenized: assign({
      tokenizedAccepted: ({ context, event }) => (event.type === 'tokenized.accept' ? event.accepted : context.tokenizedAccepted),
      problem: null,
    }),
    assignDeviceSession: assign({
      deviceSessionId: ({ context, event }) => (event.type === 'cashier.pay' ? (event.deviceSessionId ?? null) : context.deviceSessionId),
    }),
    assignProblem: assign({ problem: (_, params: { problem: CashierProblem }) => params.problem }),
    recordFailure: assign((_, failure: CashierContext['failure']) => ({ failure })),
    clearFailure: assign({ failure: null }),
    settleChosen: assign({ output: ({ context }): CashierOutput => ({ result: 'chosen', choice: buildChoice(context) }) }),
    settle: assign({ output: (_, params: { result: 'cancelled' | 'left' }): CashierOutput => ({ result: params.result }) }),
    // ── supplied by the view ──
    returnToCaller: (_, _params: ReturnToCallerParams) => {},
    redirectExternal: (_, _params: RedirectExternalParams) => {},
  },
});
