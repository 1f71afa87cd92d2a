import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry, for back and forward. */
const positions = new Map<string, number>();

/**
 * Another screen starts at the top; back and forward return to where the player had scrolled. A
 * screen that only rewrites its own query (the booking flow's URL) keeps its scroll.
 */
export function ScrollOnNavigate() {
  const { key, pathname, hash } = useLocation();
  const action = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (action === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else if (pathname !== shownPath.current && !hash) window.scrollTo(0, 0);
    shownPath.current = pathname;
    return () => void positions.set(key, window.scrollY);
  }, [key, pathname, hash, action]);
  return null;
}
