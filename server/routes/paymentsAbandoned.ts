import type { FastifyInstance } from 'fastify';
import { bookingContract, type EndpointDef } from '../../src/api/contract';
import type { ServerDeps } from '../deps';

/**
 * Court and seat availability never counts an abandoned payment. An exclusive court's claim carries
 * the payment's expiry and stops counting by itself; a capacity court's seats are counted from the
 * booking rows, which know nothing of a payment's expiry. So before the calls that count or take
 * seats, the open payments past their expiry (anyone's) are settled (server/payments/gateway.ts
 * releaseExpired): abandoned, they release their bookings' seats and courts in the same transaction.
 * Usually one indexed read that finds nothing; no timer, and every instance does the same.
 */
const COUNTING: EndpointDef[] = [bookingContract.getClubTimeslots, bookingContract.searchTimeslots, bookingContract.getSchedule, bookingContract.createHold];

export function paymentsAbandonedRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const routes = new Set(COUNTING.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  app.addHook('preHandler', async (request) => {
    if (!routes.has(`${request.method} ${request.routeOptions.url}`)) return;
    try {
      await deps.payments.releaseExpired();
    } catch (error) {
      // A provider or database hiccup here must not fail the search; the next call sweeps again.
      request.log.warn({ err: error }, 'sweeping abandoned payments failed');
    }
  });
}
