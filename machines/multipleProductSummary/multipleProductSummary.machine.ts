// /multiple_product_summary/{id} (spec part 2 §2): only redirects — to the summary of the group's main
// product (its first item), or to the bookings on any error (not an id, another user's group, a
// failed call, an empty group).
//
//   routing   not an id → toBookings
//   loading   GET /api/multiple-products/{id} → toMain when it has a main product, else toBookings;
//             any failure → toBookings
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import { BOOKINGS_PATH, summaryPath } from '#machines/paymentResult/paymentResult.routes';
import type {
  LoadItemsInput,
  LoadItemsOutput,
  MultipleProductItem,
  MultipleProductSummaryContext,
  MultipleProductSummaryInput,
  NavigateParams,
} from './multipleProductSummary.types';

type Args = { context: MultipleProductSummaryContext };

function idOf(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The main product's summary: a court booking's or an activity's. */
export function mainProductPath(items: MultipleProductItem[]): string | null {
  const main = items[0];
  if (!main) return null;
  if (main.productId === 1) return summaryPath('booking', main.productTransactionId);
  if (main.productId === 2) return summaryPath('activity', main.productTransactionId);
  return null;
}

export const multipleProductSummaryMachine = setup({
  types: { context: {} as MultipleProductSummaryContext, input: {} as MultipleProductSummaryInput },
  actors: { loadItems: placeholder<LoadItemsOutput, LoadItemsInput>('multipleProductSummary', 'loadItems') },
  guards: {
    hasId: ({ context }: Args) => context.multipleProductId !== null,
    hasMain: (_: Args, { items }: LoadItemsOutput) => mainProductPath(items) !== null,
  },
  actions: {
    assignItems: assign((_, { items }: LoadItemsOutput) => ({ items })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    // ── supplied by the view ──
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'multipleProductSummary',
  context: ({ input }) => ({ multipleProductId: idOf(input.multipleProductId), items: [], error: null }),
  initial: 'routing',
  states: {
    routing: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'toBookings' }] },
    loading: {
      invoke: {
        id: 'loadItems',
        src: 'loadItems',
        input: ({ context }) => ({ multipleProductId: context.multipleProductId ?? 0 }),
        onDone: [
          {
            guard: { type: 'hasMain', params: output<LoadItemsOutput> },
            target: 'toMain',
            actions: { type: 'assignItems', params: output<LoadItemsOutput> },
          },
          { target: 'toBookings' },
        ],
        onError: { target: 'toBookings', actions: { type: 'assignError', params: rejection } },
      },
    },
    toMain: {
      type: 'final',
      entry: { type: 'navigate', params: ({ context }: Args) => ({ to: mainProductPath(context.items) ?? BOOKINGS_PATH }) },
    },
    toBookings: { type: 'final', entry: { type: 'navigate', params: { to: BOOKINGS_PATH } } },
  },
});

export type MultipleProductSummaryMachine = typeof multipleProductSummaryMachine;
