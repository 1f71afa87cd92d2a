import { returnPath } from '#shell/routes/guards';
import { ENTRY_KEYS } from './entryQuery';

/** The way back after login/registration, from the query (returnTo, returnParams). */
export function returnFromQuery(query: URLSearchParams, fallback: string): string {
  return returnPath(query.get('returnTo'), query.get('returnParams'), fallback);
}

/** The returnTo/returnParams (and the entry hints) of this query, to carry over to the next auth page. */
export function carryReturn(query: URLSearchParams, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams();
  for (const key of ['returnTo', 'returnParams', ...ENTRY_KEYS]) {
    const value = query.get(key);
    if (value) next.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value) next.set(key, value);
  const search = next.toString();
  return search ? `?${search}` : '';
}
