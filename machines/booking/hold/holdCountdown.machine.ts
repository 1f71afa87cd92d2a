// The hold's countdown (spec part 1 §4.1): ticks every second (named delay `tick`) from the
// hold's length and stops at zero. The reservation machine invokes it for as long as the held slot
// is being booked, restarts it when a quote brings a new hold and cancels it when a quote has
// none; a successful booking ends the reservation, which stops it. Shown as hh:mm:ss, or mm:ss
// under an hour (holdCountdown.selectors.ts). Once at zero it stays at 00:00 ("confirm now"): a quote
// without a hold no longer hides it, and a reload after the hold ran out starts there (input expired).
import { assign, setup } from 'xstate';
import { TICK_MS } from '../booking.defaults';

export interface HoldCountdownInput {
  /** The hold's length; null or 0: there is no hold to count. */
  durationMs: number | null;
  /** The hold already ran out (a reload after its time): the clock starts at 00:00. */
  expired?: boolean;
}

export interface HoldCountdownContext {
  remainingMs: number;
  /** Given as already run out (input expired), until a restart. */
  ranOut: boolean;
}

export type HoldCountdownEvent = { type: 'countdown.restart'; durationMs: number | null } | { type: 'countdown.cancel' };

export const holdCountdownSetup = setup({
  types: {
    context: {} as HoldCountdownContext,
    events: {} as HoldCountdownEvent,
    input: {} as HoldCountdownInput,
  },
  guards: {
    hasTimeLeft: ({ context }) => context.remainingMs > 0,
    ranOut: ({ context }) => context.ranOut,
    /** This tick reaches zero (a partial last second counts as one). */
    isLastTick: ({ context }) => context.remainingMs <= TICK_MS,
  },
  actions: {
    restart: assign({
      remainingMs: ({ event }) => (event.type === 'countdown.restart' ? Math.max(0, event.durationMs ?? 0) : 0),
      ranOut: false,
    }),
    tickDown: assign({ remainingMs: ({ context }) => context.remainingMs - TICK_MS }),
    reachZero: assign({ remainingMs: 0 }),
  },
  delays: { tick: TICK_MS },
});

export const holdCountdownMachine = holdCountdownSetup.createMachine({
  id: 'holdCountdown',
  context: ({ input }) => ({ remainingMs: input.expired ? 0 : Math.max(0, input.durationMs ?? 0), ranOut: input.expired === true }),
  initial: 'starting',
  on: {
    'countdown.restart': { target: '.starting', actions: 'restart' },
    'countdown.cancel': { target: '.cancelled', actions: 'reachZero' },
  },
  states: {
    starting: { always: [{ guard: 'hasTimeLeft', target: 'running' }, { guard: 'ranOut', target: 'expired' }, { target: 'cancelled' }] },
    running: {
      after: {
        tick: [
          { guard: 'isLastTick', target: 'expired', actions: 'reachZero' },
          { target: 'running', reenter: true, actions: 'tickDown' },
        ],
      },
    },
    /** Reached zero: stays at 00:00, also when a quote comes without a hold (only a new hold restarts it). */
    expired: { on: { 'countdown.cancel': {} } },
    /** No hold (none given, or a quote without one). */
    cancelled: {},
  },
});

export type HoldCountdownMachine = typeof holdCountdownMachine;
