// The waiting-list slots of the booking flow (spec part 1 §4.6), a child the booking machine invokes
// when the slots' toggle is on; its own chunk, loaded on the way (booking waitingList.loading).
//
//   loading     the searched day's booked slots (getWaitingListSlots) → listed; failure → loadFailed
//   listed      waitingList.request {bookingId} (a listed slot) → requesting
//   requesting  POST /api/waiting_list → joined (final: the flow opens my waiting lists);
//               -2801 / -2802 / -2803 / other → listed with the message; -2804 → loading again with it
//   loadFailed  waitingList.reload → loading
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type RejectionParams } from '#machines/shared/outcomes';
import { requestWaitingListErrors } from './waitingList.errors';
import type {
  FetchWaitingListSlotsInput,
  RequestWaitingListInput,
  WaitingListContext,
  WaitingListEvent,
  WaitingListInput,
  WaitingListOutput,
  WaitingListSlot,
} from './waitingList.types';

type Args = { context: WaitingListContext };
type SlotParams = { bookingId: number };

const asked = ({ event }: { event: WaitingListEvent }): SlotParams => ({
  bookingId: event.type === 'waitingList.request' ? event.bookingId : 0,
});

export const waitingListMachine = setup({
  types: {
    context: {} as WaitingListContext,
    events: {} as WaitingListEvent,
    input: {} as WaitingListInput,
    output: {} as WaitingListOutput,
  },
  actors: {
    fetchWaitingListSlots: placeholder<WaitingListSlot[], FetchWaitingListSlotsInput>('waitingList', 'fetchWaitingListSlots'),
    requestWaitingList: placeholder<{ entryId: number }, RequestWaitingListInput>('waitingList', 'requestWaitingList'),
  },
  guards: {
    isListed: ({ context }: Args, { bookingId }: SlotParams) => context.slots.some((s) => s.bookingId === bookingId),
    requestLeadsTo: rowLeadsTo(requestWaitingListErrors),
  },
  actions: {
    assignSlots: assign((_, slots: WaitingListSlot[]) => ({ slots, requesting: null })),
    pick: assign(({ context }: Args, { bookingId }: SlotParams) => ({
      requesting: context.slots.find((s) => s.bookingId === bookingId) ?? null,
      error: null,
    })),
    assignJoined: assign((_, { entryId }: { entryId: number }) => ({ entryId })),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error, requesting: null })),
  },
}).createMachine({
  id: 'waitingList',
  context: ({ input }) => ({ ...input, slots: [], requesting: null, error: null, entryId: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchWaitingListSlots',
        src: 'fetchWaitingListSlots',
        input: ({ context: { clubId, sportId, date, time, timespan } }) => ({ clubId, sportId, date, time, timespan }),
        onDone: { target: 'listed', actions: { type: 'assignSlots', params: output<WaitingListSlot[]> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    listed: {
      on: {
        'waitingList.request': {
          guard: { type: 'isListed', params: asked },
          target: 'requesting',
          actions: { type: 'pick', params: asked },
        },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    requesting: {
      invoke: {
        id: 'requestWaitingList',
        src: 'requestWaitingList',
        input: ({ context }) => ({
          userId: context.userId,
          bookingId: context.requesting?.bookingId ?? 0,
          sportId: context.sportId,
          clubId: context.clubId,
        }),
        onDone: { target: 'joined', actions: { type: 'assignJoined', params: output<{ entryId: number }> } },
        onError: [
          {
            guard: { type: 'requestLeadsTo', params: leadsTo('reload') },
            target: 'loading',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'listed', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    loadFailed: { on: { 'waitingList.reload': { target: 'loading', actions: 'clearError' } } },
    joined: { type: 'final' },
  },
  output: ({ context }) => ({ result: 'joined' as const, entryId: context.entryId ?? 0 }),
});

export type WaitingListMachine = typeof waitingListMachine;
