// What each failure of the club page shows (spec part 2 §2 "Club page": on load failure it goes to
// the clubs list; part 1 §8 'This club is not available').
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** A failed load leaves for the clubs list; a link that does not open keeps the page. */
export type ClubPageNext = 'clubs' | 'stay';

export const CLUB_NOT_AVAILABLE = msg`Este club no está disponible.`;

/** GET /api/clubs/{clubId}: an unknown (or inactive) club is the no-access answer. */
export const loadClubErrors = {
  '-404': { message: CLUB_NOT_AVAILABLE, show: 'toast', next: 'clubs' },
  other: { message: GENERIC_ERROR, show: 'toast', next: 'clubs' },
} as const satisfies ErrorTable<ClubPageNext>;

/** GET /api/clubs/{id}/externalLink/{linkId}/generate. */
export const externalLinkErrors = {
  '-404': { message: msg`Este enlace ya no está disponible`, show: 'inline', next: 'stay' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'stay' },
} as const satisfies ErrorTable<ClubPageNext>;

/** Spec part 1 §6 / part 2 §6: a club that disabled the person. */
export const CLUB_BLOCKED = msg`El club ha deshabilitado tu acceso. Si tienes alguna duda, contáctalo directamente.`;
