import { useEffect, useRef } from 'react';

/** Marked when a prefetch starts: bench/initialJs counts what loads after it apart from the first load. */
export const IDLE_PREFETCH_MARK = 'courtflow:idle-prefetch';

type Load = () => Promise<unknown>;

/** Runs `run` when the browser is idle (requestIdleCallback; a timeout where there is none). Returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * `load`, started once the browser is idle after the first paint (and marked as such): for what a
 * screen shows only after its first answers arrive, so whether it comes before or after the first
 * paint's idle moment never depends on how fast the network or the CPU is.
 */
export function loadWhenIdle<M>(load: () => Promise<M>): Promise<M> {
  return new Promise<void>((resolve) => {
    whenIdle(() => {
      performance.mark(IDLE_PREFETCH_MARK);
      resolve();
    });
  }).then(load);
}

/** Starts the loads (the next step's chunks); a failure is left to the real load later, which shows it. */
export function prefetch(loads: readonly Load[]): void {
  performance.mark(IDLE_PREFETCH_MARK);
  for (const load of loads) load().catch(() => undefined);
}

/**
 * Fetches the next step's chunks once this screen has painted and the browser is idle, so the next
 * step opens without waiting for its code. Once per screen: the loaders of the first render count.
 */
export function usePrefetchWhenIdle(...loads: Load[]): void {
  const first = useRef(loads);
  useEffect(() => whenIdle(() => prefetch(first.current)), []);
}
