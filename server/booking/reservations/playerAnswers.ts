import { and, eq } from 'drizzle-orm';
import { bookingContract, type EndpointDef } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, users, type PlayerStatus } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { requireClubSport } from '#server/booking/availability/loadContext';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';
import { countBookings } from './quote/facts';
import { reachedLimit } from './quote/rules';

// A named player's answers (issue 10): confirm, reject, leave. Only the player themself answers
// (anyone else: 404, as for another user's resource). Confirming counts the booking toward their
// limits from then on, so it is judged like a booking of theirs, under a lock on their user row (the
// lock bookingsv2 takes on everyone it names), so two confirmations cannot pass a limit together.

export type PlayerAnswer = 'confirm' | 'reject' | 'leave';

const ENDPOINTS: Record<PlayerAnswer, EndpointDef> = {
  confirm: bookingContract.confirmBookingPlayer,
  reject: bookingContract.rejectBookingPlayer,
  leave: bookingContract.leaveBooking,
};

/** A player no longer on the booking (declined, or left) answers nothing more. */
const GONE: PlayerStatus[] = ['REJECTED', 'DELETED'];

export interface AnswerRequest {
  bookingId: number;
  playerId: number;
  callerId: number;
  answer: PlayerAnswer;
  now: Date;
}

export async function answerInvitation(db: Db, request: AnswerRequest) {
  const { bookingId, playerId, callerId, answer, now } = request;
  const endpoint = ENDPOINTS[answer];
  // The club's rules, read before the transaction (on PGlite a read outside it would wait for it).
  const [named] = await db
    .select({ clubId: bookings.clubId, sportId: bookings.sportId })
    .from(bookingPlayers)
    .innerJoin(bookings, eq(bookings.id, bookingPlayers.bookingId))
    .where(and(eq(bookingPlayers.id, playerId), eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.userId, callerId)));
  if (!named) throw noAccess();
  const context = answer === 'confirm' ? await requireClubSport(db, named.clubId, named.sportId) : null;
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, callerId)).for('update');
    const [found] = await tx
      .select({ player: bookingPlayers, booking: bookings })
      .from(bookingPlayers)
      .innerJoin(bookings, eq(bookings.id, bookingPlayers.bookingId))
      .where(and(eq(bookingPlayers.id, playerId), eq(bookingPlayers.bookingId, bookingId)))
      .for('update', { of: bookingPlayers });
    if (!found || found.player.userId !== callerId) throw noAccess();
    const { player, booking } = found;
    const set = async (status: PlayerStatus) => {
      const [row] = await tx.update(bookingPlayers).set({ status, respondedAt: now }).where(eq(bookingPlayers.id, player.id)).returning();
      return row;
    };
    let result = player;
    if (answer === 'confirm') {
      if (GONE.includes(player.status)) throw noAccess();
      if (player.status === 'CONFIRMED') throw callFailure(endpoint, '-212');
      const over =
        (INACTIVE_BOOKING as readonly string[]).includes(booking.status) ||
        booking.status === 'USED' ||
        booking.endsAt.getTime() <= now.getTime();
      if (over) throw callFailure(endpoint, '-400', { reason: 'The booking is over, cancelled or changed' });
      if (!context) throw noAccess();
      const counts = (await countBookings(tx, [callerId], context, booking.localDate, now)).get(callerId);
      const limit = counts ? reachedLimit(context, counts, true) : null;
      if (limit) throw callFailure(endpoint, limit.code, limit.count !== null ? { count: limit.count } : undefined);
      result = await set('CONFIRMED');
    } else if (answer === 'reject') {
      if (player.status === 'CONFIRMED') throw callFailure(endpoint, '-400', { reason: 'Already confirmed: leave the booking instead' });
      if (player.status === 'INVITED') result = await set('REJECTED');
    } else {
      if (booking.createdBy === callerId)
        throw callFailure(endpoint, '-400', { reason: 'The one who made the booking cancels it instead' });
      if (player.status === 'CONFIRMED') result = await set('DELETED');
      else if (player.status === 'INVITED') result = await set('REJECTED');
    }
    // `changed`: the answer moved the player (what the one who booked is told of, after the commit).
    return { player: { id: result.id, user_id: result.userId, status: result.status }, changed: result !== player };
  });
}
