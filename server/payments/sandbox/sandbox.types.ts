import type { Db } from '#server/db/client';
import type { sandboxSessions } from '#server/db/schema';
import type { TypedCard } from './vault';

export type SandboxSession = typeof sandboxSessions.$inferSelect;

export interface SandboxOptions {
  db: Db;
  publicUrl: string;
  now: () => Date;
  /** The key notifications are signed with. */
  secret: string;
  /** How long a pending-then-approve card or a PIX payment stays pending. */
  pendingSeconds: number;
}

/** Where the sandbox sends its signed notifications (our notification endpoint); answers the HTTP status. */
export type NotificationDelivery = (body: string, signature: string) => Promise<number>;

export type PageDecision = { action: 'pay'; card?: TypedCard } | { action: 'cancel' };
export type DecisionResult =
  { ok: true; session: SandboxSession } | { ok: false; reason: 'notFound' | 'expired' | 'decided' | 'invalidCard' };
