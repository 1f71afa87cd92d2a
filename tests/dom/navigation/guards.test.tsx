// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardRoute, loginPathFor, returnPath, roleSatisfies, type Viewer } from '#shell/routes/guards';

const anonymous: Viewer = { loggedIn: false };
const player: Viewer = { loggedIn: true, role: 'user' };
const teacher: Viewer = { loggedIn: true, role: 'teacher' };
const target = { pathname: '/book/slots', search: '?sportId=1&clubId=2' };

describe('guardRoute (spec part 1 §2.4, §6)', () => {
  it('lets anyone open a public route', () => {
    expect(guardRoute({ route: { id: 'book.search', auth: 'none' }, viewer: anonymous, target, firstLoad: false })).toEqual({
      kind: 'allow',
    });
  });

  it('sends anonymous users to login with returnTo and returnParams', () => {
    const outcome = guardRoute({ route: { id: 'book.slots', auth: 'login' }, viewer: anonymous, target, firstLoad: true });
    expect(outcome.kind).toBe('login');
    const url = new URL((outcome as { to: string }).to, 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('returnTo')).toBe('/book/slots');
    expect(url.searchParams.get('returnParams')).toBe('sportId=1&clubId=2');
  });

  it('sends anonymous users to login for role routes too', () => {
    expect(
      guardRoute({
        route: { id: 'bookings', auth: 'user' },
        viewer: anonymous,
        target: { pathname: '/bookings', search: '' },
        firstLoad: false,
      }),
    ).toEqual({
      kind: 'login',
      to: '/login?returnTo=%2Fbookings',
    });
  });

  it('lets a logged-in user open a login route', () => {
    expect(guardRoute({ route: { id: 'book.slots', auth: 'login' }, viewer: teacher, target, firstLoad: false })).toEqual({
      kind: 'allow',
    });
  });

  it('sends logged-in users away from login and register to book search', () => {
    for (const id of ['login', 'register']) {
      expect(guardRoute({ route: { id, auth: 'none' }, viewer: player, target, firstLoad: false })).toEqual({
        kind: 'redirect',
        to: '/book/search',
      });
    }
    expect(guardRoute({ route: { id: 'login', auth: 'none' }, viewer: anonymous, target, firstLoad: false })).toEqual({ kind: 'allow' });
  });

  it('cancels a navigation on a role mismatch (one role or a list)', () => {
    expect(guardRoute({ route: { id: 'x', auth: 'admin' }, viewer: teacher, target, firstLoad: false })).toEqual({ kind: 'cancel' });
    expect(guardRoute({ route: { id: 'x', auth: ['admin', 'clubadmin'] }, viewer: teacher, target, firstLoad: false })).toEqual({
      kind: 'cancel',
    });
    expect(guardRoute({ route: { id: 'x', auth: ['admin', 'teacher'] }, viewer: teacher, target, firstLoad: false })).toEqual({
      kind: 'allow',
    });
  });

  it('goes to book search on a role mismatch when nothing is shown yet', () => {
    expect(guardRoute({ route: { id: 'x', auth: 'admin' }, viewer: player, target, firstLoad: true })).toEqual({
      kind: 'redirect',
      to: '/book/search',
    });
  });

  it('forces the country choice first, keeping the way back', () => {
    const outcome = guardRoute({
      route: { id: 'book.search', auth: 'none' },
      viewer: anonymous,
      target: { pathname: '/book/search', search: '' },
      firstLoad: true,
      mustChooseCountry: true,
    });
    expect(outcome).toEqual({ kind: 'redirect', to: '/profile/countries?returnTo=%2Fbook%2Fsearch' });
    expect(
      guardRoute({ route: { id: 'profile.countries', auth: 'none' }, viewer: anonymous, target, firstLoad: true, mustChooseCountry: true }),
    ).toEqual({ kind: 'allow' });
  });
});

describe('roleSatisfies', () => {
  it("treats 'user' as every account's base role and compares the rest exactly", () => {
    expect(roleSatisfies('user', 'user')).toBe(true);
    expect(roleSatisfies('teacher', 'user')).toBe(true);
    expect(roleSatisfies('admin', ['user'])).toBe(true);
    expect(roleSatisfies('user', 'teacher')).toBe(false);
    expect(roleSatisfies('teacher', ['admin', 'teacher'])).toBe(true);
    expect(roleSatisfies('user', [])).toBe(false);
  });
});

describe('returnPath', () => {
  it('rebuilds an internal path with its params', () => {
    expect(returnPath('/book/slots', 'sportId=1&date=2025-01-01')).toBe('/book/slots?sportId=1&date=2025-01-01');
    expect(returnPath('/bookings', null)).toBe('/bookings');
    expect(returnPath('/bookings', '?toPay=1')).toBe('/bookings?toPay=1');
  });

  it('refuses anything that could leave the app or loop', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'book/search',
      '',
      null,
      undefined,
      '/login',
      '/register',
      '/logout',
      '/ x',
    ]) {
      expect(returnPath(bad, null)).toBe('/book/search');
    }
    expect(returnPath('//evil.example', null, '/home')).toBe('/home');
  });

  it('loginPathFor and returnPath round-trip', () => {
    const to = new URL(loginPathFor(target), 'http://x');
    expect(returnPath(to.searchParams.get('returnTo'), to.searchParams.get('returnParams'))).toBe('/book/slots?sportId=1&clubId=2');
  });
});
