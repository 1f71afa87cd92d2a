// Model-based test of the booking machine (club, sport and search steps, the hold, the reservation
// child's outcomes) over the production machine: every state, transition and error code of the
// hold, timeslot, schedule and catalogue tables; plus the journeys in fixtures/bookingJourneys.ts.
// The reservation child has its own model (bookingReservation.test.ts).
import { bookingMachine } from '#machines/booking/booking.machine';
import { isSearchValid } from '#machines/booking/booking.guards';
import type { BookingContext } from '#machines/booking/booking.types';
import { describeModel } from './support/modelTest';
import {
  bookingInput,
  club,
  clubList,
  clubSport,
  clubWithSubClubs,
  documentClub,
  dummyClub,
  hold,
  membersOnlyClub,
  golf,
  blockedClub,
  blockedSport,
  padel,
  simpleSport,
  wholeDaySport,
  fixedTimeSport,
  slot,
  tennis,
  timeslotAnswers,
  TODAY,
  exchangeBooking,
  unchangeableBooking,
  blockedClubBooking,
  golfClub,
} from './fixtures/bookingData';
import { golfJourneys } from './fixtures/golfJourneys';
import { startupJourneys } from './fixtures/startupJourneys';
import { errorFor, errorsOf } from './fixtures/bookingErrors';
import { bookingAddressJourneys } from './fixtures/bookingAddressJourneys';
import { bookingJourneys } from './fixtures/bookingJourneys';
import { accessJourneys } from './fixtures/accessJourneys';
import { clubSlotsAnswers, padelAt19, sportFirstEvents, sportFirstJourneys } from './fixtures/sportFirstData';

describeModel(bookingMachine, {
  name: 'booking',
  inputs: {
    web: bookingInput(),
    app: bookingInput({ platform: 'app' }),
    anonymous: bookingInput({ user: null }),
    deepLink: bookingInput({ preselect: { clubId: 1, sportId: 1, date: TODAY, time: '12:30:00', courtId: 5 } }),
    // A reload of the summary after the hold ran out: the court is not held again.
    // Addresses: the search form with its time (no search at once), the schedule, results for an anonymous visitor.
    formLink: bookingInput({ preselect: { clubId: 1, sportId: 1, date: TODAY, time: '19:00:00', show: 'form' } }),
    scheduleLink: bookingInput({ preselect: { clubId: 1, sportId: 1, date: TODAY, time: '19:00:00', show: 'schedule' } }),
    anonymousLink: bookingInput({ user: null, preselect: { clubId: 1, sportId: 1, date: TODAY, time: '19:00:00', show: 'results' } }),
    // The main brand's clubs' free courts (/book/slots-clubs), signed in and anonymous; another brand ignores it.
    clubSlotsLink: bookingInput({ sportFirst: padelAt19 }),
    anonymousClubSlots: bookingInput({ user: null, sportFirst: padelAt19 }),
    otherBrandClubSlots: bookingInput({ brand: 'fg', sportFirst: padelAt19 }),
    // A change of booking 77 (/book/exchange/77).
    exchange: bookingInput({ mode: 'exchange', exchangeBookingId: 77 }),
    reloadRanOut: bookingInput({
      preselect: { clubId: 1, sportId: 1, date: TODAY, time: '12:30:00', courtId: 5 },
      resume: { draft: null, holdExpired: true, payment: null },
    }),
  },
  events: {
    'clubs.page': [{ type: 'clubs.page', page: 2 }],
    'clubs.retry': [{ type: 'clubs.retry' }],
    'club.select': [
      { type: 'club.select', clubId: 1 },
      { type: 'club.select', clubId: 3 },
    ],
    'club.back': [{ type: 'club.back' }],
    'membersOnly.uploadDocument': [{ type: 'membersOnly.uploadDocument' }],
    'membersOnly.openWeb': [{ type: 'membersOnly.openWeb' }],
    'sport.select': [{ type: 'sport.select', sportId: 1 }],
    'sport.change': [{ type: 'sport.change' }],
    'sport.switch': [
      { type: 'sport.switch', sportId: 2 },
      { type: 'sport.switch', sportId: 1 },
    ],
    'club.change': [{ type: 'club.change' }],
    'search.setDate': [
      { type: 'search.setDate', date: '2026-03-11' },
      { type: 'search.setDate', date: '2026-04-30' },
    ],
    'search.setTime': [{ type: 'search.setTime', time: '19:00:00' }],
    'search.setTimespan': [
      { type: 'search.setTimespan', timespan: 60 },
      { type: 'search.setTimespan', timespan: 45 },
    ],
    'search.submit': [{ type: 'search.submit' }],
    'search.set': [
      { type: 'search.set', date: '2026-03-11', time: '19:00:00', timespan: 60 },
      { type: 'search.set', timespan: 45 },
    ],
    'search.run': [
      { type: 'search.run', date: '2026-03-11', time: '19:00:00', timespan: 60 },
      { type: 'search.run', date: '2026-04-30', time: '19:00:00', timespan: 60 },
    ],
    'schedule.open': [{ type: 'schedule.open' }],
    'schedule.close': [{ type: 'schedule.close' }],
    'slot.select': [
      { type: 'slot.select', slot: slot(5, '12:30:00') },
      { type: 'slot.select', slot: slot(8, '12:30:00', '12:30:00', 2) },
    ],
    'alternative.selectClub': [{ type: 'alternative.selectClub', clubId: 2 }],
    'slots.showDay': [{ type: 'slots.showDay' }],
    'slots.showNear': [{ type: 'slots.showNear' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
    'reservation.leave': [{ type: 'reservation.leave' }],
    'url.follow': [
      { type: 'url.follow', event: null },
      { type: 'url.follow', event: { type: 'club.change' } },
    ],
    'url.synced': [{ type: 'url.synced' }],
    'flow.abandon': [{ type: 'flow.abandon' }],
    'exchange.leave': [{ type: 'exchange.leave' }],
    'waitingList.toggle': [
      { type: 'waitingList.toggle', enabled: true },
      { type: 'waitingList.toggle', enabled: false },
    ],
    // Golf's 9/18-hole mode (only where the club has the cross-court-block permission).
    'golf.setHoles': [
      { type: 'golf.setHoles', holes: 9 },
      { type: 'golf.setHoles', holes: 18 },
    ],
    ...sportFirstEvents,
  },
  outputs: {
    loadClubs: [{ clubs: clubList, total: 12 }],
    loadClub: [club, clubWithSubClubs, dummyClub, membersOnlyClub, documentClub, golfClub, blockedClub],
    loadClubSports: [{ sports: [padel] }, { sports: [padel, tennis] }],
    loadClubSport: [clubSport, simpleSport, blockedSport, wholeDaySport, fixedTimeSport],
    fetchTimeslots: Object.values(timeslotAnswers),
    fetchSchedule: [{ schedule: [] }],
    createHold: [hold],
    releaseHold: [undefined],
    loadReservation: [undefined],
    loadWaitingList: [undefined],
    // The waiting-list child has its own model (waitingList.test.ts); it ends joined.
    waitingList: [{ result: 'joined', entryId: 5 }],
    loadSportChoices: [{ sports: [padel, tennis, golf] }],
    locate: [{ latitude: -33.4, longitude: -70.6 }],
    searchClubSlots: Object.values(clubSlotsAnswers),
    loadExchangeBooking: [exchangeBooking, unchangeableBooking, blockedClubBooking],
    reservation: [
      { result: 'completed', bookingId: 99, payment: 'summary' },
      { result: 'cancelled' },
      { result: 'left' },
      { result: 'failed', failure: { call: 'quote', code: '-61', values: { count: 3 } } },
    ],
  },
  errors: {
    loadClubs: errorsOf('clubs'),
    loadClub: errorsOf('club'),
    loadClubSports: errorsOf('sports'),
    loadClubSport: errorsOf('sport'),
    fetchTimeslots: errorsOf('timeslots'),
    fetchSchedule: errorsOf('schedule'),
    createHold: errorsOf('hold'),
    // A failed release changes nothing (the hold expires by itself): an abandoned flow ends all the same.
    releaseHold: { other: { code: '-1', status: 500 } },
    // The reservation's chunk did not load (offline): the hold is given back, the search shown with the failure.
    loadReservation: { other: errorFor('other') },
    // The reservation machine settles every failure itself and ends with an output.
    reservation: {},
    // The waiting list's chunk did not load: the search again, with the failure.
    loadWaitingList: { other: errorFor('other') },
    waitingList: {},
    // No sports: the form is not offered; the club list stays.
    loadSportChoices: { other: errorFor('other') },
    // Refused, timed out or no position: the country's centre.
    locate: { denied: { code: '1', status: 0 } },
    searchClubSlots: { other: errorFor('other') },
    // Another user's booking or none: the booking read's no-access answer.
    loadExchangeBooking: { '-64': errorFor('-64') },
  },
  journeys: [...bookingJourneys, ...bookingAddressJourneys, ...sportFirstJourneys, ...golfJourneys, ...accessJourneys, ...startupJourneys],
  serializeContext: (c: BookingContext) => ({
    user: c.user !== null,
    clubs: c.clubs.length,
    page: c.page,
    parentClubId: c.parentClubId,
    clubId: c.clubId,
    club: c.club && [
      c.club.subClubsCount,
      c.club.dummy,
      c.club.user_enabled,
      c.club.request_member_document,
      c.club.permissions.cross_court_block_enabled,
    ],
    holes: c.holes,
    sports: c.sports.length,
    sportId: c.sportId,
    simple: c.sport?.simple_search ?? null,
    preselect: c.preselect,
    search: [isSearchValid(c.sport, c.search), c.search.timespan],
    alternativeClubs: c.alternativeClubs.length,
    noAvailability: c.noAvailability,
    failure: c.failure && `${c.failure.call} ${c.failure.code}`,
    slot: c.slot && `${c.slot.clubId}/${c.slot.courtId}`,
    linkAsked: c.linkAsked,
    sportFirst: [
      c.sportFirst.search?.time ?? null,
      c.sportFirst.origin?.source ?? null,
      c.sportFirst.noLimitDistance,
      c.sportFirst.answer?.groups.length ?? null,
    ],
    exchange: c.exchange?.id ?? null,
  }),
  maxSnapshots: 20000,
  patience: 1500,
  require: { states: true, errors: true, transitions: true },
});
