/**
 * The open modals, topmost last. The Android back key closes the top one before anything else
 * (spec part 1 §2.4), so the shell bridge asks this stack first.
 */
type Close = () => void;

const open: { id: symbol; close: Close }[] = [];

export function registerModal(close: Close): () => void {
  const entry = { id: Symbol('modal'), close };
  open.push(entry);
  return () => {
    const index = open.findIndex((m) => m.id === entry.id);
    if (index >= 0) open.splice(index, 1);
  };
}

export function hasOpenModal(): boolean {
  return open.length > 0;
}

/** Closes the topmost modal; false when none is open. */
export function closeTopModal(): boolean {
  const top = open[open.length - 1];
  if (!top) return false;
  top.close();
  return true;
}
