// The booking machine's implementations, by name: the actors (placeholders the app provides, the
// reservation child), guards, context updates (booking.actions.ts) and actions (the view supplies
// navigate, showToast, requestLogin and openInBrowser). The chart is in booking.machine.ts.
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { bookingErrorEntry, failureOf } from './booking.errors';
import { bookingGuards } from './booking.guards';
import { bookingMessages } from './booking.messages';
import { bookingUpdates as u, holdInput } from './booking.actions';
import { bookingActors } from './booking.actors';
import { exchangeActors, exchangeBookingUpdate, exchangeGuards } from './exchange/exchange.logic';
import type {
  AddressEvent,
  BookingCall,
  BookingContext,
  BookingEvent,
  BookingInput,
  NavigateParams,
  OpenInBrowserParams,
  RequestLoginParams,
  ShowToastParams,
} from './booking.types';
import type { ReservationOutput } from './reservation/reservation.types';
import { sportFirstGuards, sportFirstUpdates as sf } from './sportFirst/sportFirst.logic';
import { clubFirstGuards, clubFirstUpdates } from './sportFirst/clubFirst.logic';
import { waitingListActors, waitingListGuards } from './waitingList/waitingList.logic';
import { golfGuards, golfUpdates } from './golf/golf.logic';

/** Params of recordFailure: the failed call and what it rejected with. */
export interface FailureParams {
  call: BookingCall;
  error: unknown;
}

export const bookingSetup = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: { ...bookingActors, ...exchangeActors, ...waitingListActors },
  guards: { ...bookingGuards, ...sportFirstGuards, ...clubFirstGuards, ...exchangeGuards, ...waitingListGuards, ...golfGuards },
  actions: {
    assignExchangeBooking: assign(exchangeBookingUpdate),
    // golf's 9/18 mode (golf/)
    assignHoles: assign(golfUpdates.assignHoles),
    // the sport-first search (sportFirst/)
    assignSportChoices: assign(sf.assignSportChoices),
    dropSportChoices: assign(sf.dropSportChoices),
    assignSportSearch: assign(sf.assignSportSearch),
    assignDeviceOrigin: assign(sf.assignDeviceOrigin),
    assignCountryCentre: assign(sf.assignCountryCentre),
    assignClubSlots: assign(sf.assignClubSlots),
    widenDistance: assign(sf.widenDistance),
    assignSportHoles: assign(sf.assignSportHoles),
    leaveSportFirst: assign(sf.leaveSportFirst),
    openClubSlot: assign(sf.openClubSlot),
    // a club-first sport (switch_book_flow)
    assignClubFirst: assign(clubFirstUpdates.assignClubFirst),
    clearClubFirst: assign(clubFirstUpdates.clearClubFirst),
    assignClubs: assign(u.assignClubs),
    assignPage: assign(u.assignPage),
    leaveSubClubs: assign(u.leaveSubClubs),
    assignClubId: assign(u.assignClubId),
    assignClub: assign(u.assignClub),
    openSubClubs: assign(u.openSubClubs),
    assignSports: assign(u.assignSports),
    choosePreselectedSport: assign(u.choosePreselectedSport),
    chooseOnlySport: assign(u.chooseOnlySport),
    assignSportId: assign(u.assignSportId),
    assignSport: assign(u.assignSport),
    assignDate: assign(u.assignDate),
    assignTime: assign(u.assignTime),
    assignTimespan: assign(u.assignTimespan),
    clearResults: assign(u.clearResults),
    assignTimeslots: assign(u.assignTimeslots),
    selectPreselectedCourt: assign(u.selectPreselectedCourt),
    enterAlternativeHour: assign(u.enterAlternativeHour),
    markNoAvailability: assign(u.markNoAvailability),
    assignDaySlots: assign(u.assignDaySlots),
    assignSlot: assign(u.assignSlot),
    switchClub: assign(u.switchClub),
    assignSchedule: assign(u.assignSchedule),
    assignHold: assign(u.assignHold),
    clearSelection: assign(u.clearSelection),
    skipRanOutHold: assign(u.skipRanOutHold),
    clearFailure: assign(u.clearFailure),
    assignCriteria: assign(u.assignCriteria),
    assignRunCriteria: assign(u.assignRunCriteria),
    followedLink: assign(u.followedLink),
    markAddressInStep: assign(u.markAddressInStep),
    /** The address asked for the flow's place: the address follows the flow, which takes the event that brings it there. */
    followAddress: enqueueActions(({ enqueue }, { event }: { event: AddressEvent | null }) => {
      enqueue.assign(u.markAddressLed());
      if (event) enqueue.raise(event);
    }),
    /** A deep link stopped short of the results it asked for (and no failure says why): a notice, once. */
    noteShortLink: enqueueActions(({ enqueue, context }) => {
      if (!context.linkAsked) return;
      enqueue.assign({ linkAsked: false });
      if (context.failure) return;
      // (named actions are not typed inside their own setup; showToast is declared below)
      const toast: { type: 'showToast'; params: ShowToastParams } = {
        type: 'showToast',
        params: { message: bookingMessages.linkPartlyRead, kind: 'info' },
      };
      enqueue(toast as never);
    }),
    leaveReservation: sendTo('reservation', { type: 'reservation.back' }),
    /** The failure of a call, shown as its table says: a toast now, or a modal/inline from context. */
    recordFailure: enqueueActions(({ enqueue }, { call, error }: FailureParams) => {
      const failure = failureOf(call, error);
      const entry = bookingErrorEntry(call, failure.code);
      // (named actions are not typed inside their own setup; showToast is declared below)
      const toast: { type: 'showToast'; params: ShowToastParams } = {
        type: 'showToast',
        params: { message: entry.message, kind: 'error' },
      };
      if (entry.show === 'toast') enqueue(toast as never);
      else enqueue.assign({ failure });
    }),
    /** The reservation's failure (it settled it itself), shown as its table says: a toast now, or from context. */
    recordReservationFailure: enqueueActions(({ enqueue }, out: ReservationOutput) => {
      if (out.result !== 'failed') return;
      const entry = bookingErrorEntry(out.failure.call, out.failure.code);
      const toast: { type: 'showToast'; params: ShowToastParams } = { type: 'showToast', params: { message: entry.message, kind: 'info' } };
      if (entry.show === 'toast') enqueue(toast as never);
      else enqueue.assign(u.recordReservationFailure(undefined as never, out));
    }),
    /** Fire and forget: the held slot is given back (back, new search, a failure that reloads). */
    releaseHeldSlot: enqueueActions(({ enqueue, context }) => {
      if (context.slot && context.user) enqueue.spawnChild('releaseHold', { input: holdInput({ context }) });
    }),
    // ── supplied by the view ──
    navigate: (_, _params: NavigateParams) => {},
    showToast: (_, _params: ShowToastParams) => {},
    requestLogin: (_, _params: RequestLoginParams) => {},
    openInBrowser: (_, _params: OpenInBrowserParams) => {},
  },
});
