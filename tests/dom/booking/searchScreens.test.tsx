// The first screens of a booking rendered over a flow driven by events with fake actors: the club
// list (10 per page, sub-clubs), club outcomes, the sport and the search form (time options and
// default, durations), and what a search leads to.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookingSelectors } from '#machines/booking';
import { toClubCard } from '#features/booking/api/clubs';
import { toSportCard } from '#features/booking/api/sports';
import { clubDto, sportListDto } from './contractFixtures';
import { atSearch, club, screenOf, startFlow, renderFlow, TODAY, TOMORROW } from './flowSupport';

afterEach(cleanup);

/** The steps after the club are their own chunk (with the whole catalog): on a busy machine their first showing can take a while. */
const STEPS_LOAD = 5000;

describe('club list', () => {
  it('ten clubs a page with where you are; choosing one loads it', async () => {
    const { actor, calls } = startFlow();
    await screenOf(actor, 'clubs');
    await renderFlow(actor);
    expect(await screen.findByRole('heading', { name: 'Elige un club' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('Página 1 de 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(calls.loadClubs).toHaveLength(2));
    expect(calls.loadClubs[1]).toEqual({ parentClubId: null, sportId: null, page: 2, pageSize: 10 });
    await screenOf(actor, 'clubs');
    fireEvent.click(await screen.findByRole('button', { name: /Club 3/ }));
    await waitFor(() => expect(calls.loadClub).toEqual([{ clubId: 3 }]));
  });

  // Issue 9 item 12: sport names are ours, so they are translated; club names and addresses are the
  // club's, shown as written and marked with the club's language.
  it('in English: the sports are named in English, the club’s own text is kept and marked with its language', async () => {
    const { actor } = startFlow({ clubs: { clubs: [toClubCard(clubDto())], total: 1 } });
    await screenOf(actor, 'clubs');
    await renderFlow(actor, { language: 'en' });
    const item = await screen.findByRole('button', { name: /Club Pádel Vitacura/ });
    expect(within(item).getByText('Padel')).toBeTruthy();
    expect(within(item).getByText('Tennis')).toBeTruthy();
    expect(within(item).getByText('Club Pádel Vitacura').getAttribute('lang')).toBe('es-CL');
    expect(toSportCard(sportListDto())).toMatchObject({ code: 'padel' });
  });

  it('a failed list says so and offers to try again', async () => {
    const { actor } = startFlow({ clubs: new Error('down') as never });
    await waitFor(() => expect(bookingSelectors.canRetryClubs(actor.getSnapshot())).toBe(true));
    await renderFlow(actor);
    expect(await screen.findByText('Ha ocurrido un error. Por favor, inténtalo más tarde.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('a dummy club is coming soon; a members-only club without documents says to contact the club', async () => {
    const dummy = startFlow({ club: { ...club, dummy: true } }, { preselect: { clubId: 1 } });
    await screenOf(dummy.actor, 'comingSoon');
    await renderFlow(dummy.actor);
    expect(await screen.findByRole('heading', { name: 'Próximamente' }, { timeout: STEPS_LOAD })).toBeTruthy();
    cleanup();
    const members = startFlow({ club: { ...club, user_enabled: false, allow_browsing: false } }, { preselect: { clubId: 1 } });
    await screenOf(members.actor, 'membersOnly');
    await renderFlow(members.actor);
    expect(
      await screen.findByText('Este club es solo para socios. Contacta al club para que te habiliten.', {}, { timeout: STEPS_LOAD }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subir documento de socio' })).toBeNull();
  });
});

describe('search form', () => {
  it('sports, days from the sport’s range (today, tomorrow), times 08:00–23:00 every 30 min, durations of the sport', async () => {
    const { actor } = await atSearch();
    await renderFlow(actor);
    expect(await screen.findByRole('heading', { name: '¿Cuándo quieres jugar?' }, { timeout: STEPS_LOAD })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Pádel' }).getAttribute('aria-checked')).toBe('true');
    const days = within(screen.getByRole('radiogroup', { name: 'Día' })).getAllByRole('radio');
    expect(days[0].getAttribute('aria-label')).toMatch(/^Hoy, /);
    expect(days[1].getAttribute('aria-label')).toMatch(/^Mañana, /);
    expect(days).toHaveLength(15);
    const options = within(screen.getByLabelText('Hora')).getAllByRole('option') as HTMLOptionElement[];
    expect(options).toHaveLength(31);
    expect(options[0].value).toBe('08:00:00');
    expect(options[0].textContent).toBe('08:00');
    expect(options[30].value).toBe('23:00:00');
    // The picker offers the next full hour (kept inside the options).
    expect((screen.getByLabelText('Hora') as HTMLSelectElement).value).toBe(bookingSelectors.pickerTime(actor.getSnapshot()));
    expect(bookingSelectors.pickerTime(actor.getSnapshot())).toMatch(/^(0[89]|1\d|2[0-3]):00:00$/);
    const durations = within(screen.getByRole('radiogroup', { name: 'Duración' })).getAllByRole('radio');
    expect(durations.map((d) => d.textContent)).toEqual(['60 min', '90 min', '120 min']);
    expect(screen.getByRole('radio', { name: '90 min' }).getAttribute('aria-checked')).toBe('true');
  });

  it('the choices go to the flow; searching shows the slots', async () => {
    const { actor, calls } = await atSearch();
    await renderFlow(actor);
    fireEvent.click(await screen.findByRole('radio', { name: /^Mañana/ }, { timeout: STEPS_LOAD }));
    fireEvent.change(screen.getByLabelText('Hora'), { target: { value: '19:00:00' } });
    fireEvent.click(screen.getByRole('radio', { name: '60 min' }));
    expect(actor.getSnapshot().context.search).toEqual({ date: TOMORROW, time: '19:00:00', timespan: 60 });
    fireEvent.keyDown(screen.getByRole('radio', { name: '60 min' }), { key: 'ArrowRight' });
    expect(actor.getSnapshot().context.search.timespan).toBe(90);
    fireEvent.click(screen.getByRole('radio', { name: '60 min' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar horarios' }));
    expect(await screen.findByRole('heading', { name: 'Horarios disponibles' }, { timeout: 5000 })).toBeTruthy();
    expect(calls.fetchTimeslots[0]).toEqual({ scope: 'club', clubId: 1, sportId: 1, date: TOMORROW, time: '19:00:00', timespan: 60 });
  });

  it('nothing found and nothing offered: a notice on the form', async () => {
    const { actor } = await atSearch({ timeslots: [{ timeslots: [], alternative_timeslots: [], alternativeClubs: [] }] });
    actor.send({ type: 'search.setDate', date: TODAY });
    actor.send({ type: 'search.submit' });
    await waitFor(() => expect(bookingSelectors.searchNotice(actor.getSnapshot())).not.toBeNull());
    await renderFlow(actor);
    expect(
      await screen.findByText(
        'No encontramos horarios disponibles para tu búsqueda. Prueba con otra fecha u hora.',
        {},
        { timeout: STEPS_LOAD },
      ),
    ).toBeTruthy();
  });

  it('an anonymous visitor searching is asked to log in with the way back to the slots', async () => {
    const { actor, effects } = await atSearch({}, { user: null });
    await renderFlow(actor);
    expect(await screen.findByText('Te pediremos iniciar sesión para ver los horarios.', {}, { timeout: STEPS_LOAD })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar horarios' }));
    expect(effects).toContainEqual({ action: 'requestLogin', params: expect.objectContaining({ returnTo: '/book/slots' }) });
  });
});
