// Answers of the booking calls as the server sends them, checked against the contract's own zod
// schemas (a fixture that drifts from the contract fails the test that uses it).
import { endpoints, type Endpoints, type ResponseOf } from '#kernel/contract';
import type { ClubDto, TimeslotDto } from '#kernel/contract/booking';

const ok = { error: false as const, code: '0' };

export function answer<Id extends keyof Endpoints>(
  id: Id,
  body: Omit<ResponseOf<Endpoints[Id]>, 'error' | 'code'>,
): ResponseOf<Endpoints[Id]> {
  return endpoints[id].response.parse({ ...ok, ...body }) as ResponseOf<Endpoints[Id]>;
}

export const clubDto = (over: Partial<ClubDto> = {}): ClubDto => ({
  id: 1,
  name: 'Club Pádel Vitacura',
  image: null,
  latitude: -33.39,
  longitude: -70.59,
  address: 'Av. Vitacura 5250',
  city: 'Santiago',
  countryCode: 'CL',
  timezone: 'America/Santiago',
  timezoneOffset: -180,
  currencyCode: 'CLP',
  language_code: 'es-CL',
  sports: [
    { id: 1, code: 'padel', name: 'Pádel' },
    { id: 2, code: 'tennis', name: 'Tenis' },
  ],
  parentClubId: null,
  subClubsCount: 0,
  user_enabled: true,
  allow_browsing: true,
  request_member_document: 'N',
  members_only_text: null,
  dummy: false,
  externalLinksData: [],
  clubNewsList: [],
  clubNewsTitle: null,
  clubNewsFeaturedId: null,
  permissions: { allow_news_for_club: false, cross_court_block_enabled: false },
  phone: '+56 2 2345 6789',
  primeHaveSpecialPrice: false,
  clubIsOneClick: true,
  clubAllowsBookingInsurance: true,
  onlinePaymentEnabled: true,
  distance: null,
  fromPreferred: false,
  isBlocked: false,
  whatsapp: null,
  bookingEmail: null,
  ...over,
});

const sportBase = {
  id: 1,
  code: 'padel',
  name: 'Pádel',
  field_name: 'Cancha',
  field_name_gender: 'F' as const,
  player_name: 'Jugador',
  players_name: 'Jugadores',
  player_gender: 'M' as const,
  simple_search: false,
  switch_book_flow: false,
  hide: false,
  defaultTimeSpan: 90,
};

export const sportListDto = (over: Partial<typeof sportBase> = {}) => ({ ...sportBase, ...over });

export const clubSportDto = {
  ...sportBase,
  clubId: 1,
  offer_schedule: true,
  timespanvalues: [60, 90, 120],
  hours: ['19:00:00'],
  mindate: '2026-11-21',
  maxdate: '2026-12-05',
  show_credit_balance: false,
  creditBalance: 0,
  include_tyc: 'Y' as const,
  tyc_url: 'https://courtflow.test/terms',
  tyc_text: 'Acepto el reglamento del club',
  ask_for_comments: false,
  comments_min_length: 1,
  text_for_comments: null,
  userEnabled: true,
  blocked: false,
  waitingListEnabled: true,
  additional_text_data: null,
  hide_price_mode: 'NONE' as const,
  dataConfig: [{ dataConfigId: 1, name: 'Nivel de juego', mandatory: true }],
  clubSportOfferBookForOthers: 'ALLOWED' as const,
  maxPlayers: 4,
  holdMinutes: 5,
  minPlayers: null,
  expireFreeBookingMinPlayers: 'N' as const,
  msgNeedMinInvites: null,
  minPlayersHoursBefore: 2,
};

export const timeslotDto = (over: Partial<TimeslotDto> = {}): TimeslotDto => ({
  courtId: 1,
  courtText: 'Cancha 1',
  courtSort: 0,
  clubId: 1,
  sportId: 1,
  local_date: '2026-11-22',
  local_start_time: '19:00:00',
  local_end_time: '20:00:00',
  starts_at: '2026-11-22T22:00:00.000Z',
  ends_at: '2026-11-22T23:00:00.000Z',
  timespan: 60,
  hour: '19:00:00',
  bookingId: null,
  bookedByMe: false,
  courtCapacityEnabled: false,
  capacity: null,
  availableCapacity: null,
  usedCapacity: null,
  minCapacity: null,
  minCapacityMode: null,
  maxCapacityPerBooking: null,
  availableForWaitingList: false,
  isElegibleForCrossBlock: false,
  onlyShowFor9: false,
  bookinginsuranceMaxPlayersAmount: 4,
  priceInfo: { amount: 26000, currencyCode: 'CLP', timespan: 60, detail: [{ price_id: 4, amount: 26000 }] },
  ...over,
});

const actions = (pay: number, downpay = 0) => ({
  paymentAmounts: { pay, downpay, totalWithFee: pay, pay_formatted: '', downpay_formatted: '', totalWithFee_formatted: '' },
  serviceFee: { active: false, feeAmount: 0 },
  forbidPaymentAtBooking: false,
  actions: ['pay' as const, 'book' as const],
});

export const quotedSlotDto = (userId: number) => ({
  clubId: 1,
  sportId: 1,
  courtId: 1,
  courtNumber: 1,
  courtName: 'Cancha 1',
  courtText: 'Cancha 1',
  local_date: '2026-11-22',
  local_start_time: '19:00:00',
  local_end_time: '20:00:00',
  starts_at: '2026-11-22T22:00:00.000Z',
  ends_at: '2026-11-22T23:00:00.000Z',
  priceInfo: {
    timespan: 60,
    amount: 26000,
    app_amount: 26000,
    priceType: 'COURT' as const,
    price_id: 4,
    couponAmount: 0,
    promoCode: userId === 10 ? 'PADEL10' : null,
    promoAmount: userId === 10 ? 2600 : 0,
    discounted_app_amount: 23400,
    customer_code_id: null,
    detail: [],
    reedeemedCode: userId === 10 ? { codeFromApp: 'PADEL10', action: 'accept' as const, alert: null } : null,
    bookingChange: null,
  },
  clubCurrencyCode: 'CLP',
  clubTimezone: 'America/Santiago',
  localTLDateTime: '2026-11-22 17:00:00',
  ancillaries: [
    { club_ancillary_id: 3, name: 'Tubo de pelotas', amount: 4500, online_payment: 'Y' as const, min_items: 0, max_items: 3, quantity: 1 },
  ],
  canUseCouponsArray: [7],
  clubCouponId: null,
  bookings: 0,
  courtCapacityEnabled: false,
  capacity: null,
  usedCapacity: null,
  usedCapacityPerUser: null,
  maxCapacityPerBooking: null,
  minCapacity: null,
  minCapacityMode: null,
  minBookings: 0,
  clubSportOfferBookForOthers: 'ALLOWED' as const,
  bookinginsuranceMaxPlayersAmount: 4,
});

export const quoteAnswerDto = (friendError: { code: string; message: string; count: number | null } | null = null) =>
  answer('requestQuote', {
    quotes: [
      { userId: 10, slot: quotedSlotDto(10), error: null, bookingActions: actions(23400, 7000) },
      { userId: 11, slot: quotedSlotDto(11), error: friendError, bookingActions: actions(0) },
    ],
    bookingActions: actions(23400, 7000),
    priceLines: [
      { kind: 'court' as const, userId: 10, referenceId: null, name: null, quantity: 1, amount: 26000, atClub: false },
      { kind: 'discount' as const, userId: 10, referenceId: null, name: 'PADEL10', quantity: 1, amount: -2600, atClub: false },
    ],
    holdId: 5,
    preBookTimestamp: '2026-11-21T23:00:00.000Z',
    preBookExpiration: '2026-11-21T23:05:00.000Z',
  });
