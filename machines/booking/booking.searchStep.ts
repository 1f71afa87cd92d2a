// The search step of the booking chart (`searchStep`): the criteria, the search and its outcomes —
// slots, alternatives, an availability error, the schedule — until a slot and court are picked.
import { clubTimeslotsInput, dayTimeslotsInput, loginForSlots, nearbyTimeslotsInput, scheduleInput } from './booking.actions';
import { output } from '#machines/shared/outcomes';
import { fail, slots } from './booking.params';
import type { FetchScheduleOutput } from './booking.calls';
import { golfSearchEvents } from './golf/golf.logic';

export const searchStepStates = {
  initial: 'search',
  on: {
    'search.setDate': { actions: 'assignDate' },
    'search.setTime': { actions: 'assignTime' },
    'search.setTimespan': { guard: 'isAllowedTimespan', actions: 'assignTimespan' },
    'search.set': { actions: 'assignCriteria' },
    'search.submit': [
      { guard: 'isAnonymous', target: '#booking.left', actions: { type: 'requestLogin', params: loginForSlots } },
      { guard: 'isSearchValid', target: '.searching', actions: ['clearResults', 'clearFailure'] },
    ],
    'search.run': [
      {
        guard: 'isAnonymous',
        target: '#booking.left',
        actions: ['assignRunCriteria', { type: 'requestLogin', params: loginForSlots }],
      },
      { guard: 'isRunnableSearch', target: '.searching', actions: ['assignRunCriteria', 'clearResults', 'clearFailure'] },
    ],
    'sport.change': '#booking.sportList',
    'sport.switch': {
      guard: 'isOtherListedSport',
      target: '#booking.loadingSport',
      actions: ['assignSportId', 'clearResults', 'clearFailure'],
    },
    'club.change': '#booking.backToClubs',
    // The slots' waiting-list toggle (waitingList/).
    'waitingList.toggle': { guard: 'turnsWaitingListOn', target: '#booking.waitingList' },
    // Golf's 9/18-hole mode (golf/).
    ...golfSearchEvents,
  },
  states: {
    search: { entry: 'noteShortLink', on: { 'schedule.open': { guard: 'offersSchedule', target: 'loadingSchedule' } } },
    searching: {
      entry: 'followedLink',
      invoke: {
        id: 'fetchTimeslots',
        src: 'fetchTimeslots',
        input: clubTimeslotsInput,
        onDone: [
          {
            guard: { type: 'preselectedCourtMissing', params: slots },
            target: 'courtNotAvailable',
            actions: { type: 'assignTimeslots', params: slots },
          },
          {
            guard: { type: 'preselectedCourtFound', params: slots },
            target: '#booking.resuming',
            actions: [
              { type: 'selectPreselectedCourt', params: slots },
              { type: 'assignTimeslots', params: slots },
            ],
          },
          { guard: { type: 'hasTimeslots', params: slots }, target: 'slots', actions: { type: 'assignTimeslots', params: slots } },
          {
            guard: { type: 'hasSingleAlternativeHour', params: slots },
            target: 'slots',
            actions: [
              { type: 'assignTimeslots', params: slots },
              { type: 'enterAlternativeHour', params: slots },
            ],
          },
          {
            guard: { type: 'hasAlternativeSlots', params: slots },
            target: 'alternativeSlots',
            actions: { type: 'assignTimeslots', params: slots },
          },
          {
            guard: { type: 'hasAlternativeClubs', params: slots },
            target: 'alternativeClubs',
            actions: { type: 'assignTimeslots', params: slots },
          },
          { target: 'search', actions: [{ type: 'assignTimeslots', params: slots }, 'markNoAvailability'] },
        ],
        onError: { target: 'availabilityFailed', actions: fail('timeslots') },
      },
    },
    slots: {
      on: { 'slot.select': { target: '#booking.holding', actions: 'assignSlot' } },
      initial: 'opening',
      states: {
        /** A club-sport set to open the whole day does so when the searched hour shows more than one slot. */
        opening: { always: [{ guard: 'opensWholeDay', target: 'loadingDay' }, { target: 'nearHour' }] },
        /** The searched hour with one neighbour on each side, per court. */
        nearHour: { on: { 'slots.showDay': 'loadingDay' } },
        /** 'Show all': the club's whole day for the same search. */
        loadingDay: {
          on: { 'slots.showNear': 'nearHour' },
          invoke: {
            id: 'fetchDayTimeslots',
            src: 'fetchTimeslots',
            input: dayTimeslotsInput,
            onDone: { target: 'day', actions: { type: 'assignDaySlots', params: slots } },
            onError: 'dayFailed',
          },
        },
        day: { on: { 'slots.showNear': 'nearHour' } },
        /** The whole day could not be loaded: a notice; the searched hour's slots stay. */
        dayFailed: { on: { 'slots.showNear': 'nearHour', 'slots.showDay': 'loadingDay' } },
      },
    },
    alternativeSlots: { on: { 'slot.select': { target: '#booking.holding', actions: 'assignSlot' } } },
    alternativeClubs: {
      on: { 'alternative.selectClub': { guard: 'isAlternativeClub', target: '#booking.loadingClub', actions: 'switchClub' } },
    },
    /** The availability error's modal; then the nearby clubs' slots (alternative-club-slots). */
    availabilityFailed: { on: { 'error.dismiss': { target: 'searchingNearby', actions: 'clearFailure' } } },
    searchingNearby: {
      invoke: {
        id: 'fetchNearbyTimeslots',
        src: 'fetchTimeslots',
        input: nearbyTimeslotsInput,
        onDone: [
          {
            guard: { type: 'hasTimeslots', params: slots },
            target: 'nearbySlots',
            actions: { type: 'assignTimeslots', params: slots },
          },
          { target: 'search', actions: 'markNoAvailability' },
        ],
        onError: { target: 'search', actions: 'markNoAvailability' },
      },
    },
    nearbySlots: {
      on: {
        'slot.select': [
          { guard: 'isSlotOfCurrentClub', target: '#booking.holding', actions: 'assignSlot' },
          { target: '#booking.loadingClub', actions: 'switchClub' },
        ],
      },
    },
    /** 'This court is not available anymore at this time', then the search. */
    courtNotAvailable: { on: { 'error.dismiss': 'search' } },
    loadingSchedule: {
      entry: 'followedLink',
      invoke: {
        id: 'fetchSchedule',
        src: 'fetchSchedule',
        input: scheduleInput,
        onDone: { target: 'scheduleShown', actions: { type: 'assignSchedule', params: output<FetchScheduleOutput> } },
        onError: { target: 'search', actions: fail('schedule') },
      },
    },
    scheduleShown: { on: { 'schedule.close': 'search' } },
  },
} as const;
