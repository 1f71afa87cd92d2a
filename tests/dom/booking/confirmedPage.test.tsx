// /summary/{id}: the booking read back from the server, its price lines adding up to its total,
// and what was paid and is still to pay (issue 9 item 6: "Por pagar $4.500" left out the fee).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '#api/client';
import BookingConfirmedPage from '#features/booking/confirmed/BookingConfirmedPage';
import { getBooking } from '#kernel/contract/booking/bookingSummary';
import { renderScreen } from '../support/renderScreen';
import { answer } from './contractFixtures';

afterEach(cleanup);

const money = (text: string) => text.replace(/\u00a0/g, ' ');
const amountOf = (text: string) => (text.trim().startsWith('−') ? -1 : 1) * Number(text.replace(/[^0-9]/g, ''));
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

function stored(over: Record<string, unknown> = {}) {
  return answer('getBooking', {
    booking: {
      id: 42,
      status: 'BOOKED',
      club_id: 1,
      club_name: 'Club Pádel Vitacura',
      club_timezone: 'America/Santiago',
      club_language_code: 'es-CL',
      sport_id: 1,
      sport_code: 'padel',
      sport_name: 'Pádel',
      court_id: 2,
      courtName: 'Cancha 2',
      user_id: 10,
      local_date: '2026-11-22',
      local_start_time: '19:00:00',
      local_end_time: '20:30:00',
      timespan: 90,
      currencyCode: 'CLP',
      amount: 43500,
      onlineAmount: 4500,
      downpayment: 0,
      totalAmountPayed: 0,
      serviceFee: { serviceFeeTotal: 135, feeAmount: 135 },
      hasInsurance: false,
      insuranceBilled: 'N',
      insuranceTotalAmount: 0,
      insurancePlayerQuantity: 0,
      priceLines: [
        line('court', 36000),
        line('extra', 4500, { referenceId: 3, name: 'Tubo de pelotas' }),
        line('extra', 3000, { referenceId: 4, name: 'Arriendo de paleta', atClub: true }),
        line('coupon', -36000, { referenceId: 7, name: 'Cupón pádel' }),
        line('fee', 135, { userId: null }),
      ] as never,
      totalAmount: 4635,
      paidAmount: 0,
      pendingAmount: 4635,
      atClubAmount: 3000,
      ...over,
    },
  });
}

async function open(body: ReturnType<typeof stored>, language = 'es-CL') {
  const call = vi.fn(async () => body);
  await renderScreen(BookingConfirmedPage, {
    routeId: 'summary',
    url: '/summary/42',
    api: { call: call as unknown as ApiClient['call'] },
    language,
  });
  return call;
}

describe('booking confirmed', () => {
  it('reads the booking back and shows every line of its price, adding up to its total; to pay later includes the fee', async () => {
    const call = await open(stored());
    const price = await screen.findByRole('region', { name: 'Precio' });
    expect(call).toHaveBeenCalledWith(getBooking, expect.objectContaining({ params: { bookingId: 42 } }));
    const rows = within(price)
      .getAllByTestId('price-line')
      .map((row) => [money(row.querySelector('dt')!.textContent!), amountOf(row.querySelector('dd')!.textContent!)] as const);
    expect(rows).toEqual([
      ['Reserva (90 min)', 36000],
      ['Tubo de pelotas', 4500],
      ['Cupón (Cupón pádel)', -36000],
      ['Cargo por servicio', 135],
    ]);
    const total = amountOf(screen.getByTestId('booking-total').textContent!);
    expect(rows.reduce((sum, [, amount]) => sum + amount, 0)).toBe(total);
    expect(money(screen.getByTestId('booking-pending').textContent!)).toBe('$4.635');
    expect(screen.queryByTestId('booking-paid')).toBeNull();
    expect(within(price).getByText('Se paga en el club')).toBeTruthy();
    expect(screen.getByText('Cancha 2').getAttribute('lang')).toBe('es-CL');
  });

  it('paid: what was paid (the booking, its fee and its insurance) and nothing pending; the sport in the reader’s language', async () => {
    await open(
      stored({
        status: 'PAYED',
        totalAmountPayed: 26000,
        onlineAmount: 26000,
        hasInsurance: true,
        insuranceBilled: 'Y',
        insuranceTotalAmount: 1986,
        insurancePlayerQuantity: 1,
        priceLines: [line('court', 26000), line('fee', 780, { userId: null }), line('insurance', 1986, { userId: null })] as never,
        totalAmount: 28766,
        paidAmount: 28766,
        pendingAmount: 0,
        atClubAmount: 0,
      }),
      'en',
    );
    const paid = await screen.findByTestId('booking-paid');
    await waitFor(() => expect(money(paid.textContent!)).toMatch(/28,766/));
    expect(screen.queryByTestId('booking-pending')).toBeNull();
    expect(screen.getByText(/^Padel ·/)).toBeTruthy();
  });
});
