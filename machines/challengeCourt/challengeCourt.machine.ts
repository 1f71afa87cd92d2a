// A prime subscriber (MATCH_BOOKING, no entity) picks the club, court and time of the challenge; the
// challenge machine invokes this child when its options say canPickCourt (spec part 3 §6), and the
// send holds that court 120 minutes while the rival answers (§4, §9).
//
//   loadingClubs   the sport's clubs and today's date → choosingClub | clubsFailed (clubs.retry)
//   choosingClub   club.select → loadingSlots; court.skip → skipped
//   loadingSlots   the club's free court times on the date → choosingSlot | slotsFailed (slots.retry)
//   choosingSlot   slot.select (one of the list) keeps it; date.select (today or later) / club.select →
//                  loadingSlots (the choice is cleared); court.confirm (a slot chosen) → picked;
//                  court.skip → skipped
//   picked/skipped final: output { court } (null when skipped)
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type {
  ChallengeCourtContext,
  ChallengeCourtEvent,
  ChallengeCourtInput,
  ChallengeCourtOutput,
  CourtClubs,
  CourtSlot,
  FetchSlotsInput,
} from './challengeCourt.types';

type Args = { context: ChallengeCourtContext; event: ChallengeCourtEvent };

export const challengeCourtMachine = setup({
  types: {
    context: {} as ChallengeCourtContext,
    events: {} as ChallengeCourtEvent,
    input: {} as ChallengeCourtInput,
    output: {} as ChallengeCourtOutput,
  },
  actors: {
    /** GET /api/club/?sportId: the clubs, and today's date in their timezone. */
    fetchClubs: placeholder<CourtClubs, { sportId: number }>('challengeCourt', 'fetchClubs'),
    /** GET /api/sports/{sportId}/clubs/{clubId}/timeslots?date&showAll: the free court times of the day. */
    fetchSlots: placeholder<CourtSlot[], FetchSlotsInput>('challengeCourt', 'fetchSlots'),
  },
  guards: {
    knownClub: ({ context, event }: Args) => event.type === 'club.select' && context.clubs.some((c) => c.id === event.clubId),
    dateFromToday: ({ context, event }: Args) =>
      event.type === 'date.select' && /^\d{4}-\d{2}-\d{2}$/.test(event.date) && context.today !== null && event.date >= context.today,
    listedSlot: ({ context, event }: Args) =>
      event.type === 'slot.select' && context.slots.some((s) => s.courtId === event.courtId && s.startTime === event.startTime),
    hasSlot: ({ context }: Args) => context.slot !== null,
  },
  actions: {
    assignClubs: assign((_, { clubs, today }: CourtClubs) => ({ clubs, today, date: today, error: null })),
    assignClub: assign(({ event }: Args) => (event.type === 'club.select' ? { clubId: event.clubId, slot: null, slots: [] } : {})),
    assignDate: assign(({ event }: Args) => (event.type === 'date.select' ? { date: event.date, slot: null, slots: [] } : {})),
    assignSlots: assign((_, slots: CourtSlot[]) => ({ slots, error: null })),
    assignSlot: assign(({ context, event }: Args) =>
      event.type === 'slot.select'
        ? { slot: context.slots.find((s) => s.courtId === event.courtId && s.startTime === event.startTime) ?? null }
        : {},
    ),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'challengeCourt',
  context: ({ input }) => ({
    sportId: input.sportId,
    clubs: [],
    today: null,
    clubId: null,
    date: null,
    slots: [],
    slot: null,
    error: null,
  }),
  initial: 'loadingClubs',
  states: {
    loadingClubs: {
      invoke: {
        id: 'fetchClubs',
        src: 'fetchClubs',
        input: ({ context }) => ({ sportId: context.sportId }),
        onDone: { target: 'choosingClub', actions: { type: 'assignClubs', params: output<CourtClubs> } },
        onError: { target: 'clubsFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    clubsFailed: { on: { 'clubs.retry': { target: 'loadingClubs', actions: 'clearError' }, 'court.skip': 'skipped' } },
    choosingClub: {
      on: {
        'club.select': { guard: 'knownClub', target: 'loadingSlots', actions: 'assignClub' },
        'court.skip': 'skipped',
      },
    },
    loadingSlots: {
      invoke: {
        id: 'fetchSlots',
        src: 'fetchSlots',
        input: ({ context }) => ({ sportId: context.sportId, clubId: context.clubId ?? 0, date: context.date ?? '' }),
        onDone: { target: 'choosingSlot', actions: { type: 'assignSlots', params: output<CourtSlot[]> } },
        onError: { target: 'slotsFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    slotsFailed: {
      on: {
        'slots.retry': { target: 'loadingSlots', actions: 'clearError' },
        'club.select': { guard: 'knownClub', target: 'loadingSlots', actions: ['clearError', 'assignClub'] },
        'court.skip': 'skipped',
      },
    },
    choosingSlot: {
      on: {
        'slot.select': { guard: 'listedSlot', actions: 'assignSlot' },
        'date.select': { guard: 'dateFromToday', target: 'loadingSlots', actions: 'assignDate' },
        'club.select': { guard: 'knownClub', target: 'loadingSlots', actions: 'assignClub' },
        'court.confirm': { guard: 'hasSlot', target: 'picked' },
        'court.skip': 'skipped',
      },
    },
    picked: { type: 'final' },
    skipped: { type: 'final' },
  },
  output: ({ context }) => {
    const club = context.clubs.find((c) => c.id === context.clubId);
    return { court: context.slot && club ? { clubId: club.id, clubName: club.name, slot: context.slot } : null };
  },
});

export type ChallengeCourtMachine = typeof challengeCourtMachine;
