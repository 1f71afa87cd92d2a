// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backTarget, isBackHidden, nextHistory, type HistoryEntry } from '#shell/routes/backRules';
import { routeById, routeTable } from '#app/routes/routeTable';
import { androidBackAction } from '#shell/bridge/androidBack';
import type { ScreenRoute } from '#shell/routes/types';

const screen = (id: string) => routeById(id) as ScreenRoute;

describe('isBackHidden (spec part 1 §2.4)', () => {
  it('hides the back button on home, bookings, match home, match wizard, profile menu, book search and summary', () => {
    for (const id of [
      'home',
      'bookings',
      'match.home',
      'match.sport-home',
      'match.wizard',
      'profile.menu',
      'book.search',
      'book.summary',
    ]) {
      expect(isBackHidden(screen(id), 'main'), id).toBe(true);
    }
  });

  it('shows it everywhere else', () => {
    const hidden = routeTable.filter((r) => r.kind === 'screen' && isBackHidden(r, 'main')).map((r) => r.id);
    expect(hidden.sort()).toEqual(
      ['book.search', 'book.summary', 'bookings', 'home', 'match.home', 'match.sport-home', 'match.wizard', 'profile.menu'].sort(),
    );
  });

  it('hides it on the club list for non-main brands only', () => {
    expect(isBackHidden(screen('book.clubs'), 'main')).toBe(false);
    for (const brand of ['fg', 'aramark', 'mlp', 'rock-and-soccer'] as const) expect(isBackHidden(screen('book.clubs'), brand)).toBe(true);
  });
});

describe('nextHistory (the back-history stack)', () => {
  const a: HistoryEntry = { key: 'a', path: '/book/search' };
  const b: HistoryEntry = { key: 'b', path: '/login' };
  const c: HistoryEntry = { key: 'c', path: '/bookings' };

  it('pushes, replaces and pops', () => {
    let stack = nextHistory([], 'POP', a);
    expect(stack).toEqual([a]);
    stack = nextHistory(stack, 'PUSH', b);
    expect(stack).toEqual([a, b]);
    stack = nextHistory(stack, 'REPLACE', c);
    expect(stack).toEqual([a, c]);
    stack = nextHistory(stack, 'POP', a);
    expect(stack).toEqual([a]);
  });

  it('ignores a repeated push of the same entry and appends unknown pops (forward)', () => {
    expect(nextHistory([a], 'PUSH', a)).toEqual([a]);
    expect(nextHistory([a], 'POP', b)).toEqual([a, b]);
  });

  it('backTarget goes back in history, or to the start screen when nothing is behind', () => {
    expect(backTarget([a, b], '/book/search')).toEqual({ kind: 'history' });
    expect(backTarget([b], '/book/clubs')).toEqual({ kind: 'path', to: '/book/clubs' });
    expect(backTarget([], '/book/search')).toEqual({ kind: 'path', to: '/book/search' });
  });

  it('slots opened from outside the app (externalTrigger) go back to the club’s sports when nothing is behind; invalid values are dropped', () => {
    const slots = '/book/slots?sportId=1&clubId=12&date=2026-12-01&time=19:00:00&timespan=60';
    const entry = (path: string): HistoryEntry => ({ key: 'x', path });
    expect(backTarget([entry(`${slots}&externalTrigger=1`)], '/book/search')).toEqual({ kind: 'path', to: '/book/clubs/12/sports' });
    expect(backTarget([entry(`${slots}&externalTrigger=true`)], '/book/search')).toEqual({ kind: 'path', to: '/book/clubs/12/sports' });
    // Something behind: plain back; no trigger, another value, another screen or no club: the start screen.
    expect(backTarget([a, entry(`${slots}&externalTrigger=1`)], '/book/search')).toEqual({ kind: 'history' });
    for (const path of [
      slots,
      `${slots}&externalTrigger=0`,
      `${slots}&externalTrigger=yes`,
      '/book/summary?clubId=12&externalTrigger=1',
      '/book/slots?clubId=x&externalTrigger=1',
    ])
      expect(backTarget([entry(path)], '/book/search')).toEqual({ kind: 'path', to: '/book/search' });
  });
});

describe('androidBackAction', () => {
  it('closes a modal first, whatever the screen', () => {
    expect(androidBackAction({ modalOpen: true, routeId: 'book.search', brand: 'main' })).toBe('closeModal');
  });

  it("exits the app on the brand's root screen", () => {
    expect(androidBackAction({ modalOpen: false, routeId: 'book.search', brand: 'main' })).toBe('exitApp');
    expect(androidBackAction({ modalOpen: false, routeId: 'book.clubs', brand: 'fg' })).toBe('exitApp');
    expect(androidBackAction({ modalOpen: false, routeId: 'book.clubs', brand: 'main' })).toBe('goBack');
  });

  it('goes to book search from the bookings, match and profile menus', () => {
    for (const routeId of ['bookings', 'match.home', 'match.sport-home', 'profile.menu']) {
      expect(androidBackAction({ modalOpen: false, routeId, brand: 'main' })).toBe('goToSearch');
    }
  });

  it('otherwise goes back', () => {
    expect(androidBackAction({ modalOpen: false, routeId: 'login', brand: 'main' })).toBe('goBack');
    expect(androidBackAction({ modalOpen: false, routeId: undefined, brand: 'main' })).toBe('goBack');
  });
});
