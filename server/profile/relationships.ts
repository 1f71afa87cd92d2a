import { max, sql } from 'drizzle-orm';
import type { RelationshipDto } from '#kernel/contract/profileItems';
import type { Db } from '#server/db/client';
import { queryRows, toDate } from '#server/db/rows';
import { bookings, relationshipRemovals } from '#server/db/schema';

/**
 * A player's friends (spec part 3 §2 "friends (relationships)"): everyone who was on a booking with
 * them (booked together or invited, not declined or removed from it), except a friend the player took
 * off the list, until the two are on a booking made after that (a newer booking id).
 */
export async function listRelationships(db: Db, userId: number): Promise<RelationshipDto[]> {
  const rows = await queryRows<{
    user_id: number;
    first_name: string;
    last_name: string;
    together: number;
    last_played_at: unknown;
  }>(
    db,
    sql`
    select u.id as user_id, u.first_name, u.last_name,
           count(distinct b.id)::int as together, max(b.starts_at) as last_played_at
      from booking_players me
      join bookings b on b.id = me.booking_id and b.status <> 'CANCELLED'
      join booking_players other on other.booking_id = b.id and other.user_id <> me.user_id
                                and other.status not in ('REJECTED', 'DELETED')
      join users u on u.id = other.user_id and u.closed_at is null
      left join relationship_removals r on r.user_id = me.user_id and r.friend_id = other.user_id
     where me.user_id = ${userId} and me.status not in ('REJECTED', 'DELETED')
       and (r.last_booking_id is null or b.id > r.last_booking_id)
     group by u.id, u.first_name, u.last_name
     order by max(b.starts_at) desc, u.id`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    bookingsTogether: Number(r.together),
    lastPlayedAt: toDate(r.last_played_at).toISOString(),
  }));
}

/** Takes a friend off the list; false when they are not on it (nothing changes). */
export async function removeRelationship(db: Db, userId: number, friendId: number, now: Date): Promise<boolean> {
  const friends = await listRelationships(db, userId);
  if (!friends.some((f) => f.userId === friendId)) return false;
  const [{ last }] = await db.select({ last: max(bookings.id) }).from(bookings);
  const set = { removedAt: now, lastBookingId: last ?? 0 };
  await db
    .insert(relationshipRemovals)
    .values({ userId, friendId, ...set })
    .onConflictDoUpdate({ target: [relationshipRemovals.userId, relationshipRemovals.friendId], set });
  return true;
}
