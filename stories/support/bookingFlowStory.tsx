import type { StoryObj } from '@storybook/react-vite';
import type { BookingActor } from '#features/booking/flow/bookingFlow';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { FlowView } from '../../tests/dom/booking/flowView';
import { screenStory } from './screenStory';

/** The route each screen of the booking flow is shown under (its header title and back rule). */
const ROUTES = {
  search: { routeId: 'book.search', url: '/book/search' },
  slots: { routeId: 'book.slots', url: '/book/slots' },
  slotsClubs: { routeId: 'book.slots-clubs', url: '/book/slots-clubs' },
  reservation: { routeId: 'book.summary', url: '/book/summary' },
} as const;

/**
 * A story of the booking flow: `reach` starts the real booking machine with fake actors
 * (tests/dom/booking/flowFakes.ts) and drives it with its events to the state shown.
 */
export function bookingFlowStory(route: keyof typeof ROUTES, reach: () => Promise<{ actor: BookingActor }>): StoryObj {
  return screenStory(async (language) => {
    const { actor } = await reach();
    const View = () => <FlowView actor={actor} />;
    return (await createScreenHarness(View, { ...ROUTES[route], language })).element;
  });
}
