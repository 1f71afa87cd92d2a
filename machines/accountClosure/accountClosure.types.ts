// Types of the account closure (spec part 3 §2 "account closure", §7 POST
// /api/users/{id}/zendesk/unsubscribe, §9 "Account closure: contact within 48 hours").
import type { ActorError } from '#kernel/lib/errors';

export interface AccountClosureInput {
  userId: number;
}

export interface ClosureRequested {
  /** ISO time of the request. */
  requestedAt: string;
  /** Support contacts the user within this many hours (48). */
  contactWithinHours: number;
}

export interface AccountClosureContext {
  userId: number;
  requested: ClosureRequested | null;
  error: ActorError | null;
}

export type AccountClosureEvent = { type: 'closure.request' } | { type: 'closure.confirm' } | { type: 'closure.cancel' };
