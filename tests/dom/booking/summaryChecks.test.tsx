// The summary's checks and refusals over a flow with fake actors (summaryScreens.test.tsx has its
// prices, buttons and cashier): mandatory fields and the rules, the minimum of players, extras and
// coupons, the bin alert, the booking user's and an added player's limits, Agregar jugador, and a
// booking in progress (-1698): the error tables' messages with counts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookingSelectors } from '#machines/booking';
import { ApiError } from '#api/apiError';
import { atSummary, club, quote, screenOf, slow, sport, TOMORROW } from './flowSupport';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('summary', () => {
  it('marks every mandatory field; the rules checkbox and its error agree; the club’s text carries its language', async () => {
    const form = {
      club: { ...club, language_code: 'es-CL' } as never,
      sport: {
        ...sport,
        include_tyc: 'Y' as const,
        tyc_text: 'Acepto el reglamento del club',
        tyc_url: '/demo/reglamento-club-padel-vitacura.html',
        ask_for_comments: true,
        text_for_comments: 'Indica con quién juegas',
        dataConfig: [
          { dataConfigId: 1, name: 'Nivel de juego', mandatory: true },
          { dataConfigId: 2, name: 'Patente del auto', mandatory: false },
        ],
      },
    };
    await atSummary({ ...form, quote: quote({ pay: 0 }) }, 'en');
    const section = await screen.findByRole('region', { name: 'Booking details' }, slow);
    const level = within(section).getByRole('textbox', { name: /Nivel de juego/ }) as HTMLInputElement;
    expect(level.required).toBe(true);
    expect(section.querySelector(`label[for="${level.id}"]`)!.textContent).toBe('Nivel de juego *');
    const plate = within(section).getByRole('textbox', { name: /Patente del auto/ }) as HTMLInputElement;
    expect(plate.required).toBe(false);
    expect(section.querySelector(`label[for="${plate.id}"]`)!.textContent).toBe('Patente del auto (optional)');
    expect((within(section).getByRole('textbox', { name: /Indica con quién juegas/ }) as HTMLTextAreaElement).required).toBe(true);
    expect(within(section).getByText('Fields marked with * are required.')).toBeTruthy();
    // Club-entered text as the club wrote it, marked with the club's language.
    expect(within(section).getByText('Nivel de juego').getAttribute('lang')).toBe('es-CL');
    expect(within(section).getByText('Acepto el reglamento del club').getAttribute('lang')).toBe('es-CL');
    const terms = within(section).getByRole('checkbox', { name: /Acepto el reglamento del club/ }) as HTMLInputElement;
    expect(terms.required).toBe(true);
    expect(within(section).getByRole('link', { name: '(read the rules)' }).getAttribute('href')).toBe(
      '/demo/reglamento-club-padel-vitacura.html',
    );
    fireEvent.change(within(section).getByRole('textbox', { name: /Indica con quién juegas/ }), { target: { value: 'Con Ana' } });
    fireEvent.change(level, { target: { value: 'Intermedio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    // The error names what the checkbox says: the club's rules.
    expect((await screen.findByRole('alert')).textContent).toBe('You must accept the club’s rules.');
  });

  it('the summary’s own checks: terms, mandatory fields, and the minimum of players opening the add-player dialog', async () => {
    const withForm = {
      sport: { ...sport, include_tyc: 'Y' as const, dataConfig: [{ dataConfigId: 1, name: 'Nivel de juego', mandatory: true }] },
    };
    const { calls } = await atSummary({ ...withForm, quote: quote({ pay: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar reserva' }, slow));
    expect((await screen.findByRole('alert')).textContent).toBe('Debes aceptar el reglamento del club.');
    fireEvent.click(screen.getByLabelText(/Acepto el reglamento del club/));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Debes completar los siguientes datos: Nivel de juego');
    fireEvent.change(screen.getByLabelText(/^Nivel de juego/), { target: { value: 'Intermedio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await waitFor(() => expect(calls.createBooking).toHaveLength(1));
    expect(calls.createBooking[0]).toMatchObject({ dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] });
    cleanup();

    await atSummary({ quote: quote({ pay: 0, minBookings: 2 }) });
    expect(await screen.findByText('Este horario se reserva para al menos 2 jugadores.', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar jugador' });
    expect(within(dialog).getByText('El club exige reservar para un mínimo de 2 jugadores.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Código de jugador'), { target: { value: '11' } });
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Rodrigo' } });
    fireEvent.change(within(dialog).getByLabelText('Apellido'), { target: { value: 'Vidal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Rodrigo Vidal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar a Rodrigo' })).toBeTruthy();
  });

  it('extras stop at their maximum; coupons go down when used and back when cancelled', async () => {
    const ball = { club_ancillary_id: 3, name: 'Tubo de pelotas', amount: 4500, online_payment: 'Y' as const, min_items: 0, max_items: 1 };
    const { actor } = await atSummary({
      quote: quote({ pay: 26000, ancillaries: [ball] }),
      coupons: [{ clubCouponId: 7, couponName: 'Cupón pádel', quantityLeft: 3 }],
    });
    const plus = await screen.findByRole('button', { name: 'Agregar un Tubo de pelotas' }, slow);
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar un Tubo de pelotas' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('button', { name: 'Quitar un Tubo de pelotas' })).toHaveProperty('disabled', false);
    expect(screen.getByText('Te quedan 3 cupones')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usar' }));
    expect(await screen.findByText('Te quedan 2 cupones')).toBeTruthy();
    await waitFor(() =>
      expect(bookingSelectors.reservationRef(actor.getSnapshot())!.getSnapshot().can({ type: 'coupon.cancel', userId: 10 })).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Te quedan 3 cupones')).toBeTruthy();
  });

  it('markup typed into the discount code is shown as text, never read as a message (no Lingui error)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await atSummary({ quote: quote({ pay: 26000 }) });
      for (const typed of ['<b>hola</b>', '<0>x</0>']) {
        fireEvent.change(await screen.findByLabelText('Código de descuento', {}, slow), { target: { value: typed } });
        fireEvent.click(screen.getAllByRole('button', { name: 'Aplicar' })[0]);
        const applied = await screen.findByText(typed, {}, slow);
        expect(applied.closest('p')!.textContent).toBe(`Descuento aplicado: ${typed}`);
        fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
        await waitFor(() => expect(screen.queryByText(typed)).toBeNull());
      }
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/not declared in the original translation/);
    } finally {
      errors.mockRestore();
    }
  });

  it('a card bin must have six digits: the alert clears after 10 s', async () => {
    await atSummary({ quote: quote({ pay: 26000 }) });
    const bin = await screen.findByLabelText('Primeros 6 dígitos de tu tarjeta', {}, slow);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(bin, { target: { value: '45079' } });
    fireEvent.submit(bin.closest('form')!);
    expect(screen.getByTestId('code-alert').textContent).toBe('Ingresa seis dígitos.');
    act(() => void vi.advanceTimersByTime(9_900));
    expect(screen.queryByTestId('code-alert')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('code-alert')).toBeNull();
  });

  it('a limit of the booking user: a modal with the count, singular or plural, then the slots again', async () => {
    for (const [count, text] of [
      [1, 'Alcanzaste el máximo de 1 reserva en este club.'],
      [3, 'Alcanzaste el máximo de 3 reservas en este club.'],
    ] as const) {
      const { actor } = await atSummary({
        quote: new ApiError('requestQuote', 422, { code: '-61', message: 'limit', details: { count } }),
      });
      await screenOf(actor, 'slots');
      const dialog = await screen.findByRole('dialog', {}, slow);
      expect(within(dialog).getByText(text)).toBeTruthy();
      cleanup();
    }
  });

  it('a player just added who reached their limit is refused in the add-player dialog, off the list', async () => {
    let n = 0;
    const { actor } = await atSummary({
      quote: () => {
        n += 1;
        if (n > 1) throw new ApiError('requestQuote', 422, { code: '-162', message: 'limit', details: { count: 2, userId: 11 } });
        return quote({ pay: 0 });
      },
    });
    await screen.findByRole('button', { name: 'Agregar jugador' }, slow);
    bookingSelectors
      .reservationRef(actor.getSnapshot())!
      .send({ type: 'players.add', player: { userId: 11, firstName: 'Rodrigo', lastName: 'Vidal' } });
    const dialog = await screen.findByRole('dialog', { name: 'Agregar jugador' });
    expect(within(dialog).getByText('Uno de los jugadores alcanzó el máximo de 2 reservas por día en este club.')).toBeTruthy();
    expect(screen.queryByText('Rodrigo Vidal')).toBeNull();
  });

  it('Agregar jugador (issue 9 item 8): a code nobody has, the same player twice and a court not for them are refused, naming them', async () => {
    const { calls } = await atSummary({
      quote: (input: unknown) => {
        const added = (input as { bookUserIds: { userId: number }[] }).bookUserIds[1]?.userId;
        if (added === 99999) throw new ApiError('requestQuote', 422, { code: '-193', message: 'unknown', details: { userId: 99999 } });
        if (added === 12) throw new ApiError('requestQuote', 422, { code: '-375', message: 'members only', details: { userId: 12 } });
        return quote({ pay: 0 });
      },
    });
    const add = async (code: string, firstName: string, lastName: string) => {
      const dialog = await screen.findByRole('dialog', { name: 'Agregar jugador' });
      fireEvent.change(within(dialog).getByLabelText('Código de jugador'), { target: { value: code } });
      fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: firstName } });
      fireEvent.change(within(dialog).getByLabelText('Apellido'), { target: { value: lastName } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
      return dialog;
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar jugador' }, slow));
    let dialog = await add('99999', 'Nadie', 'Existe');
    expect(await within(dialog).findByText('No existe un jugador con el código 99999.')).toBeTruthy();
    expect(screen.queryByText('Nadie Existe')).toBeNull();
    dialog = await add('12', 'Marta', 'Díaz');
    expect(await within(dialog).findByText('Esta cancha no está disponible para Marta Díaz.')).toBeTruthy();
    dialog = await add('11', 'Rodrigo', 'Vidal');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Rodrigo Vidal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar jugador' }));
    dialog = await add('11', 'Rodrigo', 'Vidal');
    expect(await within(dialog).findByText('Rodrigo Vidal ya está en esta reserva.')).toBeTruthy();
    // The duplicate asked nothing: one quote per accepted or refused code, plus the first.
    expect(calls.requestQuote).toHaveLength(4);
  });
});

describe('a booking in progress (-1698)', () => {
  const inProgress = () =>
    new ApiError('requestQuote', 409, {
      code: '-1698',
      message: 'in progress',
      details: {
        bookingId: 41,
        clubId: 1,
        clubName: 'Club Pádel Vitacura',
        sportId: 1,
        courtId: 2,
        courtName: 'Cancha 2',
        date: TOMORROW,
        startTime: '19:00:00',
        endTime: '20:30:00',
        webpay_id: '77',
        redirectURL: 'http://localhost/sandbox/webpay/sbx_1',
      },
    });

  it('names the booking whose payment is open, with continue paying it or cancel it — never a dead end', async () => {
    let asked = 0;
    const { calls, effects } = await atSummary({
      quote: () => {
        asked += 1;
        if (asked === 1) throw inProgress();
        return quote();
      },
    });
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByRole('heading', { name: 'Tienes una reserva en curso' })).toBeTruthy();
    expect(dialog.textContent).toContain('Club Pádel Vitacura');
    expect(dialog.textContent).toContain('Cancha 2');
    expect(dialog.textContent).toContain('19:00');
    expect(dialog.textContent).toContain('20:30');
    expect(within(dialog).getByRole('button', { name: 'Seguir pagando esa reserva' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anularla y seguir con esta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(calls.cancelBooking).toEqual([{ bookingId: 41 }]);
    expect(await screen.findByRole('button', { name: /^Pagar / }, slow)).toBeTruthy();
    expect(effects.filter((e) => e.action === 'redirectExternal')).toEqual([]);
  });

  it('continue paying it goes back to its payment page', async () => {
    const { effects } = await atSummary({
      quote: () => {
        throw inProgress();
      },
    });
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir pagando esa reserva' }));
    expect(effects).toContainEqual({ action: 'redirectExternal', params: { url: 'http://localhost/sandbox/webpay/sbx_1' } });
  });
});
