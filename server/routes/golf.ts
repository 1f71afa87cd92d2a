import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingContract as contract } from '#kernel/contract';
import { loadCrossBlocks } from '#server/booking/golf/crossBlocks';
import { releaseDispenser } from '#server/booking/golf/dispenser';
import { requestLanguage } from '#server/http/requestLanguage';
import { courts } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 1 §7: GET /api/clubs/{id}/sports/{sportId}/cross_court_blocks (the golf rounds a club sport offers) and POST /api/ancillaries/dispenser. */
export function golfRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, contract.getCrossCourtBlocks, async ({ params }) => {
    const blocks = await loadCrossBlocks(db, params.clubId, params.sportId);
    const ids = [...new Set(blocks.flatMap((b) => [b.startCourtId, b.endCourtId]))];
    const names = new Map(
      ids.length === 0
        ? []
        : (await db.select({ id: courts.id, name: courts.name }).from(courts).where(inArray(courts.id, ids))).map((c) => [c.id, c.name]),
    );
    return {
      crossCourtBlocks: blocks.map((b) => ({
        id: b.id,
        start_court_id: b.startCourtId,
        startCourtName: names.get(b.startCourtId) ?? '',
        end_court_id: b.endCourtId,
        endCourtName: names.get(b.endCourtId) ?? '',
        priority: b.priority,
        fixed_date: b.fixedDate,
        start_date: b.startDate,
        end_date: b.endDate,
        start_time: b.startTime,
        end_time: b.endTime,
      })),
    };
  });

  registerEndpoint(app, deps, contract.releaseDispenser, async ({ body, auth, request }) =>
    releaseDispenser(db, body.ancillary_booking_id, auth.id, requestLanguage(request), deps.now()),
  );
}
