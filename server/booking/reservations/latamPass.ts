import { eq } from 'drizzle-orm';
import { COMMON_ERRORS } from '#kernel/contract';
import type { BookUserEntryDto } from '#kernel/contract/booking';
import { latamPassAccountId, specialCharFilter } from '#kernel/lib/validators/latamPass';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { ApiFailure } from '#server/http/apiFailure';
import type { ClubSportContext } from '#server/booking/availability/clubContext';

const notValid = (sent: string, filtered: string) =>
  new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, 'Not a LATAM Pass account id (8–20 letters and digits)', {
    field: 'LATAMPASSAccountId',
    sent,
    filtered,
  });

/**
 * An account id as sent (any spaces, dashes or lower case): filtered, then checked; null or empty
 * after the filter is "none".
 */
export function checkedAccountId(sent: string | null | undefined): string | null {
  if (sent === null || sent === undefined) return null;
  const filtered = specialCharFilter(sent);
  if (filtered === '') return null;
  const id = latamPassAccountId(filtered);
  if (id === null) throw notValid(sent, filtered);
  return id;
}

/**
 * Each entry's LATAM Pass account id (filtered and checked), by position; an id at a club sport that
 * does not take LATAM Pass is -400 too — the club could not credit it.
 */
export function entryAccountIds(context: ClubSportContext, entries: BookUserEntryDto[]): (string | null)[] {
  const ids = entries.map((e) => checkedAccountId(e.LATAMPASSAccountId));
  const sent = ids.find((id) => id !== null);
  if (sent !== undefined && !context.config.latamPassEnabled)
    throw new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, 'This club does not take LATAM Pass', { field: 'LATAMPASSAccountId' });
  return ids;
}

export async function savedAccountId(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ id: users.latamPassAccountId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

export async function saveAccountId(db: Db | Tx, userId: number, accountId: string | null): Promise<string | null> {
  await db.update(users).set({ latamPassAccountId: accountId }).where(eq(users.id, userId));
  return accountId;
}
