import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useCurrentRoute } from '#shell/layout/useCurrentRoute';
import { Screen } from '#shell/layout/Screen';
import { Loader } from '#ui/Loader';

/*
 * The booking area's discovery pages (sports, club information, news, maps) behind one entry of the
 * route table: the first visit's chunk carries one lazy import for all of them, and each page (the
 * maps with Leaflet) is still its own chunk, loaded when it opens.
 */
const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  'book.sports': lazy(() => import('#features/discovery/SportsPage')),
  'book.club-info': lazy(() => import('./clubWithOpenMatches')),
  'book.club-news': lazy(() => import('#features/discovery/ClubNewsPage')),
  'book.clubs-map': lazy(() => import('#features/discovery/maps/ClubsMapPage')),
  'book.club-map': lazy(() => import('#features/discovery/maps/ClubMapPage')),
};

export default function DiscoveryRoute() {
  const Page = pages[useCurrentRoute()?.id ?? ''];
  if (!Page) return null;
  return (
    <Suspense
      fallback={
        <Screen>
          <Loader />
        </Screen>
      }
    >
      <Page />
    </Suspense>
  );
}
