// The held slot's screens over a flow with fake actors: the countdown, the insurance step, the
// summary (quote, fee and total, extras, coupons, bin alert, minimum players), the pay / downpay /
// book buttons per the flow's flags, the cashier modal and the error tables' messages with counts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookingSelectors } from '#machines/booking';
import { ApiError } from '#api/apiError';
import { toQuote } from '#features/booking/api/quote';
import { answer, quotedSlotDto } from './contractFixtures';
import { atSlots, club, quote, renderFlow, screenOf, slow, sport, TOMORROW, type Fakes } from './flowSupport';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Holds Cancha 1 at 19:00 and renders the reservation. */
async function atSummary(fakes: Fakes = {}, language?: string) {
  const flow = await atSlots(fakes);
  flow.actor.send({ type: 'slot.select', slot: flow.actor.getSnapshot().context.timeslots[1] });
  await screenOf(flow.actor, 'reservation');
  await renderFlow(flow.actor, { routeId: 'book.summary', url: '/book/summary', language });
  return flow;
}

const money = (text: string) => text.replace(/\u00a0/g, ' ');

describe('countdown', () => {
  it('mm:ss from the hold, ticking every second', async () => {
    await atSummary();
    const clock = await screen.findByTestId('hold-countdown', {}, slow);
    const first = clock.textContent;
    expect(first).toMatch(/^0[45]:\d{2}$/);
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 2500 });
  });
});

describe('insurance step', () => {
  it('single, team (player maximum × the single amount) or none; a choice opens the summary', async () => {
    const { actor } = await atSummary({
      club: { ...club, clubIsOneClick: true, clubAllowsBookingInsurance: true },
      plan: { amount: 1500, planCode: 'CO-1', country: 'CO' },
    });
    expect(await screen.findByRole('heading', { name: '¿Quieres asegurar tu partido?' }, slow)).toBeTruthy();
    expect(money(screen.getByRole('button', { name: /Solo para mí/ }).textContent!)).toContain('$1.500');
    expect(money(screen.getByRole('button', { name: /Para todo el equipo \(4 jugadores\)/ }).textContent!)).toContain('$6.000');
    fireEvent.click(screen.getByRole('button', { name: /Para todo el equipo/ }));
    expect(await screen.findByText('Seguro (4 jugadores)', {}, slow)).toBeTruthy();
    const child = bookingSelectors.reservationRef(actor.getSnapshot())!;
    expect(child.getSnapshot().context.insurance).toMatchObject({ selected: 'team', amount: 6000, playerCount: 4 });
  });
});

describe('summary', () => {
  it('a free quote books directly: no payment sheet, then the booking summary', async () => {
    const { calls, effects } = await atSummary({ quote: quote({ pay: 0 }) });
    expect(await screen.findByTestId('summary-total', {}, slow)).toHaveProperty('textContent', 'Gratis');
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await waitFor(() => expect(calls.createBooking).toHaveLength(1));
    expect(calls.createBooking[0]).toMatchObject({ action: 'book', fopId: null, courtId: 1, date: TOMORROW, time: '19:00:00' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(effects).toContainEqual({ action: 'navigate', params: { to: '/summary/99' } }));
  });

  it('a paid quote: price, service fee and total = fee + amount; pay, downpay and book later', async () => {
    await atSummary({ quote: quote({ pay: 26000, downpay: 8000 }), fee: { active: true, feeAmount: 780 } });
    const total = await screen.findByTestId('summary-total', {}, slow);
    await waitFor(() => expect(money(total.textContent!)).toBe('$26.780'));
    expect(screen.getByText('Cargo por servicio')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar $26.780' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abonar $8.780 ahora' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reservar y pagar después' })).toBeTruthy();
  });

  // Issue 9 item 6: a coupon and one ball tube, 90 minutes: the summary showed "Reserva (90 min)
  // $40.500" + fee $135 = "Total a pagar $4.635", with no coupon line and no tube line.
  const line = (kind: string, amount: number, over: Record<string, unknown> = {}) => ({
    kind,
    userId: 10,
    referenceId: null,
    name: null,
    quantity: 1,
    amount,
    atClub: false,
    ...over,
  });
  const couponAndTube = () => {
    const slot = quotedSlotDto(10);
    const priceInfo = {
      ...slot.priceInfo,
      timespan: 90,
      amount: 40500,
      app_amount: 40500,
      couponAmount: 36000,
      promoCode: null,
      promoAmount: 0,
      discounted_app_amount: 4500,
      reedeemedCode: null,
    };
    const actions = {
      paymentAmounts: { pay: 4500, downpay: 0, totalWithFee: 4635, pay_formatted: '', downpay_formatted: '', totalWithFee_formatted: '' },
      serviceFee: { active: true, feeAmount: 135 },
      forbidPaymentAtBooking: false,
      actions: ['pay' as const, 'book' as const],
    };
    const dto = answer('requestQuote', {
      quotes: [{ userId: 10, slot: { ...slot, priceInfo, clubCouponId: 7 }, error: null, bookingActions: actions }],
      bookingActions: actions,
      priceLines: [
        line('court', 36000),
        line('extra', 4500, { referenceId: 3, name: 'Tubo de pelotas' }),
        line('extra', 3000, { referenceId: 4, name: 'Arriendo de paleta', atClub: true }),
        line('coupon', -36000, { referenceId: 7, name: 'Cupón pádel' }),
        line('fee', 135, { userId: null }),
      ] as never,
      holdId: 5,
      preBookTimestamp: new Date().toISOString(),
      preBookExpiration: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    return toQuote(dto, 10);
  };
  /** The breakdown's lines as [label, signed amount] and the total shown. */
  const breakdown = () => {
    const section = screen.getByRole('region', { name: 'Precio' });
    const amountOf = (text: string) => (text.trim().startsWith('−') ? -1 : 1) * Number(text.replace(/[^0-9]/g, ''));
    const lists = within(section)
      .getAllByRole('definition')
      .map((d) => d.closest('.price-line')!);
    const inTotal = lists.filter(
      (row) => row.closest('dl') === section.querySelector('dl') && !row.classList.contains('price-line--total'),
    );
    const lines = inTotal.map(
      (row) => [money(row.querySelector('dt')!.textContent!), amountOf(row.querySelector('dd')!.textContent!)] as const,
    );
    const total = screen.getByTestId('summary-total').textContent!;
    return { lines, total: total === 'Gratis' ? 0 : amountOf(total), totalText: money(total) };
  };

  it('every line that changes the total is shown and they add up to it: court, extra, coupon, fee (the issue’s example)', async () => {
    await atSummary({ club: { ...club, language_code: 'es-CL' } as never, quote: couponAndTube(), fee: { active: true, feeAmount: 135 } });
    await waitFor(() => expect(money(screen.getByTestId('summary-total').textContent!)).toBe('$4.635'), slow);
    const { lines, total } = breakdown();
    expect(lines).toEqual([
      ['Reserva (90 min)', 36000],
      ['Tubo de pelotas', 4500],
      ['Cupón (Cupón pádel)', -36000],
      ['Cargo por servicio', 135],
    ]);
    expect(lines.reduce((sum, [, amount]) => sum + amount, 0)).toBe(total);
    // The extra paid at the club is listed apart, outside the total.
    const section = screen.getByRole('region', { name: 'Precio' });
    expect(within(section).getByRole('heading', { name: 'Se paga en el club' })).toBeTruthy();
    expect(within(section).getByText('Arriendo de paleta').getAttribute('lang')).toBe('es-CL');
    expect(screen.getByRole('button', { name: 'Pagar $4.635' })).toBeTruthy();
  });

  it('with insurance and a discount the lines still add up to the total shown', async () => {
    const withCode = {
      ...quote({ pay: 23400 }),
      priceLines: [line('court', 26000), line('discount', -2600, { name: 'PADEL10' })],
    } as never;
    await atSummary({
      club: { ...club, clubIsOneClick: true, clubAllowsBookingInsurance: true },
      plan: { amount: 1500, planCode: 'CO-1', country: 'CO' },
      quote: withCode,
      fee: { active: true, feeAmount: 702 },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Solo para mí/ }, slow));
    await waitFor(() => expect(money(screen.getByTestId('summary-total').textContent!)).toBe('$25.602'), slow);
    const { lines, total } = breakdown();
    expect(lines).toEqual([
      ['Reserva (60 min)', 26000],
      ['Código de descuento PADEL10', -2600],
      ['Seguro', 1500],
      ['Cargo por servicio', 702],
    ]);
    expect(lines.reduce((sum, [, amount]) => sum + amount, 0)).toBe(total);
  });

  it('the club takes no payment while booking: only book, paid at the club', async () => {
    await atSummary({ quote: quote({ pay: 26000, forbid: true, deadline: null }) });
    expect(await screen.findByRole('button', { name: 'Reservar y pagar en el club' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();
  });

  it('paying opens the cashier with what paying now charges; paying there books with the chosen card', async () => {
    const { calls } = await atSummary({ quote: quote({ pay: 26000 }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Pagar/ }, slow));
    // The cashier's chunk loads on the first payment (a loading modal shows meanwhile).
    expect(await screen.findByText('Visa •••• 1111', {}, { timeout: 15_000 })).toBeTruthy();
    const sheet = screen.getByRole('dialog');
    expect(money(within(sheet).getByRole('heading', { level: 2 }).textContent!)).toBe('Pagar $26.000');
    expect(calls.loadFops[0]).toMatchObject({ kind: 'club', clubId: 1, paymentAmount: 26000 });
    fireEvent.click(within(sheet).getByRole('button', { name: /^Pagar \$26/ }));
    await waitFor(() => expect(calls.createBooking).toHaveLength(1));
    expect(calls.createBooking[0]).toMatchObject({
      action: 'pay',
      fopId: 15,
      fopParams: { paymentType: 'card', paymentMode: 'savedCard', token: 'sub-1', bin: '411111' },
    });
  }, 20_000);

  it('closing the cashier goes back to the summary without booking', async () => {
    const { calls } = await atSummary({ quote: quote({ pay: 26000 }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Pagar/ }, slow));
    await screen.findByText('Visa •••• 1111', {}, { timeout: 15_000 });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.createBooking).toBeUndefined();
    expect(screen.getByRole('button', { name: /^Pagar/ })).toBeTruthy();
  }, 20_000);

  // Issue 9 item 12: mandatory fields are marked as such; the rules checkbox and its error speak of
  // the same thing; the rules link has a real target; the club's own text is labelled with its language.
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
