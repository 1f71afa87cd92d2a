// Defaults of the booking flow (spec part 1 §9); the club's clock is the kernel's (tests/lib/dates).
import { describe, expect, it } from 'vitest';
import { CLUB_PAGE_SIZE, defaultTimespan, holdDurationMs } from '#machines/booking/booking.defaults';
import { initialBookingContext } from '#machines/booking/booking.actions';
import { bookingInput } from './fixtures/bookingData';

describe('booking defaults', () => {
  it("default timespan 60, or the sport's defaultTimeSpan; club list page size 10", () => {
    expect(defaultTimespan(null)).toBe(60);
    expect(defaultTimespan({ defaultTimeSpan: null })).toBe(60);
    expect(defaultTimespan({ defaultTimeSpan: 90 })).toBe(90);
    expect(CLUB_PAGE_SIZE).toBe(10);
  });

  it("the hold's length comes from the server's two timestamps", () => {
    expect(holdDurationMs({ preBookTimestamp: '2026-03-10T15:30:00Z', preBookExpiration: '2026-03-10T15:40:00Z' })).toBe(600_000);
    expect(holdDurationMs({ preBookTimestamp: '2026-03-10 12:30:00', preBookExpiration: '2026-03-10 12:35:00' })).toBe(300_000);
    expect(holdDurationMs({ preBookTimestamp: '2026-03-10T15:30:00Z' })).toBeNull();
    expect(holdDurationMs(null)).toBeNull();
  });

  it('the machine starts from the input clock', () => {
    const context = initialBookingContext({ input: bookingInput() });
    expect(context.search.date).toBe('2026-03-10');
    expect(context.search.time).toBe('12:30:00');
    expect(context.offeredTime).toBe('13:00:00');
    expect(context.mode).toBe('book');
  });
});
