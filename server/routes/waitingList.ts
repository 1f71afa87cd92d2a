import type { FastifyInstance } from 'fastify';
import { bookingContract as contract } from '#kernel/contract';
import { joinWaitingList, listWaitingLists, revokeWaitingList } from '#server/booking/waitingList/entries';
import { notifyFreedSlots } from '#server/booking/waitingList/freedSlots';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

/**
 * Spec part 1 §7 POST /api/waiting_list and part 3 §7 user_lists and revoke. The freed slots are told
 * by a job (server/main.ts) and, so that a cancel is heard at once, after every successful call that
 * writes (a cancel, an exchange, a payment's outcome): usually one indexed read that finds nothing.
 */
export function waitingListRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, contract.requestWaitingList, async ({ body, auth }) => {
    // The body names the waiting player: only the caller may put themselves on a list.
    if (body.userId !== auth.id) throw noAccess();
    const now = deps.now();
    const id = await joinWaitingList(db, body, now);
    const [entry] = await listWaitingLists(db, auth.id, now, id);
    return { result: 'OK' as const, entry };
  });

  registerEndpoint(app, deps, contract.listWaitingLists, async ({ auth }) => ({
    waitingLists: await listWaitingLists(db, auth.id, deps.now()),
  }));

  registerEndpoint(app, deps, contract.revokeWaitingList, async ({ params, auth }) => {
    const now = deps.now();
    if (!(await revokeWaitingList(db, auth.id, params.id, now))) throw noAccess();
    return { waitingLists: await listWaitingLists(db, auth.id, now) };
  });

  let running: Promise<void> | null = null;
  let again = false;
  const tell = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = notifyFreedSlots(db, deps.notifier, deps.now())
      .then(
        () => {},
        (error: unknown) => deps.log.warn({ err: error }, 'telling waiting lists failed'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tell();
        }
      });
  };
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) tell();
  });
  app.addHook('onClose', async () => {
    again = false;
    await running;
  });
}
