// The club and sport settings on screen (spec part 1 §3), over a flow with fake actors:
// hide_price_mode ALL hides the slot prices, additional_text_data is the club's note on the summary,
// comments_min_length is the comment's hint and check, and a sport booked club first
// (switch_book_flow) turns the sport-first search into that sport's club list.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { atSlots, atSummary, club, quote, renderFlow, slow, sport, sports, startFlow, screenOf, TOMORROW } from './flowSupport';

afterEach(cleanup);

describe('club and sport settings on screen', () => {
  it('hide_price_mode ALL: the slots show times and courts, no price; NONE shows them', async () => {
    const hidden = await atSlots({ sport: { ...sport, hide_price_mode: 'ALL' } });
    await renderFlow(hidden.actor, { routeId: 'book.slots', url: '/book/slots' });
    const court1 = await screen.findByRole('region', { name: 'Cancha 1' }, slow);
    expect(within(court1).getAllByRole('button')[1].textContent).toBe('19:00, hasta 20:00, Cancha 1');
    expect(within(screen.getByRole('region', { name: 'Cancha 4' })).getByRole('button').textContent).not.toContain('Gratis');
    cleanup();
    const shown = await atSlots({ sport: { ...sport, hide_price_mode: 'NONE' } });
    await renderFlow(shown.actor, { routeId: 'book.slots', url: '/book/slots' });
    const again = await screen.findByRole('region', { name: 'Cancha 1' }, slow);
    expect(within(again).getAllByRole('button')[1].textContent).toBe('19:00, hasta 20:00, $26.000, Cancha 1');
  });

  it('additional_text_data: the club’s note on the summary, in the club’s language; none without it', async () => {
    await atSummary(
      {
        club: { ...club, language_code: 'es-CL' } as never,
        sport: { ...sport, additional_text_data: 'Llega 10 minutos antes.' },
        quote: quote({ pay: 0 }),
      },
      'en',
    );
    const note = await screen.findByText('Llega 10 minutos antes.', {}, slow);
    expect(note.getAttribute('lang')).toBe('es-CL');
    expect(note.closest('[role="status"]')!.textContent).toBe('Note from the club: Llega 10 minutos antes.');
    cleanup();
    await atSummary({ quote: quote({ pay: 0 }) });
    await screen.findByRole('button', { name: 'Confirmar reserva' }, slow);
    expect(screen.queryByText(/Nota del club/)).toBeNull();
  });

  it('comments_min_length 5: the hint says it, 4 characters are refused, 5 book', async () => {
    const form = { sport: { ...sport, ask_for_comments: true, comments_min_length: 5, text_for_comments: 'Indica con quién juegas' } };
    const { calls } = await atSummary({ ...form, quote: quote({ pay: 0 }) });
    const comments = await screen.findByRole('textbox', { name: /Indica con quién juegas/ }, slow);
    expect(comments.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(comments.getAttribute('aria-describedby')!)!.textContent).toBe('Al menos 5 caracteres.');
    fireEvent.change(comments, { target: { value: ' Ana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Falta información: debes ingresar al menos 5 caracteres de información adicional.',
    );
    fireEvent.change(comments, { target: { value: 'Con Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await waitFor(() => expect(calls.createBooking).toHaveLength(1));
    expect(calls.createBooking[0]).toMatchObject({ comments: 'Con Ana' });
  });

  it('switch_book_flow: golf from the sport-first search lists the clubs offering golf; "every sport" lists all again', async () => {
    const golf = { id: 4, name: 'Golf', simple_search: false, switch_book_flow: true };
    const flow = startFlow({ sportChoices: [...sports, golf] });
    await screenOf(flow.actor, 'clubs');
    await waitFor(() => expect(flow.actor.getSnapshot().context.sportFirst.sports).toHaveLength(sports.length + 1));
    await renderFlow(flow.actor);
    flow.actor.send({ type: 'sportSearch.run', sportId: 4, date: TOMORROW, time: '10:00:00', timespan: 120 });
    const notice = await screen.findByText(/Golf se reserva eligiendo primero el club/, {}, slow);
    expect(notice.textContent).toBe(
      'Golf se reserva eligiendo primero el club: estos clubes lo ofrecen. Elige uno y buscamos a la hora que pediste.',
    );
    expect(flow.calls.loadClubs.at(-1)).toMatchObject({ sportId: 4, page: 1 });
    expect(flow.calls.searchClubSlots ?? []).toHaveLength(0);
    // The form above the list keeps the search it came from.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Golf' }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ver clubes de todos los deportes' }, slow));
    await waitFor(() => expect(flow.calls.loadClubs.at(-1)).toMatchObject({ sportId: null }));
    await waitFor(() => expect(screen.queryByText(/Golf se reserva/)).toBeNull());
  });
});

describe('a player the club keeps out', () => {
  it('the club that disabled the player: its message and another club', async () => {
    const flow = startFlow({ club: { ...club, isBlocked: true } }, { preselect: { clubId: 1, sportId: 1 } });
    await screenOf(flow.actor, 'clubBlocked');
    await renderFlow(flow.actor);
    expect(await screen.findByRole('heading', { name: 'Acceso deshabilitado' }, slow)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'El club ha deshabilitado tu acceso. Si tienes alguna duda, contáctalo directamente.',
    );
    expect(flow.calls.loadClubSports ?? []).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Elegir otro club' }));
    await screenOf(flow.actor, 'clubs');
  });

  it('a sport block: until when (DD/MM/YYYY, the club’s day), no search; another sport', async () => {
    const blocked = { ...sport, blocked: true, blocked_until: '2027-01-01T02:00:00.000Z' };
    const flow = startFlow({ sport: blocked }, { preselect: { clubId: 1, sportId: 1 } });
    await screenOf(flow.actor, 'sportBlocked');
    await renderFlow(flow.actor, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Sport blocked' }, slow)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`You cannot book Pádel at ${club.name} until 31/12/2026.`);
    expect(flow.calls.fetchTimeslots ?? []).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Choose another sport' }));
    await screenOf(flow.actor, 'sports');
  });
});
