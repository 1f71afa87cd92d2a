import { nextHistory, type HistoryAction, type HistoryEntry } from './backRules';

/** The app's back-history stack (spec part 1 §2.4), fed by the router after each navigation. */
export function createHistoryStore() {
  let stack: HistoryEntry[] = [];
  const listeners = new Set<() => void>();
  return {
    record(action: HistoryAction, entry: HistoryEntry) {
      const next = nextHistory(stack, action, entry);
      if (next.length === stack.length && next.every((e, i) => e.key === stack[i]?.key && e.path === stack[i]?.path)) return;
      stack = next;
      listeners.forEach((l) => l());
    },
    getSnapshot: (): readonly HistoryEntry[] => stack,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
