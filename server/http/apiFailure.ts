import { COMMON_ERRORS, type EndpointDef } from '#kernel/contract';

/** Thrown by a handler to answer the error envelope with a spec code and an HTTP status. */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Not the caller's (or no such thing): 404 with NO_ACCESS, or the call's own no-access code (bookings: -64). */
export const noAccess = (code: string = COMMON_ERRORS.NO_ACCESS) => new ApiFailure(code, 404, 'Not found');
export const unauthenticated = () => new ApiFailure(COMMON_ERRORS.UNAUTHENTICATED, 401, 'A valid session is required');
export const sessionRejected = () => new ApiFailure(COMMON_ERRORS.SESSION_REJECTED, 403, 'This session is no longer accepted');

/**
 * The failure for one of an endpoint's own error codes, with the status and meaning from its
 * contract table; a code missing from the table is a programming error.
 */
export function callFailure(endpoint: EndpointDef, code: string, details?: Record<string, unknown>): ApiFailure {
  const meaning = endpoint.errors[code];
  if (!meaning) throw new Error(`Error code ${code} is not in the contract of ${endpoint.id}`);
  return new ApiFailure(code, meaning.status, meaning.meaning, details);
}
