import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import SummaryWithCashier from '#app/routes/summaryWithCashier';
import type { EndpointDef } from '#kernel/contract/endpoint';
import type { SummaryData } from '#machines/bookingSummary';
import { colombianInsured, summaryData } from '../../tests/machines/fixtures/bookingSummary';
import { answer } from '../../tests/dom/booking/contractFixtures';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Booking summary' } satisfies Meta;

/** /summary/42 whose calls answer from `data` (contract-checked), or fail, or never answer. */
const summaryStory = (
  data: SummaryData | Error | 'pending',
  announcements: { id: number; title: string; body: string }[] = [],
  /** What pay-with-credit answers (an Error fails it; none: it never answers). */
  credit?: Error,
) =>
  screenStory(async (language) => {
    const call = (async ({ id }: EndpointDef) => {
      if (id === 'listAnnouncements' && announcements.length) return answer('listAnnouncements', { announcements });
      if (id === 'payBookingWithCredit') return credit ? Promise.reject(credit) : new Promise(() => undefined);
      if (data === 'pending') return new Promise(() => undefined);
      if (data instanceof Error) throw data;
      switch (id) {
        case 'getBooking':
          return answer('getBooking', { booking: data.booking });
        case 'listBookingVouchers':
          return answer('listBookingVouchers', { vouchers: data.vouchers });
        case 'listBookingMultipleVouchers':
          return answer('listBookingMultipleVouchers', { vouchers: [] });
        case 'listMultipleBookings':
          return answer('listMultipleBookings', { multipleBookings: data.multipleBookings });
        case 'getCrossSell':
          return answer('getCrossSell', { crossSellData: data.crossSell });
      }
      return new Promise(() => undefined);
    }) as ApiClient['call'];
    const session = await startLoggedInFakeSession(data instanceof Object && 'booking' in data ? data.booking.user_id : 7);
    return (await createScreenHarness(SummaryWithCashier, { routeId: 'summary', url: '/summary/42', api: { call }, session, language }))
      .element;
  });

export const Loading = summaryStory('pending');
export const ToPay = summaryStory(summaryData());
export const Paid = summaryStory(
  summaryData({
    status: 'PAYED',
    statusHistory: [
      { action: 'CREATED', at: '2026-11-24T12:00:00.000Z' },
      { action: 'PAYED', at: '2026-11-24T12:03:00.000Z' },
    ],
    paidAmount: 26000,
    pendingAmount: 0,
    isPayable: false,
    payAmount: 0,
    isDownpayable: false,
    downpayAmount: 0,
  }),
);
export const Cancelled = summaryStory(summaryData({ status: 'CANCELLED', isPayable: false, isDownpayable: false }));
export const InsuranceToPayInColombia = summaryStory(colombianInsured());
export const NotFound = summaryStory(new ApiError('getBooking', 404, { code: '-64', message: 'not found' }));
export const LoadFailed = summaryStory(new ApiError('getBooking', 0, { code: 'NETWORK', message: 'offline' }));
export const ShortOfPlayers = summaryStory(
  summaryData({
    totalAmount: 0,
    isPayable: false,
    isDownpayable: false,
    minPlayers: 4,
    expireFreeBookingMinPlayers: 'Y',
    msgNeedMinInvites: 'Las reservas gratuitas de pádel necesitan 4 jugadores confirmados.',
    minPlayersHoursBefore: 2,
    minPlayersDeadline: '2026-12-01T19:00:00.000Z',
    confirmedPlayers: 1,
  }),
);
export const WithAnnouncement = summaryStory(summaryData(), [
  { id: 9, title: 'Nuevo: partidos abiertos', body: 'Únete a partidos que otros jugadores abrieron en tu club.' },
]);

/** 10 000 of credit at the club against what is due: the balance and 'Usar mi crédito'. */
const WITH_CREDIT = summaryData({ creditBalance: 10000 });
const slow = { timeout: 5000 };
const usesCredit =
  (then: string): StoryObj['play'] =>
  async ({ canvasElement }) => {
    const button = () => canvasElement.querySelector<HTMLButtonElement>('[data-testid="club-credit"] button');
    await waitFor(() => expect(button()).not.toBeNull(), slow);
    await userEvent.click(button()!);
    await waitFor(() => expect(canvasElement.querySelector(then)).not.toBeNull(), slow);
  };
export const WithCredit = summaryStory(WITH_CREDIT);
export const PayingWithCredit: StoryObj = {
  ...summaryStory(WITH_CREDIT),
  play: usesCredit('[data-testid="club-credit"] button[aria-busy="true"]'),
};
export const CreditRefused: StoryObj = {
  ...summaryStory(WITH_CREDIT, [], new ApiError('payBookingWithCredit', 400, { code: '-400', message: 'no' })),
  play: usesCredit('[data-testid="club-credit"] [role="alert"]'),
};

/** Golf: a paid round with two buckets of balls: the dispenser panel (a browser: the code is typed). */
export const GolfDispenser = summaryStory(
  summaryData({
    status: 'PAYED',
    sport_code: 'golf',
    sport_name: 'Golf',
    courtName: 'Hoyo 1',
    dispenserItems: 2,
    dispenserReleased: false,
    isPayable: false,
    isDownpayable: false,
  }),
);
/** The dispenser already handed them out: no panel. */
export const GolfDispenserUsed = summaryStory(
  summaryData({ status: 'PAYED', sport_code: 'golf', sport_name: 'Golf', dispenserItems: 2, dispenserReleased: true, isPayable: false }),
);
