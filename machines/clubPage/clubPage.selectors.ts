// View flags of the club page. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { OpenMatchListMachine } from '#machines/openMatchList/openMatchList.machine';
import { canContactClub, directionsUrl, splitPhones, telHref } from '#kernel/lib/club/clubContact';
import { errorEntry } from '#kernel/lib/errors';
import { externalLinkErrors } from './clubPage.errors';
import type { ClubPageMachine } from './clubPage.machine';
import type { ClubPageClub, ExternalLink } from './clubPage.types';

export type ClubPageSnapshot = SnapshotFrom<ClubPageMachine>;

export const isLoading = (s: ClubPageSnapshot): boolean => s.matches('routing') || s.matches('loading');

/** The club, once loaded (also while a link opens or its open matches show). */
export const club = (s: ClubPageSnapshot): ClubPageClub | null =>
  s.matches('shown') || s.matches('openingLink') || s.matches('matchesOpen') ? s.context.club : null;

/** The open-match list modal's child while it shows. */
export const matchListRef = (s: ClubPageSnapshot) =>
  s.matches('matchesOpen') ? ((s.children.openMatchList as ActorRefFrom<OpenMatchListMachine> | undefined) ?? null) : null;

/** The club has disabled the person (spec part 2 §6): the notice shows. */
export const isBlocked = (s: ClubPageSnapshot): boolean => s.context.club?.isBlocked === true && club(s) !== null;

export interface Phone {
  text: string;
  href: string | null;
}

/** The ';'-separated phones, each with its tel: link. */
export const phones = (s: ClubPageSnapshot): Phone[] => splitPhones(club(s)?.phone).map((text) => ({ text, href: telHref(text) }));

export interface ContactChannels {
  phones: Phone[];
  whatsapp: { text: string; href: string } | null;
  email: { text: string; href: string } | null;
}

/** Contact-club, only with a number of at least 8 digits or a valid bookings e-mail (spec part 2 §5). */
export function contact(s: ClubPageSnapshot): ContactChannels | null {
  const c = club(s);
  if (!c || !canContactClub(c)) return null;
  const whatsappDigits = c.whatsapp?.replace(/\D/g, '') ?? '';
  return {
    phones: phones(s),
    whatsapp: c.whatsapp && whatsappDigits ? { text: c.whatsapp, href: `https://wa.me/${whatsappDigits}` } : null,
    email:
      c.bookingEmail && canContactClub({ phone: null, bookingEmail: c.bookingEmail })
        ? { text: c.bookingEmail, href: `mailto:${c.bookingEmail}` }
        : null,
  };
}

/** The map: a routing link in a browser; inside the native shell a button that messages the app. */
export function map(s: ClubPageSnapshot): { href: string; native: boolean } | null {
  const c = club(s);
  return c ? { href: directionsUrl(c), native: s.context.nativeShell } : null;
}

/** The club's external links in their order. */
export const links = (s: ClubPageSnapshot): ExternalLink[] => [...(club(s)?.externalLinksData ?? [])].sort((a, b) => a.pos - b.pos);

/** The link being opened. */
export const openingLinkId = (s: ClubPageSnapshot): number | null => (s.matches('openingLink') ? s.context.linkId : null);

/** Why the last link did not open. */
export function linkError(s: ClubPageSnapshot): MessageDescriptor | null {
  if (!s.matches('shown') || !s.context.error) return null;
  return errorEntry(externalLinkErrors, s.context.error.code).message;
}

/** The flow has handed over to a navigation (back, or the clubs list). */
export const hasLeft = (s: ClubPageSnapshot): boolean => s.status === 'done';
