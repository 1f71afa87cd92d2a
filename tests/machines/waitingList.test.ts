// Model-based test of the booking flow's waiting-list child (spec part 1 §4.6, §5, §8): every state,
// transition and code of the request, plus journeys: a request carries userId, bookingId, sportId and
// clubId and ends joined; each refusal says its own message; -2804 loads the slots again.
import { expect } from 'vitest';
import { waitingListMachine, type WaitingListMachine } from '#machines/booking/waitingList/waitingList.machine';
import * as select from '#machines/booking/waitingList/waitingList.selectors';
import { requestWaitingListErrors } from '#machines/booking/waitingList/waitingList.errors';
import type { WaitingListSlot } from '#machines/booking/waitingList/waitingList.types';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<WaitingListMachine>;

const booked = (bookingId: number, courtId: number, time: string): WaitingListSlot => ({
  bookingId,
  courtId,
  courtText: `Cancha ${courtId}`,
  clubId: 1,
  sportId: 1,
  local_date: '2026-03-04',
  local_start_time: time,
  local_end_time: '20:00:00',
});
const day = [booked(41, 1, '19:00:00'), booked(42, 2, '19:00:00')];
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const input = { userId: 7, clubId: 1, sportId: 1, date: '2026-03-04', time: '19:00:00', timespan: 60 };

const refusal = (code: '-2801' | '-2802' | '-2803'): J => ({
  name: `a request refused with ${code} stays on the slots with its message`,
  steps: [
    { done: 'fetchWaitingListSlots', output: day },
    { type: 'waitingList.request', bookingId: 42 },
    { fail: 'requestWaitingList', error: apiError(code, 409) },
  ],
  end: 'listed',
  assert: ({ snapshot }) => {
    expect(select.requestError(snapshot)?.message).toBe(requestWaitingListErrors[code].message);
    expect(select.canRequest(snapshot)).toBe(true);
  },
});

const journeys: J[] = [
  {
    name: 'a request per slot carries userId, bookingId, sportId and clubId and ends joined',
    steps: [
      { done: 'fetchWaitingListSlots', output: day },
      { type: 'waitingList.request', bookingId: 42 },
      { check: ({ snapshot }) => expect(select.requestingBookingId(snapshot)).toBe(42) },
      { done: 'requestWaitingList', output: { entryId: 5 } },
    ],
    end: 'joined',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[0]).toMatchObject({
        src: 'fetchWaitingListSlots',
        input: { clubId: 1, sportId: 1, date: '2026-03-04', timespan: 60 },
      });
      expect(invocations[1]).toMatchObject({ src: 'requestWaitingList', input: { userId: 7, bookingId: 42, sportId: 1, clubId: 1 } });
      expect(snapshot.output).toEqual({ result: 'joined', entryId: 5 });
    },
  },
  refusal('-2801'),
  refusal('-2802'),
  refusal('-2803'),
  {
    name: 'a slot no longer waitable (-2804) says so and loads the slots again',
    steps: [
      { done: 'fetchWaitingListSlots', output: day },
      { type: 'waitingList.request', bookingId: 41 },
      { fail: 'requestWaitingList', error: apiError('-2804', 409) },
    ],
    end: 'loading',
    assert: ({ snapshot }) => expect(select.requestError(snapshot)?.next).toBe('reload'),
  },
  {
    name: 'a day with no booked slots says so',
    steps: [{ done: 'fetchWaitingListSlots', output: [] }],
    end: 'listed',
    assert: ({ snapshot }) => expect(select.isEmpty(snapshot)).toBe(true),
  },
];

describeModel(waitingListMachine, {
  name: 'waitingList',
  inputs: { player: input },
  events: {
    'waitingList.request': [
      { type: 'waitingList.request', bookingId: 41 },
      { type: 'waitingList.request', bookingId: 99 },
    ],
    'waitingList.reload': [{ type: 'waitingList.reload' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
  },
  outputs: { fetchWaitingListSlots: [day], requestWaitingList: [{ entryId: 5 }] },
  errors: {
    fetchWaitingListSlots: { other: new Error('network down') },
    requestWaitingList: {
      '-2801': apiError('-2801', 409),
      '-2802': apiError('-2802', 409),
      '-2803': apiError('-2803', 409),
      '-2804': apiError('-2804', 409),
      other: apiError('-1', 500),
    },
  },
  journeys,
  serializeContext: (c) => ({ s: c.slots.map((s) => s.bookingId), r: c.requesting?.bookingId, e: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
