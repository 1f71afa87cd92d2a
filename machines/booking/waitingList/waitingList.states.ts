// The booking chart's `waitingList` state (spec part 1 §4.6): the slots' toggle turned on shows the
// waiting-list slots, a child machine loaded on the way (like the reservation child); turned off, the
// search runs again; a joined request opens my waiting lists.
import { fail } from '../booking.params';
import { toMyWaitingLists, waitingListInput } from './waitingList.logic';

export const waitingListStates = {
  initial: 'loading',
  on: {
    'waitingList.toggle': { guard: 'turnsWaitingListOff', target: '#booking.searchStep.searching' },
    'sport.change': '#booking.sportList',
    'club.change': '#booking.backToClubs',
  },
  states: {
    /** The waiting-list machine is its own chunk, fetched here. */
    loading: {
      invoke: {
        id: 'loadWaitingList',
        src: 'loadWaitingList',
        onDone: 'running',
        onError: { target: '#booking.searchStep.searching', actions: fail('timeslots') },
      },
    },
    running: {
      invoke: {
        id: 'waitingList',
        src: 'waitingList',
        input: waitingListInput,
        onDone: { target: '#booking.left', actions: { type: 'navigate', params: toMyWaitingLists } },
      },
    },
  },
} as const;
