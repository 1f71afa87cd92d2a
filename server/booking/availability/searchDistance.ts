import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REQUEST_HEADERS, toBrand } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { appConfigs } from '#server/db/schema';

/** The calling brand's searchMaxDistance in km (App-Id header; 50 when unknown). */
export async function searchMaxDistance(db: Db, request: FastifyRequest): Promise<number> {
  const brand = toBrand(request.headers[REQUEST_HEADERS.appId] as string | undefined);
  const [row] = await db.select({ km: appConfigs.searchMaxDistance }).from(appConfigs).where(eq(appConfigs.appId, brand));
  return row?.km ?? 50;
}
