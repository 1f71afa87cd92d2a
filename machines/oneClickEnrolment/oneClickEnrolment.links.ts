// Which links the one-click result page offers, and where they lead (spec part 2 §2: profile
// credit cards, profile menu, my bookings, the prime subscribe page, /profile/prime and a
// redirect URL). The spec lists the links, not when each shows; the rule here is ours:
//   - a redirect URL in the answer: that link (the flow that started the enrolment goes on there);
//   - a returnTo kept by the app: back there;
//   - an enrolment started from prime: /profile/prime when OK, the offers (/prime) when ERROR;
//   - always: credit cards, profile menu and my bookings.
import type { OneClickEnrolmentContext, OneClickLink, OneClickStatus } from './oneClickEnrolment.types';

export const ONE_CLICK_ROUTES = {
  creditCards: '/profile/creditcards',
  profileMenu: '/profile/menu',
  bookings: '/bookings',
  primeSubscribe: '/prime',
  prime: '/profile/prime',
} as const satisfies Partial<Record<OneClickLink, string>>;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The links offered in a settled status, in display order. */
export function offeredLinks(context: Pick<OneClickEnrolmentContext, 'info' | 'returnTo'>, status: OneClickStatus): OneClickLink[] {
  const links: OneClickLink[] = [];
  if (present(context.info?.urlRedirection)) links.push('redirect');
  if (present(context.returnTo)) links.push('return');
  if (context.info?.source === 'prime') links.push(status === 'OK' ? 'prime' : 'primeSubscribe');
  links.push('creditCards', 'profileMenu', 'bookings');
  return links;
}

/** The app path of an internal link (null for 'redirect', which leaves the app). */
export function linkPath(context: Pick<OneClickEnrolmentContext, 'returnTo'>, link: OneClickLink): string | null {
  if (link === 'redirect') return null;
  if (link === 'return') return context.returnTo;
  return ONE_CLICK_ROUTES[link];
}

/** enrolled is 1 (a number, '1' or true). */
export const isEnrolled = (info: { enrolled?: unknown } | null | undefined): boolean =>
  info?.enrolled === 1 || info?.enrolled === '1' || info?.enrolled === true;

/** The provider has not answered yet: the response code is empty. */
export const isAwaitingResponse = (info: { responsecode?: unknown } | null | undefined): boolean =>
  info?.responsecode === null || info?.responsecode === undefined || String(info.responsecode).trim() === '';
