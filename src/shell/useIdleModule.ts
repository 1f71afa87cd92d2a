import { useEffect, useState } from 'react';
import { loadWhenIdle } from './idlePrefetch';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module that adds to a screen without being part of its first load: null until the browser is idle
 * after the first paint and the module has loaded (at once on later visits of the screen). With no
 * `load` (the screen does not need it in this state) nothing loads.
 */
export function useIdleModule<M>(load: (() => Promise<M>) | null): M | null {
  const [module, setModule] = useState<M | null>(null);
  // Loaded on an earlier visit (or by another screen): there at once.
  const known = load ? (loaded.get(load) as M | undefined) : undefined;
  useEffect(() => {
    if (module || known || !load) return;
    let live = true;
    // A screen left before the load ends keeps it for its next visit.
    loadWhenIdle(load).then(
      (m) => {
        loaded.set(load, m);
        if (live) setModule(m);
      },
      () => undefined, // Without it the screen works as before (no search box, no stars).
    );
    return () => {
      live = false;
    };
  }, [load, module, known]);
  return known ?? module;
}
