import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PushMessage, PushOutcome, PushTransport } from './pushTransport';

/**
 * The sandbox push provider: each delivered push is a JSON file in the folder (what tests and
 * developers read). Like the sandbox's test cards, a device token that starts with `invalid-` is one
 * the provider no longer knows, so the removal of dead tokens can be walked without a real provider.
 */
export const SANDBOX_INVALID_TOKEN_PREFIX = 'invalid-';

export function outboxPushTransport(folder: string): PushTransport {
  return {
    async send(messages: PushMessage[]): Promise<PushOutcome[]> {
      mkdirSync(folder, { recursive: true });
      return messages.map((message) => {
        if (message.token.startsWith(SANDBOX_INVALID_TOKEN_PREFIX)) return 'invalidToken';
        const sentAt = new Date().toISOString();
        const file = join(folder, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
        writeFileSync(file, JSON.stringify({ ...message, sentAt }, null, 2));
        return 'sent';
      });
    },
  };
}
