import type { WaitingListSlot } from '#machines/booking/waitingList/waitingList.types';
// A booking flow with fake actors (answering at once, recording their inputs), driven by events: the DOM
// tests (flowSupport.tsx) and the stories render it. No testing library here: the stories run in a browser.
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import {
  bookingSelectors,
  provideBookingFlow,
  type BookingFlowActions,
  type BookingFlowActors,
  type BookingInput,
  type CancelBookingInput,
  type Club,
  type ClubListItem,
  type ClubSport,
  type Coupon,
  type CreateBookingOutput,
  type FetchTimeslotsOutput,
  type HoldInput,
  type HoldWindow,
  type InsurancePlan,
  type Quote,
  type ServiceFee,
  type SportListItem,
  type Timeslot,
  type ExchangeBooking,
} from '#machines/booking';
import { cashierMachine, type LoadFopsOutput } from '#machines/cashier';
import type { LocateInput, SearchClubSlotsOutput } from '#machines/booking';
import type { BookingActor } from '#features/booking/flow/bookingFlow';
import type { SlotCardData } from '#features/booking/api/views';

const pad = (n: number) => String(n).padStart(2, '0');
const santiagoToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

export const TODAY = santiagoToday();
export const TOMORROW = addDays(TODAY, 1);
export const USER = { id: 10, firstName: 'Pía', lastName: 'Soto' };

export const clubs: ClubListItem[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Club ${i + 1}` }));

export const club: Club = {
  id: 1,
  name: 'Club Pádel Vitacura',
  timezone: 'America/Santiago',
  currencyCode: 'CLP',
  subClubsCount: 0,
  dummy: false,
  user_enabled: true,
  allow_browsing: true,
  request_member_document: 'N',
  permissions: { cross_court_block_enabled: false, allow_news_for_club: false },
  clubIsOneClick: false,
  clubAllowsBookingInsurance: false,
};

export const sports: SportListItem[] = [
  { id: 1, name: 'Pádel', simple_search: false },
  { id: 2, name: 'Tenis', simple_search: false },
];

export const sport: ClubSport = {
  id: 1,
  name: 'Pádel',
  simple_search: false,
  offer_schedule: false,
  timespanvalues: [60, 90, 120],
  defaultTimeSpan: 90,
  mindate: TODAY,
  maxdate: addDays(TODAY, 14),
  include_tyc: 'N',
  ask_for_comments: false,
  comments_min_length: 1,
  hide_price_mode: 'NONE',
  opens_whole_day: false,
  dataConfig: [],
  waitingListEnabled: false,
};

export const slot = (courtId: number, start: string, amount = 26000): SlotCardData => ({
  courtId,
  courtText: `Cancha ${courtId}`,
  clubId: 1,
  sportId: 1,
  local_date: TOMORROW,
  local_start_time: start,
  local_end_time: `${pad(Number(start.slice(0, 2)) + 1)}${start.slice(2)}`,
  hour: '19:00:00',
  bookinginsuranceMaxPlayersAmount: 4,
  price: { amount, currencyCode: 'CLP' },
  courtSort: courtId,
});

export const results: FetchTimeslotsOutput = {
  timeslots: [slot(1, '18:30:00'), slot(1, '19:00:00'), slot(1, '19:30:00'), slot(4, '19:00:00', 0)],
  alternative_timeslots: [],
  alternativeClubs: [],
};

const now = Date.now();
export const hold: HoldWindow = {
  preBookTimestamp: new Date(now).toISOString(),
  preBookExpiration: new Date(now + 5 * 60_000).toISOString(),
};

export function quote(
  over: {
    pay?: number;
    downpay?: number;
    forbid?: boolean;
    deadline?: string | null;
    minBookings?: number;
    ancillaries?: Quote['slot']['ancillaries'];
    hold?: HoldWindow;
  } = {},
): Quote {
  const pay = over.pay ?? 26000;
  return {
    slot: {
      clubId: 1,
      courtId: 1,
      courtName: 'Cancha 1',
      priceInfo: { amount: pay, timespan: 60, price_id: 4, promoCode: null, promoAmount: 0 },
      clubCurrencyCode: 'CLP',
      clubTimezone: 'America/Santiago',
      localTLDateTime: over.deadline === undefined ? `${TOMORROW} 17:00:00` : over.deadline,
      ancillaries: over.ancillaries ?? [],
      canUseCouponsArray: [7],
      courtCapacityEnabled: false,
      minCapacity: over.minBookings ? 2 : null,
      minBookings: over.minBookings ?? 0,
    },
    bookingActions: { paymentAmounts: { pay, downpay: over.downpay ?? 0 }, forbidPaymentAtBooking: over.forbid ?? false },
    discount: null,
    ...(over.hold ?? hold),
  };
}

/** An answer that never comes: the flow stays in its loading state (the stories of loading screens). */
export const PENDING: Promise<never> = new Promise<never>(() => {});

export interface Fakes {
  clubs?: { clubs: ClubListItem[]; total: number };
  club?: Club;
  sport?: ClubSport;
  /** One answer per search, in order (the last repeats). */
  timeslots?: Array<FetchTimeslotsOutput | Error | typeof PENDING>;
  hold?: HoldWindow | Error | typeof PENDING;
  quote?: Quote | Error | ((input: unknown) => Quote);
  coupons?: Coupon[];
  fee?: ServiceFee;
  plan?: InsurancePlan;
  booking?: CreateBookingOutput | Error | typeof PENDING;
  /** The cancel of a booking in progress (default: done). */
  cancel?: Error;
  /** The booker's saved LATAM Pass account id (GET …/latampassid). */
  latamPassId?: string | null;
  /** The payment modal's forms of payment (default: KUSHKI with one saved card). */
  fops?: LoadFopsOutput;
  /** The device's position (default: refused). */
  position?: { latitude: number; longitude: number };
  /** The sport-first search's answer (default: no club). */
  clubSlots?: SearchClubSlotsOutput | Error;
  /** The booking being changed (/book/exchange/:id). */
  exchange?: ExchangeBooking | Error;
  /** The waiting-list slots, one answer per load in order (the last repeats; default: none). */
  waitingListSlots?: Array<WaitingListSlot[] | Error | typeof PENDING>;
  /** A waiting-list request's answer (default: refused). */
  waitingListRequest?: { entryId: number } | Error | typeof PENDING;
  /** The sport-first form's sports (default: the club's). */
  sportChoices?: SportListItem[];
}

/** KUSHKI with one saved Visa: the cashier chooses it at once. */
export const savedCardFops: LoadFopsOutput = {
  fops: [
    {
      fopId: 15,
      fopCode: 'KUSHKI',
      fopName: 'Tarjeta de crédito o débito',
      cards: [
        {
          paymentMethodId: 5,
          userKushkiSubscriptionId: 'sub-1',
          bin: '411111',
          cardType: 'credit',
          brand: 'VISA',
          lastDigits: '1111',
          cardLastUsed: true,
        },
      ],
    },
  ],
};

export function fakeFlow(fakes: Fakes = {}) {
  const calls: Record<string, unknown[]> = {};
  const effects: Array<{ action: string; params: unknown }> = [];
  const fake = <O, I>(name: string, answer: (input: I, n: number) => O | Error | typeof PENDING) =>
    fromPromise<O, I>(async ({ input }) => {
      const list = (calls[name] ??= []);
      list.push(input);
      const out = await answer(input, list.length - 1);
      if (out instanceof Error) throw out;
      return out;
    });
  const actors: BookingFlowActors = {
    loadClubs: fake('loadClubs', () => fakes.clubs ?? { clubs, total: 12 }),
    loadClub: fake('loadClub', () => fakes.club ?? club),
    loadExchangeBooking: fake('loadExchangeBooking', () => fakes.exchange ?? new Error('no booking being changed')),
    fetchWaitingListSlots: fake('fetchWaitingListSlots', (_input, n): WaitingListSlot[] | Error | typeof PENDING => {
      const list = fakes.waitingListSlots ?? [[]];
      return list[Math.min(n, list.length - 1)];
    }),
    requestWaitingList: fake(
      'requestWaitingList',
      (): { entryId: number } | Error | typeof PENDING => fakes.waitingListRequest ?? new Error('no waiting list here'),
    ),
    loadClubSports: fake('loadClubSports', () => ({ sports })),
    loadClubSport: fake('loadClubSport', () => fakes.sport ?? sport),
    fetchTimeslots: fake('fetchTimeslots', (_input, n) => {
      const list = fakes.timeslots ?? [results];
      return list[Math.min(n, list.length - 1)];
    }),
    fetchSchedule: fake('fetchSchedule', () => ({ schedule: [] as unknown[] })),
    createHold: fake('createHold', () => fakes.hold ?? hold),
    releaseHold: fake<void, HoldInput>('releaseHold', () => undefined),
    fetchInsurancePlan: fake('fetchInsurancePlan', () => fakes.plan ?? new Error('no plan')),
    loadCouponsSummary: fake('loadCouponsSummary', () => ({ coupons: fakes.coupons ?? [] })),
    requestQuote: fake('requestQuote', (input) => {
      const q = fakes.quote ?? quote();
      return typeof q === 'function' ? q(input) : q;
    }),
    checkServiceFee: fake('checkServiceFee', () => fakes.fee ?? { active: false, feeAmount: 0 }),
    createBooking: fake('createBooking', () => fakes.booking ?? { bookingId: 99 }),
    cancelBooking: fake<unknown, CancelBookingInput>('cancelBooking', () => fakes.cancel ?? { id: 1, status: 'CANCELLED' }),
    fetchLatamPassId: fake('fetchLatamPassId', () => ({ accountId: fakes.latamPassId ?? null })),
    loadSportChoices: fake('loadSportChoices', () => ({ sports: fakes.sportChoices ?? sports })),
    locate: fake<{ latitude: number; longitude: number }, LocateInput>('locate', () => fakes.position ?? new Error('denied')),
    searchClubSlots: fake(
      'searchClubSlots',
      () => fakes.clubSlots ?? { groups: [], otherHours: false, filteredByDistance: false, maxDistanceKm: 50, offersRounds: false },
    ),
    cashier: cashierMachine.provide({ actors: { loadFops: fake('loadFops', () => fakes.fops ?? savedCardFops) } }),
  };
  const record = (action: string) => (params: unknown) => void effects.push({ action, params });
  const actions: BookingFlowActions = {
    navigate: record('navigate'),
    showToast: record('showToast'),
    requestLogin: record('requestLogin'),
    openInBrowser: record('openInBrowser'),
    redirectExternal: record('redirectExternal'),
    showErrorPage: record('showErrorPage'),
    trackPurchase: record('trackPurchase'),
  };
  return { machine: provideBookingFlow(actors, actions), calls, effects };
}

export function startFlow(fakes: Fakes = {}, input: Partial<BookingInput> = {}) {
  const flow = fakeFlow(fakes);
  const actor = createActor(flow.machine, {
    input: { now: Date.now(), user: USER, brand: 'main', platform: 'web', country: 'CL', ...input },
  }) as unknown as BookingActor;
  actor.start();
  return { ...flow, actor };
}

/** Waits until the flow shows a screen (or a reservation screen). */
export const screenOf = (actor: BookingActor, screen: bookingSelectors.BookingScreen) =>
  waitFor(actor as AnyActorRef, (s) => bookingSelectors.screen(s) === screen);

/** The flow at the search form of Vitacura's padel (club and sport preselected). */
export async function atSearch(fakes: Fakes = {}, input: Partial<BookingInput> = {}) {
  const flow = startFlow(fakes, { preselect: { clubId: 1, sportId: 1 }, ...input });
  await screenOf(flow.actor, 'search');
  return flow;
}

/** The flow at the slots of tomorrow 19:00, 60 minutes. */
export async function atSlots(fakes: Fakes = {}) {
  const flow = await atSearch(fakes);
  searchTomorrowAt19(flow.actor);
  await screenOf(flow.actor, 'slots');
  return flow;
}

/** At the search form: tomorrow, 19:00, 60 minutes, search. */
export function searchTomorrowAt19(actor: BookingActor): void {
  actor.send({ type: 'search.setDate', date: TOMORROW });
  actor.send({ type: 'search.setTime', time: '19:00:00' });
  actor.send({ type: 'search.setTimespan', timespan: 60 });
  actor.send({ type: 'search.submit' });
}

/** The flow holding Cancha 1 at 19:00 tomorrow: the reservation's countdown, insurance step or summary. */
export async function atReservation(fakes: Fakes = {}) {
  const flow = await atSlots(fakes);
  flow.actor.send({ type: 'slot.select', slot: flow.actor.getSnapshot().context.timeslots[1] });
  await screenOf(flow.actor, 'reservation');
  return flow;
}

export type { Timeslot };
