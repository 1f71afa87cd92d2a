// The slots screens over a flow with fake actors: courts and hours with prices, holding a slot, the
// 'someone booked first' modal and the reload, alternatives, the availability error and 'show all'.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import { toClubTimeslots, toNearbyTimeslots } from '#features/booking/api/timeslots';
import { answer, timeslotDto } from './contractFixtures';
import { atSearch, atSlots, renderFlow, results, screenOf, slot, slow, TOMORROW } from './flowSupport';

afterEach(cleanup);

const to19 = (flow: Awaited<ReturnType<typeof atSearch>>) => {
  flow.actor.send({ type: 'search.setDate', date: TOMORROW });
  flow.actor.send({ type: 'search.setTime', time: '19:00:00' });
  flow.actor.send({ type: 'search.setTimespan', timespan: 60 });
  flow.actor.send({ type: 'search.submit' });
};

describe('slots', () => {
  it('by court, each slot with its times and its price in the club currency; choosing one holds it', async () => {
    const { actor, calls } = await atSlots();
    await renderFlow(actor, { routeId: 'book.slots', url: '/book/slots' });
    const court1 = await screen.findByRole('region', { name: 'Cancha 1' }, slow);
    expect(
      within(court1)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['18:30, hasta 19:30, $26.000, Cancha 1', '19:00, hasta 20:00, $26.000, Cancha 1', '19:30, hasta 20:30, $26.000, Cancha 1']);
    expect(within(screen.getByRole('region', { name: 'Cancha 4' })).getByRole('button').textContent).toContain('Gratis');
    fireEvent.click(within(court1).getAllByRole('button')[1]);
    await waitFor(() => expect(calls.createHold).toHaveLength(1));
    expect(calls.createHold[0]).toEqual({
      clubId: 1,
      sportId: 1,
      courtId: 1,
      userId: 10,
      date: TOMORROW,
      startTime: '19:00:00',
      endTime: '20:00:00',
    });
    // The hold's countdown, mm:ss under an hour.
    expect((await screen.findByTestId('hold-countdown', {}, slow)).textContent).toMatch(/^0[45]:\d{2}$/);
  });

  it("the player's own booking shows as theirs, a link to its summary, never a slot to book again", async () => {
    const own = { ...slot(1, '19:00:00'), bookedByMe: true, bookingId: 77 };
    const { actor, calls } = await atSlots({
      timeslots: [{ timeslots: [own, slot(2, '19:00:00')], alternative_timeslots: [], alternativeClubs: [] }],
    });
    await renderFlow(actor, { routeId: 'book.slots', url: '/book/slots' });
    const court1 = await screen.findByRole('region', { name: 'Cancha 1' }, slow);
    expect(within(court1).queryByRole('button')).toBeNull();
    const link = within(court1).getByRole('link');
    expect(link.textContent).toBe('19:00, hasta 20:00, Tu reserva, Cancha 1');
    expect(link.getAttribute('href')).toBe('/summary/77');
    fireEvent.click(within(screen.getByRole('region', { name: 'Cancha 2' })).getByRole('button'));
    await waitFor(() => expect(calls.createHold).toHaveLength(1));
    expect(calls.createHold[0]).toMatchObject({ courtId: 2 });
  });

  // Issue 9 item 2: the player's booking on Cancha 2 at 19:00–20:30, searched again at 19:00 for 60
  // minutes: the club call marks 18:30, 19:00 and 19:30 there (all overlap it) as theirs.
  const ownBooking = (over: Parameters<typeof timeslotDto>[0] = {}) =>
    timeslotDto({ courtId: 2, courtText: 'Cancha 2', courtSort: 2, bookedByMe: true, bookingId: 77, ...over });
  const clubAnswerWithOwnBooking = () =>
    answer('getClubTimeslots', {
      timeslots: [
        timeslotDto({ local_start_time: '18:30:00', local_end_time: '19:30:00' }),
        timeslotDto(),
        ownBooking({ local_start_time: '18:30:00', local_end_time: '19:30:00' }),
        ownBooking(),
        ownBooking({ local_start_time: '19:30:00', local_end_time: '20:30:00' }),
      ],
      timeslots_summary: [],
      alternative_timeslots: [],
      alternative_timeslots_summary: [],
      quotationId: null,
      discarded_timeslots: 0,
      timezone: 'America/Santiago',
    });

  it('the club call’s answer: every slot overlapping the player’s booking is a link to it, none priced or bookable', async () => {
    const { actor, calls } = await atSlots({ timeslots: [toClubTimeslots(clubAnswerWithOwnBooking())] });
    await renderFlow(actor, { routeId: 'book.slots', url: '/book/slots' });
    const court2 = await screen.findByRole('region', { name: 'Cancha 2' }, slow);
    expect(within(court2).queryAllByRole('button')).toEqual([]);
    const links = within(court2).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['18:30, hasta 19:30, Tu reserva, Cancha 2', '/summary/77'],
      ['19:00, hasta 20:00, Tu reserva, Cancha 2', '/summary/77'],
      ['19:30, hasta 20:30, Tu reserva, Cancha 2', '/summary/77'],
    ]);
    expect(court2.textContent).not.toContain('$');
    expect(within(screen.getByRole('region', { name: 'Cancha 1' })).getAllByRole('button')).toHaveLength(2);
    expect(calls.createHold ?? []).toEqual([]);
  });

  it('the cross-club answer and show all keep the player’s booking as theirs too', async () => {
    const nearby = toNearbyTimeslots({
      timeslots: [ownBooking({ local_start_time: '19:30:00', local_end_time: '20:30:00' })],
      alternative_timeslots: [],
      alternative_timeslots_summary: [],
      clubs: [{ id: 1, name: 'Club Pádel Vitacura' } as never],
    });
    expect(nearby.timeslots[0]).toMatchObject({ bookedByMe: true, bookingId: 77 });
    // The second answer is the whole day's ('show all' asks the flow, which calls the same club search).
    const { actor } = await atSlots({ timeslots: [results, toClubTimeslots(clubAnswerWithOwnBooking())] });
    await renderFlow(actor);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver todos los horarios del día' }, slow));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Cancha 2' })).getAllByRole('link')).toHaveLength(3));
    expect(within(screen.getByRole('region', { name: 'Cancha 2' })).queryAllByRole('button')).toEqual([]);
  });

  it('a failed hold: someone booked first (modal), then the slots are searched again', async () => {
    const { actor, calls } = await atSlots({
      hold: new ApiError('createHold', 409, { code: '-99', message: 'taken' }),
      timeslots: [
        { timeslots: [slot(1, '19:00:00'), slot(2, '19:00:00')], alternative_timeslots: [], alternativeClubs: [] },
        { timeslots: [slot(2, '19:00:00')], alternative_timeslots: [], alternativeClubs: [] },
      ],
    });
    await renderFlow(actor, { routeId: 'book.slots', url: '/book/slots' });
    fireEvent.click(within(await screen.findByRole('region', { name: 'Cancha 1' }, slow)).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('¡Ups! Alguien acaba de reservar este horario antes que tú, pero puedes elegir uno alternativo.'),
    ).toBeTruthy();
    await waitFor(() => expect(calls.fetchTimeslots).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Cancha 1' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Cancha 2' })).toBeTruthy();
  });

  it('the searched hour taken: other hours of the club; no court at all: other clubs', async () => {
    const alternative = await atSearch({
      timeslots: [{ timeslots: [], alternative_timeslots: [slot(1, '21:00:00')], alternativeClubs: [] }],
    });
    to19(alternative);
    await screenOf(alternative.actor, 'alternativeSlots');
    await renderFlow(alternative.actor);
    expect(
      await screen.findByText('No quedan canchas libres a las 19:00. Estos son los horarios libres más cercanos.', {}, slow),
    ).toBeTruthy();
    cleanup();
    const clubs = await atSearch({
      timeslots: [
        {
          timeslots: [],
          alternative_timeslots: [],
          alternativeClubs: [{ id: 4, name: 'Palermo Pádel', hour: '19:00:00', count: 2 } as never],
        },
      ],
    });
    to19(clubs);
    await screenOf(clubs.actor, 'alternativeClubs');
    await renderFlow(clubs.actor);
    const palermo = await screen.findByRole('button', { name: /Palermo Pádel/ }, slow);
    expect(within(palermo).getByText('2 canchas libres a las 19:00')).toBeTruthy();
    fireEvent.click(palermo);
    await waitFor(() => expect(clubs.calls.loadClub).toContainEqual({ clubId: 4 }));
  });

  it('availability failed: a modal, then the nearby clubs’ slots', async () => {
    const nearby = {
      timeslots: [{ ...slot(3, '19:00:00'), clubId: 5, clubName: 'Club Cercano' }],
      alternative_timeslots: [],
      alternativeClubs: [],
    };
    const flow = await atSearch({ timeslots: [new Error('down'), nearby] });
    to19(flow);
    await waitFor(() => expect(flow.actor.getSnapshot().context.failure).not.toBeNull());
    await renderFlow(flow.actor);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('No pudimos consultar la disponibilidad de este club. Te mostramos horarios en otros clubes.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(await screen.findByRole('heading', { name: 'Horarios en otros clubes' }, slow)).toBeTruthy();
    expect(flow.calls.fetchTimeslots[1]).toMatchObject({ scope: 'nearby' });
    expect(screen.getByRole('region', { name: 'Club Cercano, Cancha 3' })).toBeTruthy();
  });

  it("'show all': the flow asks for the club's whole day with the same search", async () => {
    const day = Array.from({ length: 30 }, (_, i) =>
      timeslotDto({ local_start_time: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00` }),
    );
    const dayAnswer = toClubTimeslots(
      answer('getClubTimeslots', {
        timeslots: day,
        timeslots_summary: [],
        alternative_timeslots: [],
        alternative_timeslots_summary: [],
        quotationId: null,
        discarded_timeslots: 0,
        timezone: 'America/Santiago',
      }),
    );
    const { actor, calls } = await atSlots({ timeslots: [results, dayAnswer] });
    await renderFlow(actor);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver todos los horarios del día' }, slow));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Cancha 1' })).getAllByRole('button')).toHaveLength(30));
    expect(calls.fetchTimeslots[1]).toMatchObject({ scope: 'day', clubId: 1, sportId: 1, date: TOMORROW, time: '19:00:00', timespan: 60 });
    const near = screen.getByRole('button', { name: 'Ver solo los horarios cerca de las 19:00' });
    expect(near.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(near);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Cancha 1' })).getAllByRole('button')).toHaveLength(3));
  });
});
