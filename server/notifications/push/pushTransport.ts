import { join } from 'node:path';
import type { Settings } from '#server/settings';
import { outboxPushTransport } from './outboxPushTransport';

/** One push to one device, already in the player's language. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** What the app needs to open it (the notification's id, type, category, link, ids). */
  data: Record<string, unknown>;
}

/** What the provider said of one message: delivered, the device token is dead (remove it), or try later. */
export type PushOutcome = 'sent' | 'invalidToken' | 'failed';

/**
 * A push provider (like the mail transport): sends a batch and answers one outcome per message, in
 * order. The sandbox outbox is the default; a real provider (FCM, APNs) plugs in behind this.
 */
export interface PushTransport {
  send(messages: PushMessage[]): Promise<PushOutcome[]>;
}

/** PUSH_TRANSPORT: 'outbox' (default: JSON files in DATA_DIR/push-outbox) or 'off' (pushes stay queued). */
export function createPushTransport(settings: Pick<Settings, 'pushTransport' | 'dataDir'>): PushTransport | null {
  if (settings.pushTransport === 'off') return null;
  return outboxPushTransport(pushOutboxDir(settings.dataDir));
}

export const pushOutboxDir = (dataDir: string): string => join(dataDir, 'push-outbox');
