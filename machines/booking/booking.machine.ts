// The court booking flow (spec part 1 §4.1-4.4, §4.3, §5, §8): choose a club (sub-clubs, dummy,
// members-only), a sport, search (date, time, duration), the search's outcomes (slots,
// alternatives, an availability error, a missing preselected court), pick a slot and court, hold
// it (pre-block), then the reservation child machine takes the held slot to a booking (insurance,
// summary, payment, payment result) with its countdown. The child is loaded on the way
// (reserving.loading): the search screens' chunk does not carry it.
//
// The address bar is part of the flow: the app sends `url.follow` with the one event an address
// asks for (booking.address.ts) and `url.synced` once the address shows where the flow is; urlMode
// tells it whether the next address replaces the current one. `flow.abandon` ends the flow, giving
// a held slot back first.
//
// The app provides the actors (API calls) and the view-supplied actions (navigate, showToast,
// requestLogin, openInBrowser) with `bookingMachine.provide(...)`; the children (reservation,
// paymentResult) get theirs through `actors: { reservation: reservationMachine.provide(...) }`.
// provideBookingFlow (booking.provide.ts) wires all three at once.
import { and, not } from 'xstate';
import { searchStepStates } from './booking.searchStep';
import { CLUB_NOT_AVAILABLE } from './booking.errors';
import {
  holdInput,
  initialBookingContext,
  loadClubInput,
  loadClubSportInput,
  loadClubSportsInput,
  loadClubsInput,
  loginForClub,
  memberDocumentOnWeb,
  memberDocumentRoute,
  reservationInput,
} from './booking.actions';
import { output } from '#machines/shared/outcomes';
import { bookingSetup } from './booking.setup';
import { sportChoices, sportChoicesInput } from './sportFirst/sportFirst.logic';
import { sportFirstStates } from './sportFirst/sportFirst.states';
import { exchangeStates } from './exchange/exchange.states';
import { waitingListStates } from './waitingList/waitingList.states';
import { addressEvent, ended, fail, reservationOutput, sports } from './booking.params';
import type { Club, ClubSport } from './booking.types';
import type { CreateHoldOutput, LoadClubsOutput } from './booking.calls';

export { bookingSetup };

export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  context: initialBookingContext,
  on: {
    'error.dismiss': { actions: 'clearFailure' },
    'url.follow': { actions: { type: 'followAddress', params: addressEvent } },
    'url.synced': { actions: 'markAddressInStep' },
    'flow.abandon': '.abandoned',
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isExchange', target: 'exchanging' },
        { guard: 'hasSportFirstSearch', target: 'sportFirst' },
        { guard: 'hasPreselectedClub', target: 'loadingClub' },
        { target: 'loadingClubs' },
      ],
    },
    /** Changing a booking (/book/exchange/:bookingId): its own module. */
    exchanging: exchangeStates,
    loadingClubs: {
      invoke: {
        id: 'loadClubs',
        src: 'loadClubs',
        input: loadClubsInput,
        onDone: { target: 'clubList', actions: { type: 'assignClubs', params: output<LoadClubsOutput> } },
        onError: { target: 'clubsFailed', actions: fail('clubs') },
      },
    },
    clubsFailed: { on: { 'clubs.retry': { target: 'loadingClubs', actions: 'clearFailure' } } },
    /** The club list, or a club's sub-club list (parentClubId); 10 per page. */
    clubList: {
      entry: 'noteShortLink',
      // The main brand's sport-first form sits above the club list (sportFirst/).
      invoke: {
        id: 'loadSportChoices',
        src: 'loadSportChoices',
        input: sportChoicesInput,
        onDone: { actions: { type: 'assignSportChoices', params: sportChoices } },
        // No sports: the form is not offered, the club list stays.
        onError: { actions: 'dropSportChoices' },
      },
      on: {
        'sportSearch.run': [
          // A sport booked club first (switch_book_flow): the clubs that offer it.
          { guard: and(['isRunnableSportSearch', 'switchesBookFlow']), target: 'loadingClubs', actions: 'assignClubFirst' },
          { guard: 'isRunnableSportSearch', target: 'sportFirst', actions: 'assignSportSearch' },
        ],
        'clubFirst.clear': { guard: 'isClubFirst', target: 'loadingClubs', actions: 'clearClubFirst' },
        'club.select': [
          { guard: 'isListedClub', target: 'loadingClub', actions: 'assignClubId' },
          { actions: { type: 'showToast', params: { message: CLUB_NOT_AVAILABLE, kind: 'error' } } },
        ],
        'clubs.page': { guard: 'isOtherPage', target: 'loadingClubs', actions: 'assignPage' },
        'club.back': { guard: 'isSubClubList', target: 'loadingClubs', actions: 'leaveSubClubs' },
      },
    },
    /** The main brand's sport-first search: every nearby club's free courts (/book/slots-clubs). */
    sportFirst: sportFirstStates,
    /** Back to the list that is loaded, or load it (after a deep link). */
    backToClubs: { always: [{ guard: 'hasClubs', target: 'clubList' }, { target: 'loadingClubs' }] },
    loadingClub: {
      invoke: {
        id: 'loadClub',
        src: 'loadClub',
        input: loadClubInput,
        onDone: { target: 'routingClub', actions: { type: 'assignClub', params: output<Club> } },
        onError: { target: 'backToClubs', actions: fail('club') },
      },
    },
    /** Spec part 1 §4.3, in order. */
    routingClub: {
      always: [
        // A court already chosen at the club (sport-first, a deep link) is booked there, not among its sub-clubs.
        { guard: and(['hasSubClubs', not('hasPreselectedCourt')]), target: 'loadingClubs', actions: 'openSubClubs' },
        { guard: 'isDummy', target: 'comingSoon' },
        { guard: 'isClubBlocked', target: 'clubBlocked' },
        { guard: and(['isMembersOnly', 'isAnonymous']), target: 'left', actions: { type: 'requestLogin', params: loginForClub } },
        { guard: and(['isMembersOnly', not('requestsMemberDocument')]), target: 'membersOnly.contactClub' },
        { guard: and(['isMembersOnly', 'isWeb']), target: 'membersOnly.uploadDocument' },
        { guard: 'isMembersOnly', target: 'membersOnly.goToWeb' },
        { target: 'loadingSports' },
      ],
    },
    comingSoon: { entry: 'noteShortLink', on: { 'club.back': 'backToClubs', 'club.change': 'backToClubs' } },
    /** The club disabled the caller (spec part 1 §6): its message; another club. */
    clubBlocked: { entry: 'noteShortLink', on: { 'club.back': 'backToClubs', 'club.change': 'backToClubs' } },
    /** Entered at one of its three notices (routingClub decides). */
    membersOnly: {
      initial: 'contactClub',
      entry: 'noteShortLink',
      on: { 'club.back': 'backToClubs', 'club.change': 'backToClubs' },
      states: {
        contactClub: {},
        uploadDocument: {
          on: { 'membersOnly.uploadDocument': { target: '#booking.left', actions: { type: 'navigate', params: memberDocumentRoute } } },
        },
        goToWeb: { on: { 'membersOnly.openWeb': { actions: { type: 'openInBrowser', params: memberDocumentOnWeb } } } },
      },
    },
    loadingSports: {
      invoke: {
        id: 'loadClubSports',
        src: 'loadClubSports',
        input: loadClubSportsInput,
        onDone: [
          {
            guard: { type: 'hasPreselectedSport', params: sports },
            target: 'loadingSport',
            actions: [{ type: 'assignSports', params: sports }, 'choosePreselectedSport'],
          },
          {
            guard: { type: 'hasSingleSportOnly', params: sports },
            target: 'loadingSport',
            actions: [
              { type: 'assignSports', params: sports },
              { type: 'chooseOnlySport', params: sports },
            ],
          },
          { target: 'sportList', actions: { type: 'assignSports', params: sports } },
        ],
        onError: { target: 'backToClubs', actions: fail('sports') },
      },
    },
    sportList: {
      entry: 'noteShortLink',
      on: {
        'sport.select': { guard: 'isListedSport', target: 'loadingSport', actions: 'assignSportId' },
        'club.back': 'backToClubs',
        'club.change': 'backToClubs',
      },
    },
    loadingSport: {
      invoke: {
        id: 'loadClubSport',
        src: 'loadClubSport',
        input: loadClubSportInput,
        onDone: [
          // A sport block (manual or automatic) lasts: its until date, another sport or club.
          {
            guard: { type: 'isSportBlocked', params: output<ClubSport> },
            target: 'sportBlocked',
            actions: { type: 'assignSport', params: output<ClubSport> },
          },
          { guard: 'hasPresetSearch', target: 'searchStep.searching', actions: { type: 'assignSport', params: output<ClubSport> } },
          {
            guard: { type: 'hasPresetSchedule', params: output<ClubSport> },
            target: 'searchStep.loadingSchedule',
            actions: { type: 'assignSport', params: output<ClubSport> },
          },
          { target: 'searchStep.search', actions: { type: 'assignSport', params: output<ClubSport> } },
        ],
        onError: { target: 'sportList', actions: fail('sport') },
      },
    },
    /** The caller may not book this sport here until a date (sport blocks, spec part 1 §6). */
    sportBlocked: {
      entry: 'noteShortLink',
      on: {
        'sport.change': 'sportList',
        'club.back': 'backToClubs',
        'club.change': 'backToClubs',
      },
    },
    /** The search and its outcomes (slots, alternatives, schedule): booking.searchStep.ts. */
    searchStep: searchStepStates,
    /** The waiting-list slots (the slots' toggle on): waitingList/, a child loaded on the way. */
    waitingList: waitingListStates,
    /**
     * The preselected court is free: a reservation resumed after its hold ran out (a reload after its
     * time) is not held again — a reload never restarts the clock; the booking call takes the slot if it
     * is still free. Otherwise it is held (the same hold again, with its time left, when it still lives).
     */
    resuming: { always: [{ guard: 'resumesRanOutHold', target: 'reserving', actions: 'skipRanOutHold' }, { target: 'holding' }] },
    /** The pre-block: a failure means someone was faster; the slots are reloaded. */
    holding: {
      invoke: {
        id: 'createHold',
        src: 'createHold',
        input: holdInput,
        onDone: { target: 'reserving', actions: { type: 'assignHold', params: output<CreateHoldOutput> } },
        onError: { target: 'searchStep.searching', actions: [fail('hold'), 'clearSelection', 'clearResults'] },
      },
    },
    reserving: {
      on: { 'flow.abandon': 'abandoning' },
      initial: 'loading',
      states: {
        /** The reservation machine is its own chunk, fetched here (usually already prefetched while idle). */
        loading: {
          on: {
            'reservation.leave': {
              target: '#booking.searchStep.searching',
              actions: ['releaseHeldSlot', 'clearSelection', 'clearResults'],
            },
          },
          invoke: {
            id: 'loadReservation',
            src: 'loadReservation',
            onDone: 'running',
            onError: {
              target: '#booking.searchStep.searching',
              actions: ['releaseHeldSlot', fail('hold'), 'clearSelection', 'clearResults'],
            },
          },
        },
        running: {
          on: { 'reservation.leave': { actions: 'leaveReservation' } },
          invoke: {
            id: 'reservation',
            src: 'reservation',
            input: reservationInput,
            onDone: [
              { guard: ended('completed'), target: '#booking.completed' },
              { guard: ended('left'), target: '#booking.left' },
              {
                guard: ended('cancelled'),
                target: '#booking.searchStep.searching',
                actions: ['releaseHeldSlot', 'clearSelection', 'clearResults'],
              },
              {
                target: '#booking.searchStep.searching',
                actions: [
                  'releaseHeldSlot',
                  { type: 'recordReservationFailure', params: reservationOutput },
                  'clearSelection',
                  'clearResults',
                ],
              },
            ],
          },
        },
      },
    },
    /** The app leaves the flow while it holds a slot: the slot is given back before the flow ends. */
    abandoning: {
      invoke: { id: 'releaseAbandonedHold', src: 'releaseHold', input: holdInput, onDone: 'abandoned', onError: 'abandoned' },
    },
    /** Left by the app (another flow replaces it). */
    abandoned: { type: 'final' },
    /** Booked (the payment result opened the booking's page). */
    completed: { type: 'final' },
    /** Navigated elsewhere without a booking (login, member document, bookings, provider page). */
    left: { type: 'final' },
  },
});

export type BookingMachine = typeof bookingMachine;
