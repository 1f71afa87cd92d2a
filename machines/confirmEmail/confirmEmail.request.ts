// The confirmation link's query (spec part 3 §2: /confirm_email?userid&token) as the machine's input.
import type { ConfirmEmailRequest } from './confirmEmail.types';

/** Anything with `get`, such as URLSearchParams. */
export interface QueryReader {
  get(name: string): string | null;
}

/** The request from the link's query; null when userid or token is missing or malformed. */
export function confirmRequestFrom(query: QueryReader): ConfirmEmailRequest | null {
  const rawId = query.get('userid')?.trim() ?? '';
  const userId = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const token = query.get('token')?.trim() ?? '';
  if (!Number.isSafeInteger(userId) || userId <= 0 || !token) return null;
  return { userId, token };
}
