// Types of the club page machine (spec part 2 §2 "Club page"): its input (the route's id and where the
// app runs), context, events, and the actors' inputs and outputs. The club is the contract's.
import type { ClubDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';

/** What the page shows of a club (GET /api/clubs/{clubId}). */
export type ClubPageClub = Pick<
  ClubDto,
  | 'id'
  | 'name'
  | 'image'
  | 'address'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'whatsapp'
  | 'bookingEmail'
  | 'externalLinksData'
  | 'isBlocked'
  | 'members_only_text'
>;

export type ExternalLink = ClubDto['externalLinksData'][number];

export interface ClubPageInput {
  /** The route's clubId as written in the address; not an id → the clubs list. */
  clubId: string | null | undefined;
  /** Inside the native shell the map is the app's own (a message to the wrapper). */
  nativeShell: boolean;
}

export interface LoadClubInput {
  clubId: number;
}

export interface ExternalLinkInput {
  clubId: number;
  linkId: number;
}

/** GET /api/clubs/{id}/externalLink/{linkId}/generate: the address to open. */
export interface ExternalLinkOutput {
  url: string;
}

export interface ClubPageContext {
  clubId: number | null;
  nativeShell: boolean;
  club: ClubPageClub | null;
  /** Why the page left for the clubs list (the load's code), or why a link did not open. */
  error: ActorError | null;
  /** The link being opened. */
  linkId: number | null;
}

export type ClubPageEvent =
  { type: 'club.openMap' } | { type: 'club.openLink'; linkId: number } | { type: 'club.back' } | { type: 'club.openMatches' };

/** Params of the navigation that leaves for the clubs list (the message to show, when any). */
export interface LeaveParams {
  error: ActorError | null;
}
