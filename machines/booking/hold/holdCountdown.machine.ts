// The hold's countdown (spec part 1 §4.1): ticks every second (named delay `tick`) from the
// hold's length and stops at zero. The reservation machine invokes it for as long as the held slot
// is being booked, restarts it when a quote brings a new hold and cancels it when a quote has
// none; a successful booking ends the reservation, which stops it. Shown as hh:mm:ss, or mm:ss
// under an hour (holdCountdown.selectors.ts).
import { assign, setup } from 'xstate';
import { TICK_MS } from '../booking.defaults';

export interface HoldCountdownInput {
  /** The hold's length; null or 0: there is no hold to count. */
  durationMs: number | null;
}

export interface HoldCountdownContext {
  remainingMs: number;
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
    /** This tick reaches zero (a partial last second counts as one). */
    isLastTick: ({ context }) => context.remainingMs <= TICK_MS,
  },
  actions: {
    restart: assign({ remainingMs: ({ event }) => (event.type === 'countdown.restart' ? Math.max(0, event.durationMs ?? 0) : 0) }),
    tickDown: assign({ remainingMs: ({ context }) => context.remainingMs - TICK_MS }),
    reachZero: assign({ remainingMs: 0 }),
  },
  delays: { tick: TICK_MS },
});

export const holdCountdownMachine = holdCountdownSetup.createMachine({
  id: 'holdCountdown',
  context: ({ input }) => ({ remainingMs: Math.max(0, input.durationMs ?? 0) }),
  initial: 'starting',
  on: {
    'countdown.restart': { target: '.starting', actions: 'restart' },
    'countdown.cancel': { target: '.cancelled', actions: 'reachZero' },
  },
  states: {
    starting: { always: [{ guard: 'hasTimeLeft', target: 'running' }, { target: 'cancelled' }] },
    running: {
      after: {
        tick: [
          { guard: 'isLastTick', target: 'expired', actions: 'reachZero' },
          { target: 'running', reenter: true, actions: 'tickDown' },
        ],
      },
    },
    /** Reached zero: stays at 00:00. */
    expired: {},
    /** No hold (none given, or a quote without one). */
    cancelled: {},
  },
});

export type HoldCountdownMachine = typeof holdCountdownMachine;
