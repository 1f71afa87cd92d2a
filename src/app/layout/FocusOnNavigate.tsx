import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** After a navigation, focus moves to the new screen's main landmark (screen readers start there). */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
