import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingPlayers, bookings, clubs, courts, users } from '../schema';
import { SPORT_ID } from './sports';

/**
 * The demo player's past games at Vitacura: one played with the rival, one the teacher was invited to,
 * so that /profile/friends has people on it. Only the running demo server seeds them (server/main.ts):
 * the server tests count the bookings they make. Idempotent (by the bookings' idempotency keys).
 */
export async function seedDemoHistory(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['player@courtflow.test', 'rival@courtflow.test', 'teacher@courtflow.test']));
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  const [player, rival, teacher] = [id('player@courtflow.test'), id('rival@courtflow.test'), id('teacher@courtflow.test')];
  const [vitacuraRow] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, 'club-padel-vitacura'));
  const vitacura = vitacuraRow?.id;
  if (!player || !rival || !teacher || !vitacura) return;
  const [court] = await db
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.clubId, vitacura), eq(courts.sportId, SPORT_ID.padel), eq(courts.name, 'Cancha 1')));
  if (!court) return;
  const played = [
    { key: 'seed-friends-rival', day: '2026-09-12', friend: rival, friendStatus: 'CONFIRMED' as const },
    { key: 'seed-friends-teacher', day: '2026-10-03', friend: teacher, friendStatus: 'INVITED' as const },
  ];
  for (const game of played) {
    const [existing] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.createdBy, player), eq(bookings.idempotencyKey, game.key)));
    if (existing) continue;
    const startsAt = new Date(`${game.day}T22:00:00Z`);
    const [booking] = await db
      .insert(bookings)
      .values({
        userId: player,
        createdBy: player,
        clubId: vitacura,
        sportId: SPORT_ID.padel,
        courtId: court.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        localDate: game.day,
        localStartTime: '19:00:00',
        localEndTime: '20:00:00',
        timespan: 60,
        status: 'USED',
        currencyCode: 'CLP',
        amount: 0,
        onlineAmount: 0,
        idempotencyKey: game.key,
        createdAt: new Date(startsAt.getTime() - 7 * 24 * 60 * 60_000),
      })
      .returning();
    await db.insert(bookingPlayers).values([
      {
        bookingId: booking.id,
        userId: player,
        position: 0,
        amount: 0,
        onlineAmount: 0,
        status: 'CONFIRMED',
        respondedAt: booking.createdAt,
      },
      { bookingId: booking.id, userId: game.friend, position: 1, amount: 0, onlineAmount: 0, status: game.friendStatus },
    ]);
  }
}
