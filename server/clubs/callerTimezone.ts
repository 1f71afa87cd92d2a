import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_TIMEZONE } from '#kernel/lib/dates';
import type { Db } from '#server/db/client';
import { countries } from '#server/db/schema';
import { requestCountry } from '#server/http/requestLanguage';

/** The timezone of the caller's country (x-country), else America/Santiago: club lists answer it. */
export async function callerTimezone(db: Db, request: FastifyRequest): Promise<string> {
  const country = requestCountry(request);
  const [row] = country ? await db.select({ timezone: countries.timezone }).from(countries).where(eq(countries.isoCode, country)) : [];
  return row?.timezone ?? DEFAULT_TIMEZONE;
}
