import { useRouterState } from '#shell/runtimeContext';
import './NavigationProgress.css';

/** A thin brand-coloured bar at the top while the next screen loads. */
export function NavigationProgress() {
  const loading = useRouterState((s) => s.navigation.state !== 'idle');
  if (!loading) return null;
  return <div className="nav-progress" aria-hidden="true" />;
}
