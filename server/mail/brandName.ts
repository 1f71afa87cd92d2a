import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REQUEST_HEADERS, toBrand } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { appConfigs } from '#server/db/schema';

/** The calling brand's display name (x-app-id header), so white-label users get their brand's e-mails. */
export async function brandName(db: Db, request: FastifyRequest): Promise<string> {
  const brand = toBrand(request.headers[REQUEST_HEADERS.appId] as string | undefined);
  const [row] = await db.select({ name: appConfigs.name }).from(appConfigs).where(eq(appConfigs.appId, brand)).limit(1);
  return row?.name ?? 'Courtflow';
}
