// View flags of the announcements queue. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import type { AnnouncementsMachine } from './announcements.machine';
import type { Announcement } from './announcements.types';

export type AnnouncementsSnapshot = SnapshotFrom<AnnouncementsMachine>;

/** The announcement on screen, if any. */
export const current = (s: AnnouncementsSnapshot): Announcement | null => (s.matches('showing') ? (s.context.queue[0] ?? null) : null);
