// The booking flow of flowFakes.ts rendered as the app renders it: Lingui, the runtime, a router, the
// visit's actor in context.
import type { ApiClient } from '#api/client';
import type { BookingActor } from '#features/booking/flow/bookingFlow';
import { renderScreen } from '../support/renderScreen';
import { FlowView } from './flowView';
import { atSlots, screenOf, type Fakes } from './flowFakes';

export * from './flowFakes';

/** Renders the flow's screens as the booking route does (a route of the table for the header, the app's cashier). */
export function renderFlow(
  actor: BookingActor,
  options: { routeId?: string; url?: string; api?: Partial<ApiClient>; language?: string } = {},
) {
  const Flow = () => <FlowView actor={actor} />;
  return renderScreen(Flow, {
    routeId: options.routeId ?? 'book.search',
    url: options.url ?? '/book/search',
    api: options.api,
    language: options.language,
  });
}

/** Lazy screens load their chunk the first time: allow for it. */
export const slow = { timeout: 5000 };

/** Holds Cancha 1 at 19:00 and renders the reservation. */
export async function atSummary(fakes: Fakes = {}, language?: string) {
  const flow = await atSlots(fakes);
  flow.actor.send({ type: 'slot.select', slot: flow.actor.getSnapshot().context.timeslots[1] });
  await screenOf(flow.actor, 'reservation');
  await renderFlow(flow.actor, { routeId: 'book.summary', url: '/book/summary', language });
  return flow;
}
