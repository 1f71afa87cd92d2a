// Pure rules of the snack bars: the hash that tells duplicates apart, whether a chat message belongs
// to the open chat, and which screen a category opens (part 1 §4: chat, match, gotoHome, gotoState).
import type { NotificationDto } from '#kernel/contract/notifications';

/** Hashes kept to spot duplicates (older ones are forgotten). */
export const SEEN_LIMIT = 100;

/**
 * A short hash (FNV-1a, 32 bits) of the notification's data: the same notification delivered twice
 * (live and again in a reconnect's catch-up, or by two tabs) has the same hash. Whether it was read
 * is not part of the data.
 */
export function notificationHash(notification: NotificationDto): string {
  const { is_readed: _read, ...data } = notification;
  const text = JSON.stringify(data, Object.keys(data).sort());
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const isChatMessage = (n: NotificationDto) => n.category === 'chatMessages' || n.type === 'chatMessages';

/** The app path a tapped snack bar opens, or null when its category opens nothing. */
export function screenOf(n: NotificationDto): string | null {
  switch (n.category) {
    case 'chat':
    case 'chatMessages':
      return n.challengeId !== null ? `/match/chat/${n.challengeId}` : null;
    case 'match':
      return n.sportId !== null ? `/match/${n.sportId}/home` : '/match/home';
    case 'gotoHome':
      return '/home';
    case 'gotoState':
      return n.link && n.link.startsWith('/') && !n.link.startsWith('//') ? n.link : null;
    default:
      return null;
  }
}
