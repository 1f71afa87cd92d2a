// Model-based test of /multiple_product_summary/{id}: to the main product's summary, or to the
// bookings on any error (not an id, another user's group, a failed call, an empty group).
import { expect } from 'vitest';
import {
  multipleProductSummaryMachine,
  type MultipleProductSummaryMachine,
} from '#machines/multipleProductSummary/multipleProductSummary.machine';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<MultipleProductSummaryMachine>;

const inputs = { id: { multipleProductId: '9' }, notAnId: { multipleProductId: 'x' } } as const;
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const group = {
  items: [
    { productId: 1, productTransactionId: 41 },
    { productId: 1, productTransactionId: 40 },
  ],
};

const journeys: J[] = [
  {
    name: 'a group goes to the summary of its first (main) product',
    steps: [{ done: 'loadItems', output: group }],
    end: 'toMain',
    assert: ({ effects, invocations }) => {
      expect(invocations).toEqual([{ id: 'loadItems', src: 'loadItems', input: { multipleProductId: 9 } }]);
      expect(effects).toEqual([{ type: 'navigate', params: { to: '/summary/41' } }]);
    },
  },
  {
    name: 'an activity first goes to the activity summary',
    steps: [{ done: 'loadItems', output: { items: [{ productId: 2, productTransactionId: 5 }] } }],
    end: 'toMain',
    assert: ({ effects }) => expect(effects).toEqual([{ type: 'navigate', params: { to: '/activity_summary/5' } }]),
  },
  {
    name: 'another user’s group (404) goes to the bookings',
    steps: [{ fail: 'loadItems', error: apiError('-404', 404) }],
    end: 'toBookings',
    assert: ({ effects }) => expect(effects).toEqual([{ type: 'navigate', params: { to: '/bookings' } }]),
  },
  {
    name: 'not an id goes to the bookings without a call',
    input: inputs.notAnId,
    steps: [],
    end: 'toBookings',
    assert: ({ invocations }) => expect(invocations).toEqual([]),
  },
];

describeModel(multipleProductSummaryMachine, {
  name: 'multipleProductSummary',
  inputs,
  events: {},
  outputs: { loadItems: [group, { items: [] }] },
  errors: { loadItems: { '-404': apiError('-404', 404), '-1': apiError('-1', 500), other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ id: c.multipleProductId, items: c.items.length }),
  require: { states: true, errors: true, transitions: true },
});
