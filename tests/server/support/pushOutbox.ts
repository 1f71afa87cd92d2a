import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pushOutboxDir } from '#server/notifications/push/pushTransport';

/** One push the sandbox transport delivered (server/notifications/push/outboxPushTransport.ts). */
export interface OutboxPush {
  token: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  sentAt: string;
}

/** Every push in DATA_DIR/push-outbox, oldest first; none when nothing was sent yet. */
export function readPushOutbox(dataDir: string): OutboxPush[] {
  const folder = pushOutboxDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as OutboxPush);
}
