import { Component, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Outlet, Route, Router, Routes } from 'react-router';
import type { AppRouter, RouterState } from './appRouter';

export interface RouterViewProps {
  router: AppRouter;
  /** Shown until the first location has resolved. */
  fallback: ComponentType;
  /** What a screen that failed to load or render shows. */
  errorPage: ComponentType<{ error: unknown }>;
  /** Table routes that are not built yet, when their entry names no screen module (the app's entries do). */
  comingSoon?: ComponentType;
  /** Around every screen (skip link, banners, toasts...); renders an <Outlet />. */
  layout?: ComponentType;
}

/** Renders what the app router resolved, inside react-router's declarative <Router> (hooks, links). */
export function RouterView({ router, fallback: Fallback, errorPage, comingSoon, layout: Layout = Outlet }: RouterViewProps) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  if (!state.initialized) return <Fallback />;
  return (
    <Router location={state.location} navigationType={state.historyAction} navigator={router.navigator}>
      <Routes location={state.location}>
        <Route element={<Layout />}>
          <Route path={state.match?.entry.path ?? '*'} element={<ScreenOf state={state} errorPage={errorPage} comingSoon={comingSoon} />} />
        </Route>
      </Routes>
    </Router>
  );
}

function ScreenOf({ state, errorPage, comingSoon }: { state: RouterState } & Pick<RouterViewProps, 'errorPage' | 'comingSoon'>) {
  const ErrorPage = errorPage;
  if (state.error !== null || !state.match) return <ErrorPage error={state.error} />;
  const Screen = state.match.screen?.default ?? comingSoon;
  if (!Screen) return <ErrorPage error={state.error} />;
  // Keyed by screen: another route mounts afresh; the same route with a new URL keeps its state.
  return (
    <ScreenErrorBoundary key={state.match.entry.id} locationKey={state.location.key} errorPage={errorPage}>
      <Screen />
    </ScreenErrorBoundary>
  );
}

interface BoundaryProps {
  errorPage: RouterViewProps['errorPage'];
  /** A navigation clears a failure: the next URL gets a fresh try. */
  locationKey: string;
  children: ReactNode;
}

/** A screen that throws while rendering shows the error page, never a blank app. */
class ScreenErrorBoundary extends Component<BoundaryProps, { error: unknown; locationKey: string }> {
  state = { error: null as unknown, locationKey: this.props.locationKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }
  render() {
    const ErrorPage = this.props.errorPage;
    return this.state.error !== null ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
