import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseClockAt, serverClock } from '#server/clock';

afterEach(() => vi.useRealTimers());

describe('the server clock (CLOCK_AT)', () => {
  it('is the real clock without a start instant', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z') });
    expect(serverClock(null)().toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });

  it('starts at the given instant and runs on from there', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z') });
    const now = serverClock(new Date('2026-11-25T17:30:00Z'));
    expect(now().toISOString()).toBe('2026-11-25T17:30:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(now().toISOString()).toBe('2026-11-25T17:31:30.000Z');
  });

  it('reads an ISO instant with its offset, and refuses other text and production', () => {
    expect(parseClockAt(undefined, false)).toBeNull();
    expect(parseClockAt(' ', false)).toBeNull();
    expect(parseClockAt('2026-11-25T14:30:00-03:00', false)?.toISOString()).toBe('2026-11-25T17:30:00.000Z');
    expect(() => parseClockAt('tomorrow', false)).toThrow(/not an ISO 8601 instant/);
    expect(() => parseClockAt('2026-11-25', false)).toThrow(/not an ISO 8601 instant/);
    expect(() => parseClockAt('2026-11-25T14:30:00-03:00', true)).toThrow(/refused in production/);
  });
});
