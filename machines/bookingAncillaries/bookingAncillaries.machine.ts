// Buying extras for a booking (/bookings, spec part 2 §2 "Bookings list: buy ancillaries", §3
// "Ancillary", §7 POST /api/ancillaries/buy, §8 -299), a modal the list opens as its child:
//
//   loading    GET the extras its club offers for its sport, with how many it has; failure → failed
//   choosing   extras.buy (an extra below its max_items) → buying; extras.close ends
//   buying     POST buy, one unit → loading again (the new quantities), counted; -299, -404 and the
//              rest → choosing with the message
//   failed     extras.retry → loading; extras.close ends
//   closed     final: how many were bought (the list reloads when any) and what is now due
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type {
  BookingAncillariesContext,
  BookingAncillariesEvent,
  BookingAncillariesInput,
  BookingAncillariesOutput,
  BookingAncillary,
  BuyInput,
  BuyOutput,
  ExtrasList,
} from './bookingAncillaries.types';

type Args = { context: BookingAncillariesContext; event: BookingAncillariesEvent };

/** Another unit fits: max_items 0 means no upper limit. */
export const canAddOne = (a: BookingAncillary): boolean => a.max_items <= 0 || a.quantity < a.max_items;

const chosenId = ({ event }: { event: BookingAncillariesEvent }) => (event.type === 'extras.buy' ? event.ancillaryId : 0);

export const bookingAncillariesMachine = setup({
  types: {
    context: {} as BookingAncillariesContext,
    events: {} as BookingAncillariesEvent,
    input: {} as BookingAncillariesInput,
    output: {} as BookingAncillariesOutput,
  },
  actors: {
    /** GET /api/bookings/{id}/ancillaries. */
    loadExtras: placeholder<ExtrasList, { bookingId: number }>('bookingAncillaries', 'loadExtras'),
    /** POST /api/ancillaries/buy. */
    buyExtra: placeholder<BuyOutput, BuyInput>('bookingAncillaries', 'buyExtra'),
  },
  guards: {
    canBuy: ({ context }: Args, id: number) => {
      const extra = context.list?.ancillaries.find((a) => a.club_ancillary_id === id);
      return extra !== undefined && canAddOne(extra);
    },
  },
  actions: {
    assignList: assign((_, list: ExtrasList) => ({ list })),
    assignBuying: assign((_, id: number) => ({ buying: id, error: null, lastBought: null })),
    assignBought: assign(({ context }: Args, answer: BuyOutput) => ({
      bought: context.bought + 1,
      lastBought: answer.message,
      pendingAmount: answer.pendingAmount,
      buying: null,
    })),
    assignError: assign((_, { error }: RejectionParams) => ({ error, buying: null })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'bookingAncillaries',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    list: null,
    buying: null,
    bought: 0,
    lastBought: null,
    pendingAmount: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadExtras',
        src: 'loadExtras',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: { target: 'choosing', actions: { type: 'assignList', params: output<ExtrasList> } },
        onError: { target: 'failed', actions: { type: 'assignError', params: rejection } },
      },
    },
    failed: {
      on: { 'extras.retry': { target: 'loading', actions: 'clearError' }, 'extras.close': 'closed' },
    },
    choosing: {
      on: {
        'extras.buy': {
          guard: { type: 'canBuy', params: chosenId },
          target: 'buying',
          actions: { type: 'assignBuying', params: chosenId },
        },
        'extras.close': 'closed',
      },
    },
    buying: {
      invoke: {
        id: 'buyExtra',
        src: 'buyExtra',
        input: ({ context }) => ({ bookingId: context.bookingId, ancillaryId: context.buying ?? 0 }),
        onDone: { target: 'loading', actions: { type: 'assignBought', params: output<BuyOutput> } },
        onError: { target: 'choosing', actions: { type: 'assignError', params: rejection } },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ bought: context.bought, pendingAmount: context.pendingAmount }),
});

export type BookingAncillariesMachine = typeof bookingAncillariesMachine;
