// @vitest-environment node
// Every booking route opened cold (issue 9, item 9): an address the flow cannot read (a club or
// sport missing) sends the player to the search with a notice at once — never an endless spinner —
// and the summary's draft store (a reload resumes what the player chose, never a hold that ran out).
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#api/client';
import { createBookingFlow, UNREADABLE_LINK } from '#features/booking/flow/bookingFlow';
import { sessionDraftStore } from '#features/booking/flow/drafts';
import { USER } from './flowSupport';

function flowAt(viewer = { user: USER, country: 'CL' }) {
  const navigations: Array<{ to: string; replace?: boolean }> = [];
  const toasts: unknown[] = [];
  const failing = (async () => {
    throw new Error('no call expected');
  }) as unknown as ApiClient['call'];
  const flow = createBookingFlow({
    api: { call: failing } as ApiClient,
    navigate: (to, options) => void navigations.push({ to, replace: options?.replace }),
    location: () => ({ pathname: '/book/search', search: '' }),
    viewer: () => viewer,
    brand: 'main',
    platform: 'web',
    now: () => Date.now(),
    toasts: { show: (toast) => (toasts.push(toast), 1) },
    i18n: { _: (d: unknown) => String(d) } as never,
    webOrigin: () => 'http://localhost',
    openWindow: () => undefined,
    redirectExternal: () => undefined,
    analytics: { trackPurchase: () => undefined },
    startPath: '/book/search',
    drafts: sessionDraftStore(null, () => 0),
  });
  return { flow, navigations, toasts };
}

describe('a booking address opened cold that names no club or sport', () => {
  it.each([
    '/book/schedule',
    '/book/alternative-clubs',
    '/book/slots',
    '/book/alternative-slots',
    '/book/alternative-club-slots',
    '/book/summary',
    '/book/insurance',
    '/book/clubs/abc/sub-clubs',
    '/book/clubs/0/sports',
  ])('%s: the search with a notice, at once', (path) => {
    const { flow, navigations, toasts } = flowAt();
    flow.visit({ pathname: path, search: '' });
    expect(navigations).toEqual([{ to: '/book/search', replace: true }]);
    expect(toasts).toEqual([{ message: UNREADABLE_LINK, kind: 'info' }]);
    expect(flow.current()).toBeNull();
  });

  it('also with only part of the ids (sportId without clubId)', () => {
    const { flow, navigations } = flowAt();
    flow.visit({ pathname: '/book/slots', search: '?sportId=1&date=2026-12-01&time=19:00:00' });
    expect(navigations[0]).toEqual({ to: '/book/search', replace: true });
  });
});

describe("the summary's draft store", () => {
  const place = { clubId: 1, sportId: 1, courtId: 2, date: '2026-12-01', time: '19:00:00', timespan: 60 };
  const draft = {
    insurance: null,
    plan: null,
    players: [{ userId: 10, firstName: 'Pía', lastName: 'Soto' }],
    couponByUser: {},
    ancillaryCounts: {},
    discountCode: null,
    bin: null,
    comments: 'hola',
    termsAccepted: true,
    fieldValues: { 1: 'x' },
  };

  function memory() {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  }

  it('gives back what was kept for the same person and court; the hold has run out once its end is passed', () => {
    let now = 1_000;
    const store = sessionDraftStore(memory(), () => now);
    store.write(10, place, draft, 61_000);
    expect(store.read(10, place)).toEqual({ draft, holdExpired: false });
    expect(store.read(11, place)).toBeNull();
    expect(store.read(10, { ...place, courtId: 3 })).toBeNull();
    expect(store.read(10, { ...place, time: '19:00' })).toEqual({ draft, holdExpired: false });
    now = 61_000;
    expect(store.read(10, place)?.holdExpired).toBe(true);
    store.clear();
    expect(store.read(10, place)).toBeNull();
  });

  it('no hold counting: never "ran out"; no storage or a broken entry: nothing kept', () => {
    const storage = memory();
    const store = sessionDraftStore(storage, () => 10 ** 12);
    store.write(10, place, draft, null);
    expect(store.read(10, place)?.holdExpired).toBe(false);
    storage.setItem('courtflow.reservationDraft', '{not json');
    expect(store.read(10, place)).toBeNull();
    expect(sessionDraftStore(null, () => 0).read(10, place)).toBeNull();
  });
});
