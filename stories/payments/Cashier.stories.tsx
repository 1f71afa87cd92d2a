import type { Meta } from '@storybook/react-vite';
import { waitFor } from 'xstate';
import { cashierSelectors, type CashierInput } from '#machines/cashier';
import { CashierPanel } from '#features/payments/cashier/CashierPanel';
import { Screen } from '#shell/layout/Screen';
import {
  apiError,
  card,
  cardConfig,
  fop,
  oneClick,
  startCashier,
  webpay,
  type Answers,
  type FakeScript,
} from '../../tests/dom/payments/cashierFakes';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Payments/Cashier' } satisfies Meta;

type Actor = ReturnType<typeof startCashier>['actor'];
type CashierScreen = cashierSelectors.CashierScreen;
type CashierSnapshot = cashierSelectors.CashierSnapshot;

/**
 * The cashier panel on /payment over the real cashier machine, its calls answered from the table and
 * the provider's script faked (tests/dom/payments/cashierFakes.ts); `drive` sends the events that
 * bring it to the state shown.
 */
const cashierStory = (
  answers: Answers,
  until: (s: CashierSnapshot) => boolean,
  options: { input?: Partial<CashierInput>; script?: FakeScript; drive?: (actor: Actor) => Promise<void> } = {},
) =>
  screenStory(async (language) => {
    const { actor } = startCashier(answers, options);
    await options.drive?.(actor);
    await waitFor(actor, until, { timeout: 5000 });
    const View = () => (
      <Screen narrow>
        <CashierPanel actor={actor} amountText="$12.000" />
      </Screen>
    );
    const session = await startLoggedInFakeSession(10);
    return (await createScreenHarness(View, { routeId: 'payment', url: '/payment', session, language })).element;
  });

const at = (screen: CashierScreen) => (s: CashierSnapshot) => cashierSelectors.screen(s) === screen;
const clubFops = (...fops: unknown[]) => ({ listClubFops: { fops, webpayErrors: null, kushkiError: null } });
const NEVER = () => new Promise(() => undefined);
const twoCards = fop({
  cards: [
    card(),
    card({
      paymentMethodId: 6,
      userKushkiSubscriptionId: 'sub-2',
      brand: 'MASTERCARD',
      lastDigits: '0004',
      bin: '555555',
      cardType: 'debit',
      cardLastUsed: true,
    }),
  ],
});
const withTransfer = fop({ bankTransferMode: true, cards: [card()] });
/** Sends an event once the cashier is at a screen. */
const whenAt = (screen: CashierScreen, send: (actor: Actor) => void) => async (actor: Actor) => {
  await waitFor(actor, at(screen), { timeout: 5000 });
  send(actor);
};
const firstCardId = (actor: Actor) => cashierSelectors.cards(actor.getSnapshot())[0].id;

export const Loading = cashierStory({ listClubFops: NEVER }, at('loading'));
export const LoadFailed = cashierStory({ listClubFops: apiError('-1', {}, 500) }, at('loadFailed'));
export const NoPaymentMethods = cashierStory(clubFops(), at('noMethods'));
export const ChooseAMethod = cashierStory(clubFops(webpay, fop(), oneClick), at('fopList'));
export const ChooseAMethodWithInsurance = cashierStory(clubFops(webpay, fop(), oneClick), at('fopList'), {
  input: { bookingInsurance: true },
});
export const Webpay = cashierStory(clubFops(webpay), at('direct'));
export const SavedCards = cashierStory(clubFops(twoCards), at('cards'));
export const ChangeCard = cashierStory(
  clubFops(twoCards),
  (s) => cashierSelectors.screen(s) === 'cards' && !s.can({ type: 'card.change' }),
  {
    drive: whenAt('cards', (actor) => actor.send({ type: 'card.change' })),
  },
);
export const DeleteCardConfirm = cashierStory(clubFops(twoCards), (s) => cashierSelectors.cardDeletionActor(s) !== null, {
  drive: whenAt('cards', (actor) => actor.send({ type: 'card.delete', cardId: firstCardId(actor) })),
});
export const CardInUse = cashierStory(
  { ...clubFops(twoCards), deletePaymentMethod: apiError('-33', { msg: 'CARD_USED_BY_PRIME' }, 409) },
  (s) => cashierSelectors.cardDeletionActor(s) !== null,
  {
    drive: async (actor) => {
      await whenAt('cards', (a) => a.send({ type: 'card.delete', cardId: firstCardId(a) }))(actor);
      const deletion = cashierSelectors.cardDeletionActor(await waitFor(actor, (s) => cashierSelectors.cardDeletionActor(s) !== null))!;
      deletion.send({ type: 'card.confirmDelete' });
      // The child's own snapshot: the cashier's does not change while its child calls.
      await waitFor(deletion, (s) => s.matches('failed'), { timeout: 5000 });
    },
  },
);
export const NoSavedCards = cashierStory(clubFops(fop()), at('cards'));
export const AddCard = cashierStory(
  { ...clubFops(fop()), getCardCountryConfig: cardConfig(), precheckCardSubscription: { canEnrol: true } },
  at('addingCard'),
  { drive: whenAt('cards', (actor) => actor.send({ type: 'card.add' })) },
);
export const OneClickConnecting = cashierStory({ ...clubFops(oneClick), startOneClickEnrolment: NEVER }, at('working'), {
  drive: whenAt('cards', (actor) => actor.send({ type: 'card.add' })),
});
export const OneClickProviderProblem = cashierStory(
  { ...clubFops(oneClick), startOneClickEnrolment: apiError('-1', {}, 502) },
  (s) => s.context.failure?.call === 'startOneClickEnrolment',
  { drive: whenAt('cards', (actor) => actor.send({ type: 'card.add' })) },
);
export const BankTransfer = cashierStory(clubFops(withTransfer), at('bankForm'), {
  drive: whenAt('cards', (actor) => actor.send({ type: 'flow.select', flow: 'bankTransfer' })),
});
export const BankTransferChooseBank = cashierStory(clubFops(withTransfer), (s) => s.context.problem === 'chooseBank', {
  drive: async (actor) => {
    await whenAt('cards', (a) => a.send({ type: 'flow.select', flow: 'bankTransfer' }))(actor);
    await whenAt('bankForm', (a) => a.send({ type: 'cashier.pay' }))(actor);
  },
});
export const BankTransferPending = cashierStory(
  clubFops(fop({ bankTransferMode: true, hasPendingBankTransferPayments: true })),
  at('pendingTransfer'),
  {
    drive: whenAt('cards', (actor) => actor.send({ type: 'flow.select', flow: 'bankTransfer' })),
  },
);
export const AutomaticPaymentRequired = cashierStory(clubFops(webpay), (s) => s.context.problem === 'acceptTokenized', {
  input: { tokenizedPaymentMode: 'FORCED' },
  drive: whenAt('direct', (actor) => actor.send({ type: 'cashier.pay' })),
});
export const AutomaticPaymentOptional = cashierStory(clubFops(webpay), at('direct'), { input: { tokenizedPaymentMode: 'OPTIONAL' } });
