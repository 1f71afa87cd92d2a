import { useNavigation } from 'react-router';
import './NavigationProgress.css';

/** A thin brand-coloured bar at the top while the next screen loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" aria-hidden="true" />;
}
