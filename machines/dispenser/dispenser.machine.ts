// The golf ball dispenser scan (spec part 1 §5, §7 POST /api/ancillaries/dispenser), offered on the
// summary of a booking with dispenser extras (a bucket of balls). Inside the native app the shell's
// scanner reads the dispenser's QR code; in a browser the player types the code printed under it.
// Only the one valid dispenser code is accepted ('The QR code read is not valid' otherwise).
//
//   ready      dispenser.scan (app) → scanning; dispenser.type {code} keeps the typed code;
//              dispenser.submit → releasing when it is the dispenser's code, else ready with 'not valid'
//   scanning   the shell's scanner → releasing (the valid code) / ready with 'not valid' (another
//              code) / ready, nothing said (the scan was cancelled)
//   releasing  POST /api/ancillaries/dispenser → released (title, message) / ready with the code's message
//   released   final: the dispenser's answer
import { assign, setup } from 'xstate';
import { isDispenserCode } from '#kernel/lib/golf/dispenser';
import type { ActorError } from '#kernel/lib/errors';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';

export interface DispenserInput {
  /** The booking whose dispenser extras are handed out (ancillary_booking_id). */
  bookingId: number;
  /** 'app': the native shell scans; 'web': the code is typed. */
  platform: 'web' | 'app';
}

export interface DispenserAnswer {
  title: string;
  message: string;
  quantity: number;
}

export interface DispenserContext extends DispenserInput {
  /** What the player typed (web). */
  code: string;
  /** The last scan or typed code was not the dispenser's. */
  invalid: boolean;
  error: ActorError | null;
  answer: DispenserAnswer | null;
}

export type DispenserEvent =
  { type: 'dispenser.scan' } | { type: 'dispenser.type'; code: string } | { type: 'dispenser.submit' } | { type: 'error.dismiss' };

export interface ReleaseDispenserInput {
  bookingId: number;
}

const read = ({ event }: { event: { output: string } }) => event.output;

export const dispenserMachine = setup({
  types: {
    context: {} as DispenserContext,
    events: {} as DispenserEvent,
    input: {} as DispenserInput,
    output: {} as DispenserAnswer | null,
  },
  actors: {
    /** The native shell's QR scanner: what it read; rejects when cancelled or unavailable. */
    scanQr: placeholder<string, void>('dispenser', 'scanQr'),
    /** POST /api/ancillaries/dispenser */
    releaseDispenser: placeholder<DispenserAnswer, ReleaseDispenserInput>('dispenser', 'releaseDispenser'),
  },
  guards: {
    isApp: ({ context }) => context.platform === 'app',
    typedDispenserCode: ({ context }) => isDispenserCode(context.code),
    readDispenserCode: (_, code: string) => isDispenserCode(code),
  },
  actions: {
    assignCode: assign(({ event }) => (event.type === 'dispenser.type' ? { code: event.code, invalid: false } : {})),
    markInvalid: assign({ invalid: true, error: null }),
    clearMessages: assign({ invalid: false, error: null }),
    assignAnswer: assign((_, answer: DispenserAnswer) => ({ answer })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
}).createMachine({
  id: 'dispenser',
  context: ({ input }) => ({ ...input, code: '', invalid: false, error: null, answer: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'dispenser.scan': { guard: 'isApp', target: 'scanning', actions: 'clearMessages' },
        'dispenser.type': { actions: 'assignCode' },
        'dispenser.submit': [{ guard: 'typedDispenserCode', target: 'releasing', actions: 'clearMessages' }, { actions: 'markInvalid' }],
        'error.dismiss': { actions: 'clearMessages' },
      },
    },
    scanning: {
      invoke: {
        id: 'scanQr',
        src: 'scanQr',
        onDone: [
          { guard: { type: 'readDispenserCode', params: read }, target: 'releasing' },
          { target: 'ready', actions: 'markInvalid' },
        ],
        // Cancelled (or no scanner): back, nothing said.
        onError: 'ready',
      },
    },
    releasing: {
      invoke: {
        id: 'releaseDispenser',
        src: 'releaseDispenser',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: { target: 'released', actions: { type: 'assignAnswer', params: output<DispenserAnswer> } },
        onError: { target: 'ready', actions: { type: 'assignError', params: rejection } },
      },
    },
    released: { type: 'final' },
  },
  output: ({ context }) => context.answer,
});

export type DispenserMachine = typeof dispenserMachine;
