import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_ORIGINS } from '#kernel/contract/notifications';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, clubs, users } from '#server/db/schema';
import { invitationAnsweredTexts, invitationReceivedTexts, type InvitationAnswer } from './invitationTexts';
import type { Notifier } from './notify';

// Invitations are part of a booking: they follow the bookings origin's preferences.
const ORIGIN = NOTIFICATION_ORIGINS.bookings;

async function bookingOf(db: Db, bookingId: number) {
  const [row] = await db
    .select({ booking: bookings, clubName: clubs.name })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const { booking, clubName } = row;
  return { booking, facts: { bookingId, clubName, localDate: booking.localDate, localStartTime: booking.localStartTime } };
}

const nameOf = async (db: Db, userId: number) => {
  const [row] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.first} ${row.last}`.trim() : '';
};

/** Once a booking is confirmed, each player it names and who has not answered yet is told (opens /bookings to answer). */
export async function notifyInvitations(notifier: Notifier | undefined, db: Db, bookingId: number): Promise<void> {
  if (!notifier) return;
  const found = await bookingOf(db, bookingId);
  if (!found) return;
  const invited = await db
    .select({ userId: bookingPlayers.userId })
    .from(bookingPlayers)
    .where(and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.status, 'INVITED')));
  if (invited.length === 0) return;
  const inviter = await nameOf(db, found.booking.createdBy);
  for (const { userId } of invited) {
    await notifier.notify(userId, ORIGIN, {
      type: 'invitationReceived',
      category: 'gotoState',
      link: '/bookings',
      entityId: bookingId,
      sportId: found.booking.sportId,
      texts: (locale) => invitationReceivedTexts(found.facts, inviter, locale),
    });
  }
}

/** A named player answered: the one who made the booking is told (opens the booking's summary). */
export async function notifyInvitationAnswer(
  notifier: Notifier | undefined,
  db: Db,
  bookingId: number,
  playerUserId: number,
  answer: InvitationAnswer,
): Promise<void> {
  if (!notifier) return;
  const found = await bookingOf(db, bookingId);
  if (!found || found.booking.createdBy === playerUserId) return;
  const player = await nameOf(db, playerUserId);
  await notifier.notify(found.booking.createdBy, ORIGIN, {
    type: 'invitationAnswered',
    category: 'gotoState',
    link: `/summary/${bookingId}`,
    entityId: bookingId,
    sportId: found.booking.sportId,
    texts: (locale) => invitationAnsweredTexts(found.facts, player, answer, locale),
  });
}
