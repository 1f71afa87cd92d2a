// View flags of the chat page. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { historyErrors, sendErrors } from './chat.errors';
import type { ChatMachine } from './chat.machine';
import type { ChatMessage } from './chat.types';

export type ChatSnapshot = SnapshotFrom<ChatMachine>;

export const isLoading = (s: ChatSnapshot) => s.matches('loading') && s.context.messages.length === 0;
export const isSending = (s: ChatSnapshot) => s.matches('sending');
export const messages = (s: ChatSnapshot): ChatMessage[] => s.context.messages;
export const draft = (s: ChatSnapshot) => s.context.draft;
export const canSend = (s: ChatSnapshot) => s.can({ type: 'message.send' });
export const canWrite = (s: ChatSnapshot) => s.matches('open') || s.matches('sending') || s.matches('loading');
/** The no-internet modal after a failed send. */
export const noInternet = (s: ChatSnapshot) => s.matches('sendFailed');

/** The page-wide notice (no access, closed, load failed) with its texts. */
export function notice(
  s: ChatSnapshot,
): { kind: 'noAccess' | 'closed' | 'loadFailed'; title?: MessageDescriptor; message: MessageDescriptor } | null {
  const code = s.context.error?.code;
  if (s.matches('noAccess')) return { kind: 'noAccess', ...historyErrors['-8342'] };
  if (s.matches('closed')) return { kind: 'closed', message: sendErrors['-8344'].message };
  if (s.matches('loadFailed')) return { kind: 'loadFailed', message: errorEntry(historyErrors, code).message };
  return null;
}
