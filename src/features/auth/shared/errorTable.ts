import type { MessageDescriptor } from '@lingui/core';
import { NETWORK_ERROR_CODE } from '../../../api/apiError';

/** What a view shows for one error code of one call. */
export interface ErrorOutcome<Kind extends string = string> {
  kind: Kind;
  title?: MessageDescriptor;
  message: MessageDescriptor;
}

/** A call's error table: its codes plus the fallback for any other code. */
export interface ErrorTable<Kind extends string> {
  codes: Record<string, ErrorOutcome<Kind>>;
  network: ErrorOutcome<Kind>;
  other: ErrorOutcome<Kind>;
}

/** The code an actor rejected with (ApiError has one), or null. */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

/** Looks a failure up in a table: its code, else 'could not reach the server', else the fallback. */
export function outcomeOf<Kind extends string>(table: ErrorTable<Kind>, error: unknown): ErrorOutcome<Kind> {
  const code = errorCodeOf(error);
  if (code === NETWORK_ERROR_CODE) return table.network;
  return (code !== null ? table.codes[code] : undefined) ?? table.other;
}
