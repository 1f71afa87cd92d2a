// What a failed call hands a machine: the app's ApiError carries the spec's error code, the HTTP
// status and the envelope's details; anything else an actor rejects with reads as code 'other'.

export interface ActorError {
  /** The spec's code as a string ('-61'), or 'other'. */
  code: string;
  status?: number;
  details?: Record<string, unknown>;
}

/** Reads `{ code, status, details }` from whatever an actor rejected with; a code is always a string. */
export function readActorError(error: unknown): ActorError {
  if (typeof error !== 'object' || error === null) return { code: 'other' };
  const { code, status, details } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : 'other',
    status: typeof status === 'number' ? status : undefined,
    details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined,
  };
}
