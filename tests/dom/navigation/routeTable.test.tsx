// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routeTable } from '#app/routes/routeTable';
import { accountArea, bookingsArea, discoveryArea, matchArea, primeArea, profileArea } from '#app/routes/otherAreas';
import { screenLoaders } from '#app/routes/otherScreens';
import { startTable } from '#app/routes/startRoutes';
import { navItems } from '#shell/layout/navItems';
import type { ScreenRoute } from '#shell/routes/types';

const screens = routeTable.filter((r): r is ScreenRoute => r.kind === 'screen');
const match = (path: string) =>
  matchRoutes(
    routeTable.map((r) => ({ id: r.id, path: r.path })),
    path,
  )?.[0]?.route.id;

/** Every path of spec part 1 §2.1 and the named states' routes of parts 2 and 3, with its auth. */
const SPEC_ROUTES: [path: string, id: string][] = [
  ['/book/search', 'book.search'],
  ['/book/tournament-showcase', 'book.tournament-showcase'],
  ['/book/tournament-details/7', 'book.tournament-details'],
  ['/book/clubs', 'book.clubs'],
  ['/book/clubs/1/sports/2/filter', 'book.club-sport-filter'],
  ['/book/sports/2/filter', 'book.sport-filter'],
  ['/book/sports/2/court-selection', 'book.court-selection'],
  ['/book/clubs/1/sports', 'book.club-sports'],
  ['/book/slots-clubs', 'book.slots-clubs'],
  ['/book/alternative-clubs', 'book.alternative-clubs'],
  ['/book/alternative-club-slots', 'book.alternative-club-slots'],
  ['/book/alternative-slots', 'book.alternative-slots'],
  ['/book/exchange/9', 'book.exchange'],
  ['/book/sports', 'book.sports'],
  ['/book/club-info', 'book.club-info'],
  ['/book/clubs-map', 'book.clubs-map'],
  ['/book/club-map', 'book.club-map'],
  ['/book/schedule', 'book.schedule'],
  ['/book/slots', 'book.slots'],
  ['/book/clubs/1/category/3/activities', 'book.activities'],
  ['/book/clubs/1/sub-clubs', 'book.sub-clubs'],
  ['/book/summary', 'book.summary'],
  ['/book/error', 'book.error'],
  ['/book/pending', 'book.pending'],
  ['/book/club_news', 'book.club-news'],
  ['/insurance/metlife/toc-CL', 'insurance.metlife-toc-cl'],
  ['/insurance/metlife/toc-CO', 'insurance.metlife-toc-co'],
  ['/book/club/1/tournaments', 'book.club-tournaments'],
  ['/tournaments', 'tournaments'],
  ['/home', 'home'],
  ['/login', 'login'],
  ['/logout', 'logout'],
  ['/register', 'register'],
  ['/forgot_password', 'forgot_password'],
  ['/reset_password', 'reset_password'],
  ['/confirm_email', 'confirm_email'],
  ['/terms', 'terms'],
  ['/summary/5', 'summary'],
  ['/coupon_pack_summary/5', 'coupon_pack_summary'],
  ['/invite/5', 'invite'],
  ['/match/home', 'match.home'],
  ['/bookings', 'bookings'],
  ['/teacheractivities', 'teacheractivities'],
  ['/courtteacher', 'courtteacher'],
  ['/club/4', 'club'],
  ['/profile/menu', 'profile.menu'],
  ['/profile/countries', 'profile.countries'],
  ['/profile/subscriptions/PRIME/3', 'profile.subscription'],
  ['/prime', 'prime'],
  ['/prime/toc-CL', 'prime.toc-cl'],
  ['/prime/12/subscribe', 'prime.subscribe'],
  ['/memberdocument/4', 'memberdocument'],
  ['/enrollmentrequest/4', 'enrollmentrequest'],
  ['/payment', 'payment'],
  ['/fop_error', 'fop_error'],
  ['/webpay', 'webpay'],
  ['/webpay_redirect', 'webpay_redirect'],
  ['/webpayoneclickenroll', 'webpayoneclickenroll'],
  ['/webpayoneclick', 'webpayoneclick'],
  ['/check_in/8', 'check_in'],
  ['/help', 'help'],
  ['/open_match/join/abc-123', 'open_match'],
  ['/flows', 'flows'],
  ['/match/rate-match/h4sh', 'match.rate-match'],
  ['/match/3/home', 'match.sport-home'],
];

describe('the route table', () => {
  it.each(SPEC_ROUTES)('%s is the %s route', (path, id) => {
    expect(match(path)).toBe(id);
  });

  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('gives every built screen a lazy module and every other screen the coming-soon page', async () => {
    const { default: ComingSoonScreen } = await import('#app/routes/ComingSoonScreen');
    for (const r of screens) {
      expect(typeof r.screen, r.id).toBe('function');
      if (r.status !== 'built') expect((await r.screen!()).default, r.id).toBe(ComingSoonScreen);
      expect(r.title.id, r.id).toBeTruthy();
    }
  });

  it('knows, before the whole table loads, every route the main navigation offers, with its whole-table entry', () => {
    const tabs = navItems('/book/search', () => true).map((item) => item.routeId);
    for (const id of tabs)
      expect(
        startTable.find((r) => r.id === id),
        id,
      ).toBe(routeTable.find((r) => r.id === id));
    expect(startTable.filter((r) => !routeTable.includes(r))).toEqual([]);
  });

  it('finds every built screen of the other areas in otherScreens.ts, and nothing else there', () => {
    const built = [...discoveryArea, ...accountArea, ...profileArea, ...primeArea, ...matchArea, ...bookingsArea]
      .filter((r) => r.kind === 'screen' && r.status === 'built')
      .map((r) => r.id);
    expect(Object.keys(screenLoaders).sort()).toEqual(built.sort());
  });

  it('builds /facebookcheck and /fop_error as the empty pages the spec names, not coming-soon pages', async () => {
    const { default: EmptyPage } = await import('#features/statusPages/EmptyPage');
    for (const id of ['facebookcheck', 'fop_error']) {
      const route = screens.find((r) => r.id === id);
      expect(route?.status, id).toBe('built');
      expect((await route!.screen!()).default, id).toBe(EmptyPage);
    }
  });

  it('forwards /book, /profile and /match', () => {
    const forwards = Object.fromEntries(
      routeTable.filter((r) => r.kind === 'redirect').map((r) => [r.path, r.kind === 'redirect' ? r.to : '']),
    );
    expect(forwards).toMatchObject({
      '/book': '/book/search',
      '/profile': '/profile/menu',
      '/match': '/match/home',
      '/check_in': '/book/search',
    });
  });

  it('asks for login where the spec does', () => {
    const auth = Object.fromEntries(screens.map((r) => [r.id, r.auth]));
    for (const id of [
      'book.slots',
      'book.schedule',
      'book.exchange',
      'book.alternative-slots',
      'book.alternative-club-slots',
      'book.court-selection',
      'book.activities',
      'summary',
      'invite',
      'teacheractivities',
      'courtteacher',
      'home',
      'fop_error',
      'facebookcheck',
      'match.home',
    ]) {
      expect(auth[id], id).not.toBe('none');
    }
    for (const id of [
      'bookings',
      'coupon_pack_summary',
      'check_in',
      'open_match',
      'memberdocument',
      'prime',
      'profile.user',
      'profile.creditcards',
    ]) {
      expect(auth[id], id).toBe('user');
    }
    for (const id of [
      'book.search',
      'book.clubs',
      'book.summary',
      'login',
      'register',
      'forgot_password',
      'reset_password',
      'confirm_email',
      'terms',
      'profile.menu',
      'profile.mobile-settings',
      'profile.languages',
      'profile.countries',
      'match.explanation',
      'match.rate-match',
      'prime.toc-cl',
      'book.error',
      'book.pending',
    ]) {
      expect(auth[id], id).toBe('none');
    }
  });
});
