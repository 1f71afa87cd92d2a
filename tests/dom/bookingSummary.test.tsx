// /summary/{id} over the booking summary machine: the booking read back from the server with its
// real status, price lines, players, vouchers, seats, history and cross-sell; not found for another
// user's booking; a cancelled booking hides its info; the copy popover; the .ics; the CO insurance prompt.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import SummaryWithCashier from '#app/routes/summaryWithCashier';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { colombianInsured, summaryData } from '../machines/fixtures/bookingSummary';
import { answer } from './booking/contractFixtures';
import { renderScreen } from './support/renderScreen';
import type { SummaryData } from '#machines/bookingSummary';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const money = (text: string) => text.replace(/\u00a0/g, ' ');
const amountOf = (text: string) => (text.trim().startsWith('−') ? -1 : 1) * Number(text.replace(/[^0-9]/g, ''));
const line = (kind: string, amount: number, over: Record<string, unknown> = {}) => ({
  kind,
  userId: 7,
  referenceId: null,
  name: null,
  quantity: 1,
  amount,
  atClub: false,
  ...over,
});

const NEWS = { id: 5, title: 'Nuevo: partidos abiertos', body: 'Únete a partidos de tu club.' };

function summaryApi(data: SummaryData | Error, announcements: (typeof NEWS)[] = []) {
  const calls: string[] = [];
  const api: Partial<ApiClient> = {
    call: (async ({ id }: EndpointDef) => {
      calls.push(id);
      if (id === 'listAnnouncements') return answer('listAnnouncements', { announcements });
      if (data instanceof Error) throw data;
      switch (id) {
        case 'getBooking':
          return answer('getBooking', { booking: data.booking });
        case 'listBookingVouchers':
          return answer('listBookingVouchers', { vouchers: data.vouchers });
        case 'listBookingMultipleVouchers':
          return answer('listBookingMultipleVouchers', { vouchers: [] });
        case 'listMultipleBookings':
          return answer('listMultipleBookings', { multipleBookings: data.multipleBookings });
        case 'getCrossSell':
          return answer('getCrossSell', { crossSellData: data.crossSell });
      }
      throw new Error(`unexpected call ${id}`);
    }) as ApiClient['call'],
  };
  return { api, calls };
}

async function open(data: SummaryData | Error, language = 'es-CL', url = '/summary/42', announcements: (typeof NEWS)[] = []) {
  const { api, calls } = summaryApi(data, announcements);
  await renderScreen(SummaryWithCashier, { routeId: 'summary', url, api, language });
  return calls;
}

const paid = summaryData(
  {
    status: 'PAYED',
    statusHistory: [
      { action: 'CREATED', at: '2026-11-24T12:00:00.000Z' },
      { action: 'PAYED', at: '2026-11-24T12:03:00.000Z' },
    ],
    priceLines: [
      line('court', 36000),
      line('extra', 4500, { referenceId: 3, name: 'Tubo de pelotas' }),
      line('coupon', -36000, { referenceId: 7, name: 'Cupón pádel' }),
      line('fee', 135, { userId: null }),
    ] as never,
    totalAmount: 4635,
    paidAmount: 4635,
    pendingAmount: 0,
    isPayable: false,
    payAmount: 0,
    isDownpayable: false,
    downpayAmount: 0,
    usedCapacity: 2,
    capacityEnabled: 'Y',
    players: [
      { id: 1, user_id: 7, position: 1, status: 'CONFIRMED', firstName: 'Ana', lastName: 'Rojas' },
      { id: 2, user_id: 8, position: 2, status: 'INVITED', firstName: 'Luis', lastName: 'Pérez' },
    ],
  },
  {
    vouchers: [
      {
        fopId: 1,
        fopTransactionId: 'tx-981',
        product: 'booking',
        amount: 4635,
        currencyCode: 'CLP',
        transactiondatetime: '2026-11-24T12:03:00.000Z',
        cardLast4: '6623',
      },
    ],
    multipleBookings: [
      { position: 1, user_id: 7, firstName: 'Ana', lastName: 'Rojas', status: 'CONFIRMED', amount: 4000, onlineAmount: 4000 },
      { position: 2, user_id: 8, firstName: 'Luis', lastName: 'Pérez', status: 'INVITED', amount: 4000, onlineAmount: 4000 },
    ],
    crossSell: { clubId: 1, clubName: 'Club Las Condes', sportId: 2, sportCode: 'tennis', sportName: 'Tenis', date: '2026-12-01' },
  },
);

describe('/summary/:bookingId', () => {
  it('shows the stored booking: its real status, price lines adding up, players, seats, vouchers, history and cross-sell', async () => {
    const calls = await open(paid);
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Pagado');
    expect(calls.filter((id) => id !== 'listAnnouncements')).toEqual([
      'getBooking',
      'listBookingVouchers',
      'listBookingMultipleVouchers',
      'listMultipleBookings',
      'getCrossSell',
    ]);
    const price = screen.getByRole('region', { name: 'Precio' });
    const rows = within(price)
      .getAllByTestId('price-line')
      .map((row) => amountOf(row.querySelector('dd')!.textContent!));
    expect(rows.reduce((sum, amount) => sum + amount, 0)).toBe(amountOf(screen.getByTestId('booking-total').textContent!));
    expect(money(screen.getByTestId('booking-paid').textContent!)).toBe('$4.635');
    expect(screen.queryByTestId('booking-pending')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();
    expect(screen.getByTestId('booking-players').textContent).toMatch(/Ana Rojas · Confirmado.*Luis Pérez · Invitado/);
    expect(within(screen.getByTestId('multiple-bookings')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('vouchers').textContent).toMatch(/tx-981.*6623/);
    expect(
      within(screen.getByTestId('booking-history'))
        .getAllByRole('listitem')
        .map((li) => li.textContent!.split(' · ')[0]),
    ).toEqual(['Creada', 'Pagada']);
    const link = within(screen.getByTestId('cross-sell')).getByRole('link', { name: 'Buscar horarios' });
    expect(link.getAttribute('href')).toBe('/book/search?clubId=1&sportId=2&date=2026-12-01');
  });

  it('a status in English; a booking still to pay offers pay and downpay with their amounts', async () => {
    await open(summaryData(), 'en');
    expect((await screen.findByTestId('booking-status')).textContent).not.toBe('BOOKED');
    expect(money(screen.getByRole('button', { name: /24,500/ }).textContent!)).toMatch(/24,500/);
    expect(screen.getByRole('button', { name: /12,500/ })).toBeTruthy();
  });

  it('another user’s booking (404, -404) is not found, and nothing of it shows', async () => {
    await open(new ApiError('getBooking', 404, { code: '-64', message: 'Not found' }));
    const problem = await screen.findByTestId('summary-problem');
    expect(problem.dataset.screen).toBe('notFound');
    expect(problem.textContent).toMatch(/No encontramos esta reserva/);
    expect(screen.queryByTestId('booking-summary')).toBeNull();
  });

  it('a cancelled booking shows its status and history, not its info or actions', async () => {
    await open(summaryData({ status: 'CANCELLED', isPayable: false, isDownpayable: false }));
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Anulada');
    expect(screen.getByTestId('booking-info-hidden')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Precio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar al calendario' })).toBeNull();
  });

  it('copies the share text: "Texto copiado" shows and hides after 500 ms; WhatsApp opens with the text', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    await open(summaryData());
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByTestId('copied-popover')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/Club Las Condes.*\/summary\/42$/));
    await waitFor(() => expect(screen.queryByTestId('copied-popover')).toBeNull(), { timeout: 1500 });
    fireEvent.click(screen.getByRole('button', { name: 'Compartir por WhatsApp' }));
    expect(opened).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/\?text=Reserv/), '_blank', 'noopener');
    opened.mockRestore();
  });

  it('downloads an .ics in the club’s timezone', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await open(summaryData());
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al calendario' }));
    expect(click).toHaveBeenCalled();
    const ics = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(ics).toContain('DTSTART;TZID=America/Santiago:20261201T180000');
    expect(ics).toContain('DTEND;TZID=America/Santiago:20261201T193000');
    click.mockRestore();
  });

  it('in Colombia an unbilled chargeable insurance prompts by itself; later closes it', async () => {
    await open(colombianInsured());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/seguro de accidentes/);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Más tarde' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /Pagar seguro/ })).toBeTruthy();
  });
  it('a free booking short of players shows how many it needs, its deadline in the club’s time and the club’s words', async () => {
    await open(
      summaryData({
        totalAmount: 0,
        isPayable: false,
        isDownpayable: false,
        minPlayers: 4,
        expireFreeBookingMinPlayers: 'Y',
        msgNeedMinInvites: 'Para jugar gratis deben ser 4.',
        minPlayersHoursBefore: 2,
        minPlayersDeadline: '2026-12-01T19:00:00.000Z',
        confirmedPlayers: 1,
      }),
    );
    const notice = await screen.findByTestId('summary-min-players');
    expect(screen.getByText('Faltan 3 jugadores confirmados')).toBeTruthy();
    expect(notice.textContent).toMatch(/necesita 4 jugadores confirmados; van 1/);
    // 19:00Z is 16:00 in Santiago (summer time).
    expect(within(notice).getByTestId('min-players-deadline').textContent).toMatch(
      /Plazo: Martes, 1 de diciembre, 16:00 \(hora del club\)/,
    );
    expect(notice.textContent).toMatch(/Para jugar gratis deben ser 4\./);
  });

  it('hideTitle leaves the title to screen readers only; payment=pay opens the payment at once', async () => {
    await open(summaryData(), 'es-CL', '/summary/42?hideTitle=1&payment=pay');
    const title = await screen.findByTestId('summary-title');
    expect(title.className).toBe('visually-hidden');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows an announcement not seen yet once, and remembers it', async () => {
    document.cookie = 'cf_announcements_seen=; Max-Age=0; Path=/';
    await open(summaryData(), 'es-CL', '/summary/42', [NEWS]);
    expect(await screen.findByText('Únete a partidos de tu club.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByText('Únete a partidos de tu club.')).toBeNull());
    expect(document.cookie).toMatch(/cf_announcements_seen=5/);
    cleanup();
    await open(summaryData(), 'es-CL', '/summary/42', [NEWS]);
    await screen.findByTestId('booking-summary');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Únete a partidos de tu club.')).toBeNull();
  });
});
