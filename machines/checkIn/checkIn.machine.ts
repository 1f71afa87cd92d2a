// The check-in flow (spec part 2 §2 "Check-in", §4 "Check-in result", §5 "needs a location and a
// check-in id"):
//
//   routing     no id (or not an id) → goToSearch; else locating
//   locating    the locate actor (the view's geolocation: 15 s, high accuracy, no cache);
//               any failure → failed with NO_LOCATION_PROVIDED
//   checkingIn  POST /api/check_in/{id}; CHECK_IN_SUCCESS → succeeded, any other result → failed;
//               a failed call → failed with its code (the generic message)
//   succeeded / failed   the result screen; checkIn.back → goBack; in failed, checkIn.retry goes
//               back to locating outside the native shell only
//
// The view supplies locate and checkIn with `.provide({ actors })`, goBack and goToSearch with
// `.provide({ actions })`.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type Done, type RejectionParams } from '#machines/shared/outcomes';
import type {
  CheckInAnswer,
  CheckInCallInput,
  CheckInContext,
  CheckInEvent,
  CheckInInput,
  LocateInput,
  Position,
  ResultParams,
} from './checkIn.types';

/** Spec part 2 §9: how long the device may take to give a position. */
export const LOCATE_TIMEOUT_MS = 15_000;

export const LOCATE_OPTIONS: LocateInput = { timeoutMs: LOCATE_TIMEOUT_MS, enableHighAccuracy: true, maximumAgeMs: 0 };

type Args = { context: CheckInContext };

/** '42' → 42; anything that is not a positive integer id → null. */
function bookingIdOf(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const answer = ({ event }: Done<CheckInAnswer>): ResultParams => ({ result: event.output });
const noLocation = (): ResultParams => ({ result: 'NO_LOCATION_PROVIDED' });

export const checkInSetup = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
  },
  actors: {
    /** The device's position (the view: navigator.geolocation with these options). */
    locate: placeholder<Position, LocateInput>('checkIn', 'locate'),
    /** POST /api/check_in/{id}: the server's result. */
    checkIn: placeholder<CheckInAnswer, CheckInCallInput>('checkIn', 'checkIn'),
  },
  guards: {
    hasBookingId: ({ context }: Args) => context.bookingId !== null,
    isSuccess: (_: Args, { result }: ResultParams) => result === 'CHECK_IN_SUCCESS',
    canRetry: ({ context }: Args) => !context.nativeShell,
  },
  actions: {
    assignPosition: assign((_, position: Position) => ({ position })),
    assignResult: assign((_, { result }: ResultParams) => ({ result })),
    assignCallError: assign((_, { error }: RejectionParams) => ({ result: error.code, error })),
    clearResult: assign({ result: null, error: null, position: null }),
    // ── supplied by the view ──
    goBack: () => {},
    goToSearch: () => {},
  },
});

const callInput = ({ context }: Args): CheckInCallInput => ({
  id: context.bookingId ?? 0,
  latitude: context.position?.latitude ?? 0,
  longitude: context.position?.longitude ?? 0,
});

export const checkInMachine = checkInSetup.createMachine({
  id: 'checkIn',
  context: ({ input }) => ({
    bookingId: bookingIdOf(input.checkInId),
    nativeShell: input.nativeShell,
    position: null,
    result: null,
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'hasBookingId', target: 'locating' }, { target: 'leftForSearch' }],
    },
    locating: {
      invoke: {
        id: 'locate',
        src: 'locate',
        input: () => LOCATE_OPTIONS,
        onDone: { target: 'checkingIn', actions: { type: 'assignPosition', params: output<Position> } },
        onError: { target: 'failed', actions: { type: 'assignResult', params: noLocation } },
      },
    },
    checkingIn: {
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: callInput,
        onDone: [
          { guard: { type: 'isSuccess', params: answer }, target: 'succeeded', actions: { type: 'assignResult', params: answer } },
          { target: 'failed', actions: { type: 'assignResult', params: answer } },
        ],
        onError: { target: 'failed', actions: { type: 'assignCallError', params: rejection } },
      },
    },
    succeeded: {
      on: { 'checkIn.back': 'left' },
    },
    failed: {
      on: {
        'checkIn.retry': { guard: 'canRetry', target: 'locating', actions: 'clearResult' },
        'checkIn.back': 'left',
      },
    },
    /** Back where the player came from. */
    left: { type: 'final', entry: 'goBack' },
    /** No check-in id: the booking search. */
    leftForSearch: { type: 'final', entry: 'goToSearch' },
  },
});

export type CheckInMachine = typeof checkInMachine;
