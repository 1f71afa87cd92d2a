// @vitest-environment node
// The booking flow and its address (machines/booking/booking.address.ts) on real flows: the place of
// each settled screen, what an address that disagrees does (back, forward, reload), and the input of a
// flow started from an address. The URL ↔ place mapping itself is tested in tests/machines/bookingUrl.test.ts.
import { describe, expect, it } from 'vitest';
import { addressDecision, bookingSelectors, inputForPlace, placeOfFlow, type Criteria, type Place } from '#machines/booking';
import { atSearch, atSlots, screenOf, startFlow, TOMORROW, USER } from './flowSupport';

const search = (criteria: Criteria = { date: TOMORROW, time: '19:00:00', timespan: 60 }): Place => ({
  kind: 'search',
  clubId: 1,
  sportId: 1,
  criteria,
});

describe('a flow started from an address', () => {
  const viewer = { now: 0, user: USER, brand: 'main' as const, platform: 'web' as const, country: 'CL' };
  it('preselects what the address says and the screen it asked for (the search form: its time, never a search at once)', () => {
    expect(inputForPlace(search(), viewer).preselect).toEqual({
      clubId: 1,
      sportId: 1,
      date: TOMORROW,
      time: '19:00:00',
      timespan: 60,
      show: 'form',
    });
    const summary: Place = {
      kind: 'reservation',
      route: 'summary',
      clubId: 1,
      sportId: 1,
      criteria: { date: TOMORROW, time: '19:00:00', timespan: 60 },
      courtId: 4,
    };
    expect(inputForPlace(summary, viewer).preselect).toEqual({
      clubId: 1,
      sportId: 1,
      date: TOMORROW,
      time: '19:00:00',
      timespan: 60,
      courtId: 4,
      show: 'results',
    });
    const schedule: Place = {
      kind: 'results',
      route: 'schedule',
      clubId: 1,
      sportId: 1,
      criteria: { date: TOMORROW, time: null, timespan: 60 },
    };
    expect(inputForPlace(schedule, viewer).preselect).toMatchObject({ show: 'schedule' });
    expect(inputForPlace({ kind: 'clubs', parentClubId: 10 }, viewer)).toMatchObject({ parentClubId: 10 });
  });

  it('a reload of the search form shows the time it had, without searching', async () => {
    const { actor, calls } = await atSearch(
      {},
      inputForPlace(search(), { now: Date.now(), user: USER, brand: 'main', platform: 'web', country: 'CL' }),
    );
    expect(actor.getSnapshot().context.search).toMatchObject({ date: TOMORROW, time: '19:00:00', timespan: 60 });
    expect(calls.fetchTimeslots ?? []).toHaveLength(0);
    expect(addressDecision(actor.getSnapshot(), search())).toEqual({ kind: 'here' });
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

  it('other criteria on the search form are set with one event; the address then follows the flow', async () => {
    const { actor } = await atSearch({}, { preselect: { clubId: 1, sportId: 1, date: TOMORROW, timespan: 60, show: 'form' } });
    const decision = addressDecision(actor.getSnapshot(), search());
    expect(decision).toEqual({ kind: 'follow', event: { type: 'search.set', time: '19:00:00' } });
    actor.send({ type: 'url.follow', event: decision.kind === 'follow' ? decision.event : null });
    expect(actor.getSnapshot().context).toMatchObject({ urlMode: 'replace', search: { date: TOMORROW, time: '19:00:00' } });
    expect(addressDecision(actor.getSnapshot(), search())).toEqual({ kind: 'here' });
  });

  it('back from the slots to the club: out of the search step; back to the list: out of the club too', async () => {
    const { actor } = await atSlots();
    expect(addressDecision(actor.getSnapshot(), { kind: 'club', clubId: 1 })).toEqual({ kind: 'follow', event: { type: 'sport.change' } });
    expect(addressDecision(actor.getSnapshot(), { kind: 'clubs', parentClubId: null })).toEqual({
      kind: 'follow',
      event: { type: 'club.change' },
    });
    // Back to the search form: a fresh flow at that search (it cannot be re-entered from the slots).
    expect(addressDecision(actor.getSnapshot(), search())).toEqual({ kind: 'restart' });
    // Another club or sport in the address: a new flow.
    expect(
      addressDecision(actor.getSnapshot(), {
        kind: 'results',
        route: 'slots',
        clubId: 2,
        sportId: 1,
        criteria: { date: TOMORROW, time: '19:00:00', timespan: 60 },
      }),
    ).toEqual({ kind: 'restart' });
    // The same slots with other criteria (forward/back between two searches): search again.
    expect(
      addressDecision(actor.getSnapshot(), {
        kind: 'results',
        route: 'slots',
        clubId: 1,
        sportId: 1,
        criteria: { date: TOMORROW, time: '20:00:00', timespan: 60 },
      }),
    ).toEqual({ kind: 'follow', event: { type: 'search.run', date: TOMORROW, time: '20:00:00', timespan: 60 } });
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
    expect(addressDecision(actor.getSnapshot(), slots)).toEqual({ kind: 'follow', event: { type: 'reservation.leave' } });
    expect(child.getSnapshot().status).toBe('active');
    actor.send({ type: 'url.follow', event: { type: 'reservation.leave' } });
    await screenOf(actor, 'slots');
    expect(calls.releaseHold).toHaveLength(1);
  });

  it('a finished flow starts again', async () => {
    const { actor } = startFlow();
    actor.stop();
    expect(addressDecision(actor.getSnapshot(), { kind: 'clubs', parentClubId: null })).toEqual({ kind: 'restart' });
  });

  it('a flow let go of while it holds a slot gives the slot back itself', async () => {
    const { actor, calls } = await atSlots();
    actor.send({ type: 'slot.select', slot: actor.getSnapshot().context.timeslots[1] });
    await screenOf(actor, 'reservation');
    actor.send({ type: 'flow.abandon' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.releaseHold).toHaveLength(1);
  });
});
