import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { clubs, courts } from '#server/db/schema';
import { SPORT_ID } from '#server/db/seed/sports';
import type { TestServer } from './testServer';

export { SPORT_ID };

/** The id of a seeded club by its slug. */
export async function clubIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, slug));
  if (!row) throw new Error(`No club ${slug}`);
  return row.id;
}

/** The id of a seeded court by its club's slug and its name. */
export async function courtIdOf(db: Db, slug: string, name: string): Promise<number> {
  const clubId = await clubIdOf(db, slug);
  const [row] = await db
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.clubId, clubId), eq(courts.name, name)));
  if (!row) throw new Error(`No court ${name} at ${slug}`);
  return row.id;
}

export interface Player {
  id: number;
  token: string;
}

/** Logs a user in and answers id and token. */
export async function playerOf(server: TestServer, email: string): Promise<Player> {
  return { id: await server.userId(email), token: await server.login(email) };
}

export interface SlotRef {
  clubId: number;
  sportId: number;
  courtId: number;
  date: string;
  startTime: string;
  endTime: string;
}

/** POST .../block for the player. */
export function hold(server: TestServer, player: Player, slot: SlotRef, extra: Record<string, unknown> = {}) {
  const { clubId, sportId, courtId, ...body } = slot;
  return server.call('createHold', {
    token: player.token,
    params: { clubId, sportId, courtId },
    body: { userId: player.id, ...body, ...extra },
  });
}

/** A quote or booking body for one slot and its players (the first is the booking user). */
export function quoteBody(
  slot: SlotRef,
  timespan: number,
  players: (number | Record<string, unknown>)[],
  extra: Record<string, unknown> = {},
) {
  return {
    date: slot.date,
    time: slot.startTime,
    timespan,
    bookUserIds: players.map((p) => (typeof p === 'number' ? { userId: p } : p)),
    ...extra,
  };
}

export function quote(server: TestServer, player: Player, slot: SlotRef, body: Record<string, unknown>) {
  return server.call('requestQuote', {
    token: player.token,
    params: { clubId: slot.clubId, sportId: slot.sportId, courtId: slot.courtId },
    body,
  });
}

export function book(server: TestServer, player: Player, slot: SlotRef, body: Record<string, unknown>) {
  return server.call('createBooking', {
    token: player.token,
    params: { clubId: slot.clubId, sportId: slot.sportId, courtId: slot.courtId },
    body,
  });
}

/** A clock the server reads and the test moves. */
export function movableClock(start: string) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(iso: string) {
      current = new Date(iso).getTime();
    },
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
  };
}
