import { COMMON_ERRORS } from '../../src/api/contract';

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

export const noAccess = () => new ApiFailure(COMMON_ERRORS.NO_ACCESS, 404, 'Not found');
export const unauthenticated = () => new ApiFailure(COMMON_ERRORS.UNAUTHENTICATED, 401, 'A valid session is required');
export const sessionRejected = () => new ApiFailure(COMMON_ERRORS.SESSION_REJECTED, 403, 'This session is no longer accepted');
