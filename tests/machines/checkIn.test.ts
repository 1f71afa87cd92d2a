// Model-based test of the check-in machine (/check_in/:check_in_id): every state, every result the
// server may answer, a failed call and a failed location, plus journeys for the retry rule and the
// navigation actions.
import { expect } from 'vitest';
import { CHECK_IN_RESULTS } from '#kernel/contract/booking';
import { checkInMachine, LOCATE_OPTIONS, type CheckInMachine } from '#machines/checkIn/checkIn.machine';
import { canRetry, isCheckingIn, isLocating, outcome } from '#machines/checkIn/checkIn.selectors';
import { checkInErrors } from '#machines/checkIn/checkIn.errors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<CheckInMachine>;

const inputs = {
  browser: { checkInId: '42', nativeShell: false },
  nativeShell: { checkInId: '42', nativeShell: true },
  noId: { checkInId: undefined, nativeShell: false },
  notAnId: { checkInId: 'abc', nativeShell: false },
} as const;

const AT_CLUB = { latitude: -33.3932, longitude: -70.5945 };

/** What the app's client rejects with: its ApiError carries code and status. */
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'locates with the spec options, checks in with the booking id and position, and goes back',
    steps: [
      { check: ({ snapshot }) => expect(isLocating(snapshot)).toBe(true) },
      { done: 'locate', output: AT_CLUB },
      { check: ({ snapshot }) => expect(isCheckingIn(snapshot)).toBe(true) },
      { done: 'checkIn', output: 'CHECK_IN_SUCCESS' },
      { check: ({ snapshot }) => expect(outcome(snapshot)).toMatchObject({ success: true, result: 'CHECK_IN_SUCCESS' }) },
      { type: 'checkIn.retry' },
      { type: 'checkIn.back' },
    ],
    end: 'left',
    assert: ({ invocations, effects }) => {
      expect(invocations).toEqual([
        { id: 'locate', src: 'locate', input: { timeoutMs: 15_000, enableHighAccuracy: true, maximumAgeMs: 0 } },
        { id: 'checkIn', src: 'checkIn', input: { id: 42, ...AT_CLUB } },
      ]);
      expect(LOCATE_OPTIONS.timeoutMs).toBe(15_000);
      expect(effects).toEqual([{ type: 'goBack', params: undefined }]);
    },
  },
  {
    name: 'a refused location is NO_LOCATION_PROVIDED; retry asks the device again, outside the shell',
    steps: [
      { fail: 'locate', error: { code: 1, message: 'User denied Geolocation' } },
      { check: ({ snapshot }) => expect(outcome(snapshot)?.result).toBe('NO_LOCATION_PROVIDED') },
      { check: ({ snapshot }) => expect(canRetry(snapshot)).toBe(true) },
      { type: 'checkIn.retry' },
      { done: 'locate', output: AT_CLUB },
      { done: 'checkIn', output: 'ALREADY_CHECKED_IN' },
    ],
    end: 'failed',
    context: { result: 'ALREADY_CHECKED_IN' },
    assert: ({ snapshot, invocations }) => {
      expect(invocations.map((i) => i.src)).toEqual(['locate', 'locate', 'checkIn']);
      expect(outcome(snapshot)?.message).toBe(checkInErrors.ALREADY_CHECKED_IN.message);
    },
  },
  {
    name: 'inside the native shell there is no retry',
    input: inputs.nativeShell,
    steps: [{ done: 'locate', output: AT_CLUB }, { done: 'checkIn', output: 'LOCATION_OUT_OF_RANGE' }, { type: 'checkIn.retry' }],
    end: 'failed',
    assert: ({ snapshot, invocations }) => {
      expect(canRetry(snapshot)).toBe(false);
      expect(invocations).toHaveLength(2);
    },
  },
  {
    name: 'another user’s booking (404) shows the generic error',
    steps: [
      { done: 'locate', output: AT_CLUB },
      { fail: 'checkIn', error: apiError('-404', 404) },
    ],
    end: 'failed',
    context: { result: '-404' },
    assert: ({ snapshot }) => expect(outcome(snapshot)?.message).toBe(checkInErrors.other.message),
  },
  {
    name: 'no check-in id goes to the booking search without asking for the location',
    input: inputs.noId,
    steps: [],
    end: 'leftForSearch',
    assert: ({ effects, invocations }) => {
      expect(effects).toEqual([{ type: 'goToSearch', params: undefined }]);
      expect(invocations).toEqual([]);
    },
  },
];

/** One journey per §4 result: each ends on its own screen with its own texts. */
const everyResult: J[] = CHECK_IN_RESULTS.map((result) => ({
  name: `${result} shows its own title and message`,
  steps: [
    { done: 'locate', output: AT_CLUB },
    { done: 'checkIn', output: result },
  ],
  end: result === 'CHECK_IN_SUCCESS' ? 'succeeded' : 'failed',
  assert: ({ snapshot }) => {
    const shown = outcome(snapshot);
    expect(shown?.result).toBe(result);
    expect(shown?.success).toBe(result === 'CHECK_IN_SUCCESS');
    if (result !== 'CHECK_IN_SUCCESS') expect(shown?.message).toBe(checkInErrors[result].message);
    if (result !== 'CHECK_IN_SUCCESS') expect(shown?.message).not.toBe(checkInErrors.other.message);
  },
}));

describeModel(checkInMachine, {
  name: 'checkIn',
  inputs,
  events: {
    'checkIn.retry': [{ type: 'checkIn.retry' }],
    'checkIn.back': [{ type: 'checkIn.back' }],
  },
  outputs: {
    locate: [AT_CLUB],
    // Every §4 result; a result the app does not know fails the contract's check: the error 'other'.
    checkIn: CHECK_IN_RESULTS,
  },
  errors: {
    locate: { TIMEOUT: { code: 3, message: 'Timeout expired' } },
    checkIn: { '-404': apiError('-404', 404), '-1': apiError('-1', 500), other: new Error('network down') },
  },
  journeys: [...journeys, ...everyResult],
  serializeContext: (c) => ({ id: c.bookingId, native: c.nativeShell, result: c.result }),
  require: { states: true, errors: true, transitions: true },
});
