/**
 * Codes the server may answer on any call. Call-specific codes live in each endpoint's own
 * `errors` table, because the same code means different things in different calls.
 * The spec does not number these generic cases; the choices are recorded in docs/decisions.md.
 */
export const COMMON_ERRORS = {
  /** Request params, query or body do not match the contract (HTTP 400). */
  INVALID_INPUT: '-400',
  /** Missing or invalid token (HTTP 401): the client treats it as a lost session. */
  UNAUTHENTICATED: '-401',
  /** The session is no longer acceptable, e.g. a closed account (HTTP 403). */
  SESSION_REJECTED: '-403',
  /** The resource is not there, or belongs to another user (HTTP 404, never 401/403). */
  NO_ACCESS: '-404',
  /** Anything unexpected (HTTP 500). 'An error has ocurred. Please try again later'. */
  GENERIC: '-1',
} as const;

export type CommonErrorCode = (typeof COMMON_ERRORS)[keyof typeof COMMON_ERRORS];
