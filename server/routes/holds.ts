import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { isEnabledAt } from '#server/booking/availability/clubDirectory';
import { courtOf, holdNotAvailable, resolveSlot } from '#server/booking/availability/findSlot';
import { ownBookingOver } from '#server/booking/reservations/claims';
import { createHold, HoldRefused, releaseHold } from '#server/booking/reservations/holds';
import { roundSlot } from '#server/booking/golf/roundSlot';
import { requireClubSport } from '#server/booking/availability/loadContext';
import { accessRefusal } from '#server/booking/availability/sportBlocks';
import { holds } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 1 §4.1 step 3: the pre-block (hold) and its release (our decision: the spec shows no call). */
export function holdRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const endpoint = bookingContract.createHold;

  registerEndpoint(app, deps, endpoint, async ({ params, body, auth }) => {
    if (body.userId !== auth.id) throw noAccess();
    const context = await requireClubSport(db, params.clubId, params.sportId);
    const court = courtOf(context, params.courtId);
    if (context.club.dummy || !(await isEnabledAt(db, context.club, auth.id))) throw callFailure(endpoint, '-375');
    const now = deps.now();
    // The club disabled the caller, or a sport block lasts (spec part 1 §6).
    const refusal = await accessRefusal(db, context.club.id, context.config.sportId, auth.id, now);
    if (refusal) throw callFailure(endpoint, '-375', refusal);
    const nine = resolveSlot(context, court, { date: body.date, startTime: body.startTime, endTime: body.endTime }, now, holdNotAvailable);
    // Golf 18 holes: the whole round (its start court, then its end court), held all or nothing.
    const slot = body.isElegibleForCrossBlock ? await roundSlot(db, context, nine, auth.id, now, holdNotAvailable) : nine;
    const seats = body.seats ?? 1;
    if (court.capacity === null ? body.seats !== undefined && body.seats !== 1 : seats > (court.maxCapacityPerBooking ?? court.capacity)) {
      throw callFailure(endpoint, '-99');
    }
    try {
      const lengthMs = deps.settings.holdSeconds ? deps.settings.holdSeconds * 1000 : null;
      const hold = await createHold(db, {
        context,
        slot,
        userId: auth.id,
        seats,
        idempotencyKey: body.idempotencyKey ?? null,
        now,
        lengthMs,
      });
      // The answer's timestamp is the server's clock now (as the quote's): expiration minus timestamp is
      // the time left, also when the same hold is answered again (a reload, a second tab).
      return { holdId: hold.id, preBookTimestamp: now.toISOString(), preBookExpiration: hold.expiresAt.toISOString() };
    } catch (error) {
      if (error instanceof HoldRefused) {
        const range = { courtId: court.id, startsAt: slot.grid.startsAt, endsAt: slot.grid.endsAt };
        const own = error.reason === 'taken' ? await ownBookingOver(db, range, auth.id) : null;
        throw callFailure(endpoint, '-99', own ? { reason: 'ownBooking', bookingId: own } : { reason: error.reason });
      }
      throw error;
    }
  });

  registerEndpoint(app, deps, bookingContract.releaseHold, async ({ params, auth }) => {
    const [hold] = await db.select({ userId: holds.userId }).from(holds).where(eq(holds.id, params.holdId));
    if (!hold || hold.userId !== auth.id) throw noAccess();
    return { released: await releaseHold(db, auth.id, params.holdId) };
  });

  registerEndpoint(app, deps, bookingContract.releaseSlotHold, async ({ params, query, auth }) => {
    const found = await db
      .select({ id: holds.id })
      .from(holds)
      .where(
        and(
          eq(holds.userId, auth.id),
          eq(holds.clubId, params.clubId),
          eq(holds.sportId, params.sportId),
          eq(holds.courtId, params.courtId),
          eq(holds.localDate, query.date),
          eq(holds.localStartTime, query.startTime),
          eq(holds.state, 'held'),
        ),
      );
    let released = false;
    for (const hold of found) released = (await releaseHold(db, auth.id, hold.id)) || released;
    return { released };
  });
}
