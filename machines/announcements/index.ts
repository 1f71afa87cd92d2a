export { announcementsMachine, NEXT_ANNOUNCEMENT_MS, type AnnouncementsMachine } from './announcements.machine';
export * as announcementsSelectors from './announcements.selectors';
export * from './announcements.types';
