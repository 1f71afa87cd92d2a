import { eq } from 'drizzle-orm';
import { NOTIFICATION_ORIGINS } from '#kernel/contract/notifications';
import type { Db } from '#server/db/client';
import { bookings, clubs } from '#server/db/schema';
import { bookingTexts, type BookingNotificationType } from './bookingTexts';
import { notifyInvitations } from './invitationEvents';
import type { Notifier } from './notify';

const ORIGIN: Record<BookingNotificationType, number> = {
  bookingConfirmed: NOTIFICATION_ORIGINS.bookings,
  bookingCancelled: NOTIFICATION_ORIGINS.bookings,
  paymentApproved: NOTIFICATION_ORIGINS.payments,
  paymentRejected: NOTIFICATION_ORIGINS.payments,
};

/**
 * Notifies a booking's event to its booking user and to whoever made it (booked for someone else),
 * or only to `only` (a payment's payer). The notification opens the booking's summary.
 */
export async function notifyBookingEvent(
  notifier: Notifier | undefined,
  db: Db,
  type: BookingNotificationType,
  bookingId: number,
  only?: number,
): Promise<void> {
  if (!notifier) return;
  const [row] = await db
    .select({ booking: bookings, clubName: clubs.name })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .where(eq(bookings.id, bookingId));
  if (!row) return;
  const { booking, clubName } = row;
  const facts = { bookingId, clubName, localDate: booking.localDate, localStartTime: booking.localStartTime };
  const people = only !== undefined ? [only] : [...new Set([booking.userId, booking.createdBy])];
  for (const userId of people) {
    await notifier.notify(userId, ORIGIN[type], {
      type,
      category: 'gotoState',
      link: `/summary/${bookingId}`,
      entityId: bookingId,
      sportId: booking.sportId,
      texts: (locale) => bookingTexts(type, facts, locale),
    });
  }
  // The players the booking names hear of it once it is confirmed (not while a payment is pending).
  if (type === 'bookingConfirmed' && only === undefined) await notifyInvitations(notifier, db, bookingId);
}
