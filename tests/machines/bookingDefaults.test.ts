// Defaults of the booking flow (spec part 1 §9), computed in the club's timezone from the input clock.
import { describe, expect, it } from 'vitest';
import {
  bookingTimeOptions,
  CLUB_PAGE_SIZE,
  clubClock,
  clubLocalToEpoch,
  defaultOfferedTime,
  defaultSearchTime,
  defaultTimespan,
  holdDurationMs,
  isCalendarDate,
} from '#machines/booking/booking.defaults';
import { initialBookingContext } from '#machines/booking/booking.actions';
import { bookingInput, NOW } from './fixtures/bookingData';

describe('booking defaults', () => {
  it("the club's clock: the same instant in Santiago, Madrid and Sydney", () => {
    expect(clubClock(NOW, 'America/Santiago')).toEqual({ date: '2026-03-10', time: '12:30:00' });
    expect(clubClock(NOW, 'Europe/Madrid')).toEqual({ date: '2026-03-10', time: '16:30:00' });
    expect(clubClock(NOW, 'Australia/Sydney')).toEqual({ date: '2026-03-11', time: '02:30:00' });
    expect(clubClock(NOW, 'Not/AZone')).toEqual(clubClock(NOW, 'America/Santiago'));
  });

  it('default search time is now; offered time is the next full hour', () => {
    expect(defaultSearchTime(NOW, 'America/Santiago')).toBe('12:30:00');
    expect(defaultOfferedTime(NOW, 'America/Santiago')).toBe('13:00:00');
    expect(defaultOfferedTime(Date.parse('2026-03-10T15:00:00Z'), 'America/Santiago')).toBe('13:00:00');
    expect(defaultOfferedTime(Date.parse('2026-03-11T02:10:00Z'), 'America/Santiago')).toBe('00:00:00');
  });

  it('time options: half-hour steps 08:00:00 to 23:00:00', () => {
    const options = bookingTimeOptions();
    expect(options).toHaveLength(31);
    expect(options.slice(0, 3)).toEqual(['08:00:00', '08:30:00', '09:00:00']);
    expect(options.at(-1)).toBe('23:00:00');
  });

  it("default timespan 60, or the sport's defaultTimeSpan; club list page size 10", () => {
    expect(defaultTimespan(null)).toBe(60);
    expect(defaultTimespan({ defaultTimeSpan: null })).toBe(60);
    expect(defaultTimespan({ defaultTimeSpan: 90 })).toBe(90);
    expect(CLUB_PAGE_SIZE).toBe(10);
  });

  it('club-local date-times read in the club timezone, across a DST change', () => {
    expect(clubLocalToEpoch('2026-03-10 12:30:00', 'America/Santiago')).toBe(NOW);
    // Santiago leaves summer time on 2026-04-05: 12:00 is UTC-3 before and UTC-4 after.
    expect(clubLocalToEpoch('2026-04-04 12:00:00', 'America/Santiago')).toBe(Date.parse('2026-04-04T15:00:00Z'));
    expect(clubLocalToEpoch('2026-04-06 12:00:00', 'America/Santiago')).toBe(Date.parse('2026-04-06T16:00:00Z'));
    expect(clubLocalToEpoch('2026-03-10 16:30:00', 'Europe/Madrid')).toBe(NOW);
    expect(clubLocalToEpoch('yesterday', 'Europe/Madrid')).toBeNull();
  });

  it("the hold's length comes from the server's two timestamps", () => {
    expect(holdDurationMs({ preBookTimestamp: '2026-03-10T15:30:00Z', preBookExpiration: '2026-03-10T15:40:00Z' })).toBe(600_000);
    expect(holdDurationMs({ preBookTimestamp: '2026-03-10 12:30:00', preBookExpiration: '2026-03-10 12:35:00' })).toBe(300_000);
    expect(holdDurationMs({ preBookTimestamp: '2026-03-10T15:30:00Z' })).toBeNull();
    expect(holdDurationMs(null)).toBeNull();
  });

  it('calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2026')).toBe(false);
  });

  it('the machine starts from the input clock', () => {
    const context = initialBookingContext({ input: bookingInput() });
    expect(context.search.date).toBe('2026-03-10');
    expect(context.offeredTime).toBe('13:00:00');
    expect(context.mode).toBe('book');
  });
});
