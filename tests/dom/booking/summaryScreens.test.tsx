// The held slot's screens over a flow with fake actors: the countdown, the insurance step, the
// summary (quote, fee and total, the lines adding up to it), the pay / downpay / book buttons per the
// flow's flags and the cashier modal. (The summary's checks and refusals: summaryChecks.test.tsx.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookingSelectors } from '#machines/booking';
import { toQuote } from '#features/booking/api/quote';
import { answer, quotedSlotDto } from './contractFixtures';
import { atSummary, club, quote, slow, TOMORROW } from './flowSupport';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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
});
