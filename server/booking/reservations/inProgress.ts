import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookings, clubs, courts, payments } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

// A booking in progress (spec part 1 §8 -1698): the caller has a payment still pending on a
// provider's page. The -1698 answer names it, so the player can go back to paying it or cancel it
// (PATCH /api/bookings/{id}) instead of waiting for the abandoned-payment sweep.

/** A payment pending longer than this no longer blocks new bookings. */
export const IN_PROGRESS_MINUTES = 30;

/** What -1698's details say of the booking in progress. */
export interface BookingInProgress {
  bookingId: number;
  clubId: number;
  clubName: string;
  sportId: number;
  courtId: number;
  courtName: string;
  /** Club-local 'yyyy-MM-dd' and 'HH:mm:ss'. */
  date: string;
  startTime: string;
  endTime: string;
  /** The payment's id: its status page is /webpay?webpay_id={webpay_id}. */
  webpay_id: string;
  /** The provider's page (or our status page) the payment waits on. */
  redirectURL: string | null;
}

/** The caller's latest booking whose payment is pending (within IN_PROGRESS_MINUTES), if any. */
export async function bookingInProgress(db: Db | Tx, callerId: number, now: Date): Promise<BookingInProgress | null> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      redirectURL: payments.redirectUrl,
      bookingId: bookings.id,
      clubId: bookings.clubId,
      clubName: clubs.name,
      sportId: bookings.sportId,
      courtId: bookings.courtId,
      courtName: courts.name,
      date: bookings.localDate,
      startTime: bookings.localStartTime,
      endTime: bookings.localEndTime,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        eq(payments.userId, callerId),
        eq(payments.status, 'PENDING'),
        gt(payments.createdAt, new Date(now.getTime() - IN_PROGRESS_MINUTES * 60_000)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) return null;
  const { paymentId, ...rest } = row;
  return { ...rest, webpay_id: String(paymentId) };
}
