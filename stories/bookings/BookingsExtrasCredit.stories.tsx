import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '#api/apiError';
import { cashierPort } from '#app/routes/cashierPortImpl';
import type { BookingAncillaryDto } from '#kernel/contract/booking/afterBooking';
import BookingsPage from '#features/bookings/BookingsPage';
import { CashierPortContext } from '#shell/cashierPort';
import { answer } from '../../tests/dom/booking/contractFixtures';
import { bookingsPage, fakeApi, NEVER, row } from '../../tests/dom/bookings/bookingsListFakes';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

// /bookings' two modals in each state of their machines (issue 13): buying extras for a booking (the
// bookingAncillaries machine: loading, failed, choosing — none, some, one at its maximum —, buying,
// bought, refused) and converting a paid booking to credit (the bookingsList machine's
// confirmingCredit, converting, converted, refused).

export default { title: 'Bookings/Extras and credit' } satisfies Meta;

const bookingsStory = (answers: Parameters<typeof fakeApi>[0]) =>
  screenStory(async (language) => {
    const session = await startLoggedInFakeSession(10);
    const Screen = () => (
      <CashierPortContext.Provider value={cashierPort}>
        <BookingsPage />
      </CashierPortContext.Provider>
    );
    return (await createScreenHarness(Screen, { routeId: 'bookings', url: '/bookings', api: fakeApi(answers).api, session, language }))
      .element;
  });

type Canvas = { canvasElement: HTMLElement };
const slow = { timeout: 5000 };
const $ = (canvas: HTMLElement, selector: string) => canvas.ownerDocument.querySelector<HTMLElement>(selector);
const shows = (canvas: HTMLElement, selector: string) => waitFor(() => expect($(canvas, selector)).not.toBeNull(), slow);

/** The first row's extras or credit button, then what opens. */
const opens =
  (action: 'extras' | 'credit', then: string): StoryObj['play'] =>
  async ({ canvasElement }: Canvas) => {
    await shows(canvasElement, `[data-testid="booking-row"] [data-action="${action}"]`);
    await userEvent.click($(canvasElement, `[data-testid="booking-row"] [data-action="${action}"]`)!);
    await shows(canvasElement, then);
  };

/** Extras open with their list; the first one's Agregar pressed; then what shows. */
const buysFirst =
  (then: string): StoryObj['play'] =>
  async (context) => {
    await opens('extras', '[data-testid="extra"] button')!(context as never);
    await userEvent.click($(context.canvasElement, '[data-testid="extra"] button')!);
    await shows(context.canvasElement, then);
  };

/** The credit asked for and confirmed; then what shows. */
const convertsFirst =
  (then: string): StoryObj['play'] =>
  async (context) => {
    await opens('credit', '[role="dialog"] [data-testid="credit-confirm"]')!(context as never);
    const buttons = context.canvasElement.ownerDocument.querySelectorAll<HTMLButtonElement>(
      '[role="dialog"] .bookings__modal-actions button',
    );
    await userEvent.click(buttons[buttons.length - 1]);
    await shows(context.canvasElement, then);
  };

const extra = (id: number, over: Partial<BookingAncillaryDto> = {}): BookingAncillaryDto => ({
  club_ancillary_id: id,
  name: id === 1 ? 'Tubo de pelotas' : 'Arriendo de paleta de carbono profesional con funda y muñequera',
  amount: id === 1 ? 4500 : 3000,
  online_payment: id === 1 ? 'Y' : 'N',
  min_items: 0,
  max_items: id === 1 ? 3 : 0,
  quantity: 0,
  ...over,
});
const extras = (list: BookingAncillaryDto[]) => answer('listBookingAncillaries', { ancillaries: list, currencyCode: 'CLP' });
const SOME = extras([extra(1), extra(2, { quantity: 1 })]);
const AT_MAX = extras([extra(1, { quantity: 3 }), extra(2)]);
const AFTER_BUY = extras([extra(1, { quantity: 1 }), extra(2, { quantity: 1 })]);
const bought = answer('buyAncillary', { ok: true, message: 'Tubo de pelotas', pendingAmount: 28500 });

/** A booked row that takes extras, and a paid one that converts to credit (first in the list). */
const BOOKED = bookingsPage([row(1, { canBuyAncillaries: true, isConvertibleToCredit: false })]);
const PAID = bookingsPage([
  row(2, {
    status: 'PAYED',
    pendingAmount: 0,
    totalAmountPayed: 24000,
    isCancellable: false,
    isPayable: false,
    isGroupPayable: false,
    canBuyAncillaries: false,
    isConvertibleToCredit: true,
  }),
]);
const converted = answer('convertBookingToCredit', {
  id: 2,
  status: 'EXCHANGED',
  creditAmount: 24000,
  creditBalance: 36000,
  currencyCode: 'CLP',
});

export const ExtrasLoading: StoryObj = {
  ...bookingsStory({ listActiveBookings: [BOOKED], listBookingAncillaries: [NEVER] }),
  play: opens('extras', '[data-testid="extras-modal"] [role="status"]'),
};
export const ExtrasLoadFailed: StoryObj = {
  ...bookingsStory({
    listActiveBookings: [BOOKED],
    listBookingAncillaries: [new ApiError('listBookingAncillaries', 0, { code: 'NETWORK', message: 'offline' })],
  }),
  play: opens('extras', '[data-testid="extras-problem"]'),
};
export const ExtrasNone: StoryObj = {
  ...bookingsStory({ listActiveBookings: [BOOKED], listBookingAncillaries: [extras([])] }),
  play: opens('extras', '[data-testid="extras-none"]'),
};
export const ExtrasChoosing: StoryObj = {
  ...bookingsStory({ listActiveBookings: [BOOKED], listBookingAncillaries: [SOME] }),
  play: opens('extras', '[data-testid="extra"]'),
};
export const ExtrasOneAtItsMaximum: StoryObj = {
  ...bookingsStory({ listActiveBookings: [BOOKED], listBookingAncillaries: [AT_MAX] }),
  play: opens('extras', '[data-testid="extra"] button[disabled]'),
};
export const ExtrasBuying: StoryObj = {
  ...bookingsStory({ listActiveBookings: [BOOKED], listBookingAncillaries: [SOME], buyAncillary: [NEVER] }),
  play: buysFirst('[data-testid="extra"] button[aria-busy="true"]'),
};
export const ExtrasBought: StoryObj = {
  ...bookingsStory({ listActiveBookings: [BOOKED], listBookingAncillaries: [SOME, AFTER_BUY], buyAncillary: [bought] }),
  play: buysFirst('[data-testid="extras-added"]'),
};
export const ExtrasRefused: StoryObj = {
  ...bookingsStory({
    listActiveBookings: [BOOKED],
    listBookingAncillaries: [SOME],
    buyAncillary: [new ApiError('buyAncillary', 422, { code: '-299', message: 'no' })],
  }),
  play: buysFirst('[data-testid="extras-problem"]'),
};
export const CreditConfirm: StoryObj = {
  ...bookingsStory({ listActiveBookings: [PAID] }),
  play: opens('credit', '[role="dialog"] [data-testid="credit-confirm"]'),
};
export const CreditConverting: StoryObj = {
  ...bookingsStory({ listActiveBookings: [PAID], convertBookingToCredit: [NEVER] }),
  play: convertsFirst('[role="dialog"] button[aria-busy="true"]'),
};
export const CreditConverted: StoryObj = {
  ...bookingsStory({ listActiveBookings: [PAID, bookingsPage([])], convertBookingToCredit: [converted] }),
  play: convertsFirst('[data-testid="credit-balance"]'),
};
export const CreditRefused: StoryObj = {
  ...bookingsStory({
    listActiveBookings: [PAID],
    convertBookingToCredit: [new ApiError('convertBookingToCredit', 422, { code: '-52', message: 'no' })],
  }),
  play: convertsFirst('[data-testid="bookings-message"]'),
};
