// @vitest-environment node
// The address of the booking flow: each step's URL, the step a URL asks for (spec part 1 §2.1 params,
// §5 preselect validation), and what happens when they disagree (back, forward, reload).
import { describe, expect, it } from 'vitest';
import { bookingSelectors } from '#machines/booking';
import { inputFor } from '#features/booking/flow/bookingFlow';
import { criteriaOf, placeOfFlow, placeOfUrl, sameScreen, urlOf, type Criteria, type Place } from '#features/booking/flow/place';
import { reconcile } from '#features/booking/flow/reconcile';
import { atSearch, atSlots, screenOf, startFlow, TOMORROW, USER } from './flowSupport';

const search = (criteria: Criteria = { date: TOMORROW, time: '19:00:00', timespan: 60 }): Place => ({
  kind: 'search',
  clubId: 1,
  sportId: 1,
  criteria,
});

describe('place ↔ URL', () => {
  it.each<[string, Place, string]>([
    ['the club list on the search screen', { kind: 'clubs', parentClubId: null }, '/book/search'],
    ['sub-clubs on the search screen', { kind: 'clubs', parentClubId: 10 }, '/book/search?parentClubId=10'],
    ['a club on the search screen', { kind: 'club', clubId: 3 }, '/book/search?clubId=3'],
    ['the search form', search(), `/book/search?clubId=1&sportId=1&date=${TOMORROW}&time=19:00:00&timespan=60`],
    [
      'the slots',
      { kind: 'results', route: 'slots', clubId: 1, sportId: 1, criteria: { date: TOMORROW, time: '19:00:00', timespan: 60 } },
      `/book/slots?sportId=1&clubId=1&date=${TOMORROW}&time=19:00:00&timespan=60`,
    ],
    [
      'the summary of a held court',
      {
        kind: 'reservation',
        route: 'summary',
        clubId: 1,
        sportId: 1,
        criteria: { date: TOMORROW, time: '18:30:00', timespan: 60 },
        courtId: 4,
      },
      `/book/summary?sportId=1&clubId=1&date=${TOMORROW}&time=18:30:00&timespan=60&courtId=4`,
    ],
  ])('%s', (_name, place, url) => {
    expect(urlOf(place, 'search')).toBe(url);
    const [pathname, query = ''] = url.split('?');
    expect(placeOfUrl(pathname, query ? `?${query}` : '')).toEqual(place.kind === 'club' ? { ...place } : place);
  });

  it('the club routes when the flow did not start on the search screen', () => {
    expect(urlOf({ kind: 'clubs', parentClubId: null }, 'clubs')).toBe('/book/clubs');
    expect(urlOf({ kind: 'clubs', parentClubId: 10 }, 'clubs')).toBe('/book/clubs/10/sub-clubs');
    expect(urlOf({ kind: 'club', clubId: 3 }, 'clubs')).toBe('/book/clubs/3/sports');
    expect(placeOfUrl('/book/clubs/10/sub-clubs', '')).toEqual({ kind: 'clubs', parentClubId: 10 });
    expect(placeOfUrl('/book/clubs/3/sports', '?preSelectSportId=2&preSelectDate=2026-12-01')).toEqual({
      kind: 'club',
      clubId: 3,
      sportId: 2,
      date: '2026-12-01',
    });
    expect(placeOfUrl('/bookings', '')).toBeNull();
    expect(placeOfUrl('/book/slots', '?sportId=1')).toBeNull();
  });

  it('preselect values: date YYYY-MM-DD, time HH:mm:ss only with a valid date (spec part 1 §5)', () => {
    expect(criteriaOf(new URLSearchParams('date=2026-12-01&time=19:00:00&timespan=60'))).toEqual({
      date: '2026-12-01',
      time: '19:00:00',
      timespan: 60,
    });
    expect(criteriaOf(new URLSearchParams('date=2026-02-30&time=19:00:00'))).toEqual({ date: null, time: null, timespan: null });
    expect(criteriaOf(new URLSearchParams('date=01-12-2026&time=19:00:00'))).toMatchObject({ date: null, time: null });
    expect(criteriaOf(new URLSearchParams('time=19:00:00'))).toMatchObject({ time: null });
    expect(criteriaOf(new URLSearchParams('date=2026-12-01&time=25:00:00'))).toMatchObject({ date: '2026-12-01', time: null });
    expect(criteriaOf(new URLSearchParams('date=2026-12-01&time=19:30'))).toMatchObject({ time: '19:30:00' });
    expect(criteriaOf(new URLSearchParams('timespan=-5'))).toMatchObject({ timespan: null });
  });

  it('another sub-club list or another club is a new history entry; other criteria are not', () => {
    expect(sameScreen({ kind: 'clubs', parentClubId: null }, { kind: 'clubs', parentClubId: 10 })).toBe(false);
    expect(sameScreen(search(), search({ date: TOMORROW, time: '20:00:00', timespan: 90 }))).toBe(true);
    expect(
      sameScreen(search(), {
        kind: 'results',
        route: 'slots',
        clubId: 1,
        sportId: 1,
        criteria: { date: null, time: null, timespan: null },
      }),
    ).toBe(false);
  });

  it("a flow started from an address preselects what it says (the search form's time comes after, never a search at once)", () => {
    const env = { viewer: () => ({ user: USER, country: 'CL' }), brand: 'main' as const, platform: 'web' as const, now: () => 0 };
    expect(inputFor(search(), env).preselect).toEqual({ clubId: 1, sportId: 1, date: TOMORROW, timespan: 60 });
    const summary: Place = {
      kind: 'reservation',
      route: 'summary',
      clubId: 1,
      sportId: 1,
      criteria: { date: TOMORROW, time: '19:00:00', timespan: 60 },
      courtId: 4,
    };
    expect(inputFor(summary, env).preselect).toEqual({ clubId: 1, sportId: 1, date: TOMORROW, time: '19:00:00', timespan: 60, courtId: 4 });
  });
});

describe('the flow follows the address', () => {
  it('settled screens have their address; loading and holding keep the current one', async () => {
    const { actor } = await atSearch();
    expect(placeOfFlow(actor.getSnapshot())).toMatchObject({ kind: 'search', clubId: 1, sportId: 1 });
    actor.send({ type: 'search.setDate', date: TOMORROW });
    actor.send({ type: 'search.setTime', time: '19:00:00' });
    actor.send({ type: 'search.submit' });
    expect(placeOfFlow(actor.getSnapshot())).toBeNull();
    await screenOf(actor, 'slots');
    expect(placeOfFlow(actor.getSnapshot())).toMatchObject({
      kind: 'results',
      route: 'slots',
      criteria: { date: TOMORROW, time: '19:00:00' },
    });
  });

  it('a reload of the search form sets the time it had; other criteria in the address are sent as events', async () => {
    const { actor } = await atSearch({}, { preselect: { clubId: 1, sportId: 1, date: TOMORROW, timespan: 60 } });
    const decision = reconcile(actor.getSnapshot(), search(), true);
    expect(decision).toEqual({ kind: 'send', events: [{ type: 'search.setTime', time: '19:00:00' }] });
  });

  it('back from the slots to the club: out of the search step; back to the list: out of the club too', async () => {
    const { actor } = await atSlots();
    expect(reconcile(actor.getSnapshot(), { kind: 'club', clubId: 1 })).toEqual({ kind: 'send', events: [{ type: 'sport.change' }] });
    expect(reconcile(actor.getSnapshot(), { kind: 'clubs', parentClubId: null })).toEqual({
      kind: 'send',
      events: [{ type: 'sport.change' }, { type: 'club.back' }],
    });
    // Back to the search form: a fresh flow at that search (it cannot be re-entered from the slots).
    expect(reconcile(actor.getSnapshot(), search())).toEqual({ kind: 'recreate' });
    // Another club or sport in the address: a new flow.
    expect(
      reconcile(actor.getSnapshot(), {
        kind: 'results',
        route: 'slots',
        clubId: 2,
        sportId: 1,
        criteria: { date: TOMORROW, time: '19:00:00', timespan: 60 },
      }),
    ).toEqual({ kind: 'recreate' });
    // The same slots with other criteria (forward/back between two searches): search again.
    expect(
      reconcile(actor.getSnapshot(), {
        kind: 'results',
        route: 'slots',
        clubId: 1,
        sportId: 1,
        criteria: { date: TOMORROW, time: '20:00:00', timespan: 60 },
      }),
    ).toEqual({
      kind: 'send',
      events: [{ type: 'search.setTime', time: '20:00:00' }, { type: 'search.submit' }],
    });
  });

  it('back from the summary to the slots leaves the reservation (the flow releases the hold and searches again)', async () => {
    const { actor, calls } = await atSlots();
    actor.send({ type: 'slot.select', slot: actor.getSnapshot().context.timeslots[1] });
    await screenOf(actor, 'reservation');
    const child = bookingSelectors.reservationRef(actor.getSnapshot())!;
    await new Promise((r) => setTimeout(r, 0));
    expect(placeOfFlow(actor.getSnapshot())).toMatchObject({ kind: 'reservation', route: 'summary', courtId: 1 });
    const slots: Place = {
      kind: 'results',
      route: 'slots',
      clubId: 1,
      sportId: 1,
      criteria: { date: TOMORROW, time: '19:00:00', timespan: 60 },
    };
    expect(reconcile(actor.getSnapshot(), slots)).toEqual({ kind: 'leaveReservation' });
    child.send({ type: 'reservation.back' });
    await screenOf(actor, 'slots');
    expect(calls.releaseHold).toHaveLength(1);
  });

  it('a finished flow, or another user, starts again', async () => {
    const { actor } = startFlow();
    actor.stop();
    expect(reconcile(actor.getSnapshot(), { kind: 'clubs', parentClubId: null })).toEqual({ kind: 'recreate' });
    expect(reconcile(null, { kind: 'clubs', parentClubId: null })).toEqual({ kind: 'recreate' });
  });
});
