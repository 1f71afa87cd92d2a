// The sport-first search's states, a child state of the booking chart (`sportFirst`): find where
// the player is (the device, else the country's centre), search every club's free courts around
// it, show them by club; a court opens that club's flow at the hold (#booking.loadingClub with the
// court preselected), so the hold, the summary and the payment are the club flow's own.
import { and } from 'xstate';
import { clubSlots, clubSlotsInput, devicePosition, locateInput, loginForClubSlots } from './sportFirst.logic';

export const sportFirstStates = {
  initial: 'locating',
  on: {
    'sportSearch.run': [
      { guard: and(['isRunnableSportSearch', 'switchesBookFlow']), target: '#booking.loadingClubs', actions: 'assignClubFirst' },
      { guard: 'isRunnableSportSearch', target: '.locating', actions: 'assignSportSearch', reenter: true },
    ],
    'clubSlots.back': { target: '#booking.backToClubs', actions: 'leaveSportFirst' },
  },
  states: {
    /** The device's position (15 s, high accuracy, no cache); any failure: the country's centre. */
    locating: {
      invoke: {
        id: 'locate',
        src: 'locate',
        input: locateInput,
        onDone: { target: 'searching', actions: { type: 'assignDeviceOrigin', params: devicePosition } },
        onError: { target: 'searching', actions: 'assignCountryCentre' },
      },
    },
    searching: {
      invoke: {
        id: 'searchClubSlots',
        src: 'searchClubSlots',
        input: clubSlotsInput,
        onDone: [
          {
            guard: { type: 'hasClubSlots', params: clubSlots },
            target: 'clubSlots',
            actions: { type: 'assignClubSlots', params: clubSlots },
          },
          { target: 'noClubSlots', actions: { type: 'assignClubSlots', params: clubSlots } },
        ],
        onError: 'failed',
      },
    },
    /**
     * Free courts grouped by club, nearest first (or the nearest other hours when the searched one is
     * full); golf: 18-hole rounds where a club has cross-court blocks (its nines in the 9-hole mode).
     */
    clubSlots: {
      on: {
        'clubSlots.widen': { guard: 'canWiden', target: 'searching', actions: 'widenDistance' },
        'golf.setHoles': { guard: 'switchesSportHoles', target: 'searching', actions: 'assignSportHoles' },
        'clubSlots.select': [
          { guard: 'isAnonymous', target: '#booking.left', actions: { type: 'requestLogin', params: loginForClubSlots } },
          { guard: 'isListedClubSlot', target: '#booking.loadingClub', actions: 'openClubSlot' },
        ],
      },
    },
    /** No club has a free court: the notice, and 'search farther' when clubs were left out. */
    noClubSlots: {
      on: {
        'clubSlots.widen': { guard: 'canWiden', target: 'searching', actions: 'widenDistance' },
        // No round free: nine holes (or back to rounds) at the same clubs.
        'golf.setHoles': { guard: 'switchesSportHoles', target: 'searching', actions: 'assignSportHoles' },
      },
    },
    failed: { on: { 'clubSlots.retry': 'searching' } },
  },
} as const;
