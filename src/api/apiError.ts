import type { ErrorEnvelope } from '#kernel/contract/envelope';

/** A failed call: the spec's error code (as a string), the HTTP status and what came with it. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly endpointId: string;

  constructor(endpointId: string, status: number, envelope: Pick<ErrorEnvelope, 'code' | 'message' | 'details'>) {
    super(envelope.message || `Error ${envelope.code}`);
    this.name = 'ApiError';
    this.endpointId = endpointId;
    this.status = status;
    this.code = envelope.code;
    this.details = envelope.details ?? {};
  }
}

/** Status 0 is used when the server could not be reached at all (offline, DNS, aborted). */
export const NETWORK_ERROR_CODE = 'NETWORK';
/** The answer did not match the contract's schema. */
export const CONTRACT_ERROR_CODE = 'CONTRACT';

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
