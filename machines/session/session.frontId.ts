// App-Front-Id (spec part 1 §4.6): an update of kind 'reload' is needed when the front-end version
// header is newer than the first one seen.

const NUMERIC = /^\d+(\.\d+)?$/;

/**
 * Numeric ids (build numbers, timestamps) compare as numbers: only a larger one is newer, so a
 * stale server behind a load balancer answering an older id does not ask for a reload. Any other
 * id (a hash) cannot be ordered: a different one means a new deploy, so it counts as newer.
 */
export function isNewerFrontId(first: string | null, next: string): boolean {
  if (first === null || next === '') return false;
  const a = first.trim();
  const b = next.trim();
  if (NUMERIC.test(a) && NUMERIC.test(b)) return Number(b) > Number(a);
  return a !== b;
}
