// The hold countdown: its own model, and the countdown inside a reservation on vitest's fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { formatCountdown } from '#kernel/lib/dates';
import { TICK_MS } from '#machines/booking/booking.defaults';
import { holdCountdownMachine } from '#machines/booking/hold/holdCountdown.machine';
import { countdownText, holdExpired } from '#machines/booking/hold/holdCountdown.selectors';
import * as view from '#machines/booking/reservation/reservation.selectors';
import { describeModel } from './support/modelTest';
import { hold, quote, quotes, reservationInput } from './fixtures/bookingData';
import { flush, startReservation } from './fixtures/bookingDriver';

describeModel(holdCountdownMachine, {
  name: 'booking hold countdown',
  inputs: { twoSeconds: { durationMs: 2000 }, noHold: { durationMs: null }, ranOut: { durationMs: null, expired: true } },
  events: {
    'countdown.restart': [
      { type: 'countdown.restart', durationMs: 1500 },
      { type: 'countdown.restart', durationMs: null },
    ],
    'countdown.cancel': [{ type: 'countdown.cancel' }],
  },
  outputs: {},
  errors: {},
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'a one-second hold shows 00:01, then 00:00 and stops',
      input: { durationMs: 1000 },
      steps: [
        { check: ({ snapshot }) => expect(countdownText(snapshot)).toBe('00:01') },
        { wait: TICK_MS - 1 },
        { check: ({ snapshot }) => expect(countdownText(snapshot)).toBe('00:01') },
        { wait: 1 },
        { check: ({ snapshot }) => expect(countdownText(snapshot)).toBe('00:00') },
        { wait: 10 * TICK_MS },
      ],
      end: 'expired',
      context: { remainingMs: 0 },
    },
  ],
});

describe('countdown text', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [59_000, '00:59'],
    [3_599_000, '59:59'],
    [3_600_000, '01:00:00'],
    [36_000_000 + 61_000, '10:01:01'],
  ])('%s ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

describe('the countdown of a reservation (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('ticks every second from the hold, shows 00:01 then 00:00 and stops at zero', async () => {
    // hold: preBookTimestamp .. preBookExpiration = 2 s; the quote brings no new hold window.
    const run = startReservation(reservationInput({ hold }), {
      quote: { ...quote(), preBookTimestamp: hold.preBookTimestamp, preBookExpiration: hold.preBookExpiration },
    });
    await flush();
    expect(view.countdown(run.snapshot())).toBe('00:02');
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(view.countdown(run.snapshot())).toBe('00:01');
    expect(view.isHoldExpired(run.snapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(view.countdown(run.snapshot())).toBe('00:00');
    expect(view.isHoldExpired(run.snapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * TICK_MS);
    expect(view.countdown(run.snapshot())).toBe('00:00');
    // The summary stays usable; the booking call has the last word on an expired hold.
    expect(view.screen(run.snapshot())).toBe('summary');
  });

  it('a quote without preBookTimestamp/preBookExpiration cancels the countdown', async () => {
    const run = startReservation(reservationInput({ hold }), { quote: quotes.free });
    await flush();
    expect(view.countdown(run.snapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(5 * TICK_MS);
    expect(view.countdown(run.snapshot())).toBeNull();
  });

  it('a quote with a hold restarts the countdown from it (5 minutes: 05:00)', async () => {
    const run = startReservation(reservationInput({ hold }), { quote: quotes.paid });
    await flush();
    expect(view.countdown(run.snapshot())).toBe('05:00');
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(view.countdown(run.snapshot())).toBe('04:59');
  });

  it('a successful booking stops the countdown (the reservation ends)', async () => {
    const longHold = { preBookTimestamp: '2026-03-10T15:30:00Z', preBookExpiration: '2026-03-10T15:40:00Z' };
    const run = startReservation(reservationInput({ hold: longHold }), { quote: { ...quote(), ...longHold } });
    await flush();
    const countdown = run.snapshot().children.holdCountdown!;
    run.actor.send({ type: 'booking.book' });
    await flush(6);
    expect(run.snapshot().status).toBe('done');
    expect(run.snapshot().output).toEqual({ result: 'completed', bookingId: 99, payment: 'summary' });
    const left = countdown.getSnapshot().context.remainingMs;
    await vi.advanceTimersByTimeAsync(5 * TICK_MS);
    expect(countdown.getSnapshot().context.remainingMs).toBe(left);
  });

  it('a hold that already ran out (a reload after its time) starts at 00:00, expired', () => {
    const actor = createActor(holdCountdownMachine, { input: { durationMs: null, expired: true } }).start();
    expect(countdownText(actor.getSnapshot())).toBe('00:00');
    expect(holdExpired(actor.getSnapshot())).toBe(true);
  });

  it('after the countdown reached zero, a quote without a hold keeps it at 00:00 (confirm now), it does not vanish', async () => {
    const run = startReservation(reservationInput({ hold }), {
      quote: { ...quote(), preBookTimestamp: hold.preBookTimestamp, preBookExpiration: hold.preBookExpiration },
    });
    await flush();
    await vi.advanceTimersByTimeAsync(3 * TICK_MS);
    expect(view.isHoldExpired(run.snapshot())).toBe(true);
    run.snapshot().children.holdCountdown!.send({ type: 'countdown.cancel' });
    expect(view.countdown(run.snapshot())).toBe('00:00');
    expect(view.isHoldExpired(run.snapshot())).toBe(true);
  });

  it('no hold at all: no countdown', () => {
    const actor = createActor(holdCountdownMachine, { input: { durationMs: null } }).start();
    expect(countdownText(actor.getSnapshot())).toBeNull();
    expect(holdExpired(actor.getSnapshot())).toBe(false);
  });
});
