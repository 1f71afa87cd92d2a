// Types of the announcements queue (spec part 1 §3 "announcements list", §9 "next announcement 1 s
// after closing the previous; viewed ids persist"; part 2 §2 "Announcements may appear (main brand only)").
import type { AnnouncementDto } from '#kernel/contract/booking';

export type Announcement = AnnouncementDto;

export interface AnnouncementsInput {
  /** The brand shows announcements (main brand only). */
  enabled: boolean;
  /** Ids the player has already seen (the view reads them from where it keeps them). */
  seen: number[];
}

export interface AnnouncementsContext {
  enabled: boolean;
  seen: number[];
  /** Still to show, in order; the first is on screen while showing. */
  queue: Announcement[];
}

export type AnnouncementsEvent = { type: 'announcement.close' };

/** Params of the view's remember action: every id seen so far. */
export interface RememberSeenParams {
  seen: number[];
}
