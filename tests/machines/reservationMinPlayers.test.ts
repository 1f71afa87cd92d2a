// The free-booking min-players notice (spec part 2 §3) is for a free booking only: a change of a
// booking that leaves nothing to pay was paid for already, and shows no notice (issue 16's bug).
import { describe, expect, it } from 'vitest';
import { minPlayersRule, type ReservationSnapshot } from '#machines/booking/reservation/reservation.selectors';

const snapshotOf = (mode: 'book' | 'exchange', pay: number) =>
  ({
    context: {
      mode,
      sport: { minPlayers: 4, expireFreeBookingMinPlayers: 'Y', minPlayersHoursBefore: 2, msgNeedMinInvites: null },
      quote: { bookingActions: { paymentAmounts: { pay, downpay: 0 } } },
    },
  }) as unknown as ReservationSnapshot;

describe('the min-players notice', () => {
  it('shows for a free booking, not for a paid one', () => {
    expect(minPlayersRule(snapshotOf('book', 0))).toMatchObject({ minPlayers: 4, expires: true, hoursBefore: 2 });
    expect(minPlayersRule(snapshotOf('book', 20000))).toBeNull();
  });
  it('does not show when an exchange leaves nothing to pay', () => {
    expect(minPlayersRule(snapshotOf('exchange', 0))).toBeNull();
  });
});
