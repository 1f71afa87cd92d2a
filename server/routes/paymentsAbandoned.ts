import type { FastifyInstance } from 'fastify';
import { bookingContract, type EndpointDef } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { SWEEP_LIMIT } from '#server/payments/gateway';

/**
 * Court and seat availability never counts an abandoned payment. An exclusive court's claim carries
 * the payment's expiry and stops counting by itself; a capacity court's seats are counted from the
 * booking rows, which know nothing of a payment's expiry. So before the calls that count or take
 * seats, the open payments past their expiry (anyone's) are settled (server/payments/gateway.ts
 * releaseExpired): abandoned, they release their bookings' seats and courts in the same transaction.
 * Usually one indexed read that finds nothing; no timer, and every instance does the same.
 *
 * A payment only becomes abandoned by the clock passing its expiry, so one sweep serves every call of
 * the same second: calls during a sweep wait for it, and a sweep less than SWEEP_EVERY_MS ago (on the
 * server's clock) is not repeated unless it stopped at its limit. At 50 concurrent searches that was
 * half of the statements of a club timeslots call.
 */
const SWEEP_EVERY_MS = 1000;
const COUNTING: EndpointDef[] = [
  bookingContract.getClubTimeslots,
  bookingContract.searchTimeslots,
  bookingContract.getSchedule,
  bookingContract.createHold,
];

export function paymentsAbandonedRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const routes = new Set(COUNTING.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  let sweptAt = Number.NEGATIVE_INFINITY;
  let sweeping: Promise<void> | null = null;
  const sweep = async (log: { warn(details: object, message: string): void }) => {
    const startedAt = deps.now().getTime();
    try {
      const settled = await deps.payments.releaseExpired();
      // A full sweep may have left more behind: the next call sweeps again.
      sweptAt = settled >= SWEEP_LIMIT ? Number.NEGATIVE_INFINITY : startedAt;
    } catch (error) {
      // A provider or database hiccup here must not fail the search; the next call sweeps again.
      log.warn({ err: error }, 'sweeping abandoned payments failed');
    }
  };
  app.addHook('preHandler', async (request) => {
    if (!routes.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (!sweeping && deps.now().getTime() - sweptAt < SWEEP_EVERY_MS) return;
    sweeping ??= sweep(request.log).finally(() => (sweeping = null));
    await sweeping;
  });
}
