import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import { cashierPort } from '#app/routes/cashierPortImpl';
import { Bookings } from '#features/bookings/BookingsPage';
import { CashierPortContext } from '#shell/cashierPort';
import { MatchesTabContext } from '#shell/matchesTabPort';
import { renderScreen } from './support/renderScreen';
import { fakeApi, PAGE, row } from './bookings/bookingsListFakes';

// /bookings over the bookings-list machine: the rows of the loaded page with their status names, the
// paginator, cancel with its confirmation (and -52), the QR modal with its copy, the month picker of
// the past list, and the enrolments and matches tabs.

async function open(answers: Parameters<typeof fakeApi>[0], matches: ReturnType<typeof vi.fn> | null = null) {
  const api = fakeApi(answers);
  await renderScreen(
    () => (
      <CashierPortContext.Provider value={cashierPort}>
        <MatchesTabContext.Provider value={matches ? { render: matches as () => null } : null}>
          <Bookings userId={10} />
        </MatchesTabContext.Provider>
      </CashierPortContext.Provider>
    ),
    { routeId: 'bookings', url: '/bookings', api: api.api },
  );
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/bookings', () => {
  it('shows the caller’s active bookings with their status names, and pages with 3 numbers and the many-bookings note', async () => {
    const api = await open({ listActiveBookings: [PAGE, { ...PAGE, bookings: [row(4)], actual_page: 2 }] });
    const rows = await screen.findAllByTestId('booking-row');
    expect(rows.map((r) => within(r).getByTestId('booking-status').textContent)).toEqual(['RESERVA', 'PAGADO', 'NO LLEGÓ']);
    expect(api.of('listActiveBookings')[0]).toMatchObject({ params: { userId: 10 }, query: { actual_page: 1, books_per_page: 5 } });
    expect(within(rows[0]).getByRole('button', { name: 'Anular reserva' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: 'Anular reserva' })).toBeNull();
    expect(within(rows[1]).getByRole('link', { name: 'Información del seguro' }).getAttribute('href')).toBe('/insurance/metlife/toc-CL');
    expect(within(rows[2]).queryByRole('button', { name: 'Ver código QR' })).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/muchas reservas/);
    expect(screen.getAllByRole('button', { name: /^Página \d$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(api.of('listActiveBookings')).toHaveLength(2));
    expect(api.of('listActiveBookings')[1].query).toMatchObject({ actual_page: 2 });
    expect((await screen.findAllByTestId('booking-row')).map((r) => r.getAttribute('data-booking-id'))).toEqual(['4']);
  });

  it('cancels after the confirmation and reloads; a refused cancel (-52) shows its message', async () => {
    const api = await open({
      listActiveBookings: [PAGE],
      cancelBooking: [
        { error: false, code: '0', id: 1, status: 'CANCELLED' },
        new ApiError('cancelBooking', 422, { code: '-52', message: 'no' }),
      ],
    });
    const [first] = await screen.findAllByTestId('booking-row');
    fireEvent.click(within(first).getByRole('button', { name: 'Anular reserva' }));
    expect(await screen.findByText('¿Anular la reserva?')).toBeTruthy();
    expect(api.of('cancelBooking')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sí, anular' }));
    expect(await screen.findByText('Reserva anulada. La cancha ya quedó libre.')).toBeTruthy();
    expect(api.of('cancelBooking')[0]).toMatchObject({
      params: { bookingId: 1 },
      body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }],
    });
    expect(api.of('listActiveBookings')).toHaveLength(2);

    fireEvent.click(within((await screen.findAllByTestId('booking-row'))[0]).getByRole('button', { name: 'Anular reserva' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, anular' }));
    expect(await screen.findByText(/Esta reserva no se puede anular/)).toBeTruthy();
  });

  it('shows the access code as a QR image and copies it; "copied" clears after 2 s', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await open({ listActiveBookings: [PAGE] });
    const [first] = await screen.findAllByTestId('booking-row');
    fireEvent.click(within(first).getByRole('button', { name: 'Ver código QR' }));
    const modal = await screen.findByTestId('access-qr');
    expect(within(modal).getByTestId('access-code').textContent).toBe('A1B2C3D4E5F6');
    const image = (await within(modal).findByRole('img', { name: /A1B2C3D4E5F6/ })) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/png;base64,/);
    expect(image.getAttribute('width')).toBe('300');
    fireEvent.click(within(modal).getByRole('button', { name: 'Copiar código' }));
    expect(await within(modal).findByText('¡Copiado!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('A1B2C3D4E5F6');
    await waitFor(() => expect(within(modal).queryByText('¡Copiado!')).toBeNull(), { timeout: 3000 });
  });

  it('the past list waits for a year and a month, then loads that month', async () => {
    const api = await open({ listActiveBookings: [PAGE], listPastBookings: [{ ...PAGE, bookings: [], total_pages: 1, total_items: 0 }] });
    await screen.findAllByTestId('booking-row');
    fireEvent.click(screen.getByRole('radio', { name: 'Pasadas' }));
    const year = await screen.findByLabelText('Año');
    expect(api.of('listPastBookings')).toEqual([]);
    expect(screen.queryAllByTestId('booking-row')).toEqual([]);
    fireEvent.change(year, { target: { value: '2016' } });
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver reservas' }));
    expect(await screen.findByText('No hay reservas en ese mes.')).toBeTruthy();
    expect(api.of('listPastBookings')[0].query).toMatchObject({ year: '2016', month: '5', actual_page: 1 });
  });

  it('enrolments show an empty state; matches show the injected tab, or an empty state without one', async () => {
    const matches = vi.fn(() => <p>lista de partidos</p>);
    await open({ listActiveBookings: [PAGE] }, matches);
    fireEvent.click(await screen.findByRole('radio', { name: 'Inscripciones' }));
    expect(await screen.findByText('Aún no tienes inscripciones')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Partidos' }));
    expect(await screen.findByText('lista de partidos')).toBeTruthy();
    cleanup();
    await open({ listActiveBookings: [PAGE] });
    fireEvent.click(await screen.findByRole('radio', { name: 'Partidos' }));
    expect(await screen.findByText('Aún no tienes partidos')).toBeTruthy();
  });
  it('converts a paid booking to credit after the confirmation and says how much; -52 shows its own message', async () => {
    const paid = {
      ...PAGE,
      bookings: [
        row(2, {
          status: 'PAYED',
          totalAmountPayed: 20000,
          pendingAmount: 0,
          isCancellable: false,
          isPayable: false,
          isGroupPayable: false,
          isConvertibleToCredit: true,
        }),
      ],
    };
    const api = await open({
      listActiveBookings: [paid],
      convertBookingToCredit: [
        { error: false, code: '0', id: 2, status: 'EXCHANGED', creditAmount: 20000, creditBalance: 26000, currencyCode: 'CLP' },
        new ApiError('convertBookingToCredit', 422, { code: '-52', message: 'no' }),
      ],
    });
    const [first] = await screen.findAllByTestId('booking-row');
    fireEvent.click(within(first).getByRole('button', { name: 'Convertir en crédito' }));
    expect((await screen.findByTestId('credit-confirm')).textContent).toMatch(/\$20\.000/);
    expect(api.of('convertBookingToCredit')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sí, convertir' }));
    expect(await screen.findByText('Reserva convertida en crédito. La cancha ya quedó libre.')).toBeTruthy();
    expect(screen.getByTestId('credit-balance').textContent).toMatch(/\$20\.000.*\$26\.000/);
    expect(api.of('convertBookingToCredit')[0]).toMatchObject({ params: { bookingId: 2 } });
    expect(api.of('listActiveBookings')).toHaveLength(2);

    fireEvent.click(within((await screen.findAllByTestId('booking-row'))[0]).getByRole('button', { name: 'Convertir en crédito' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, convertir' }));
    expect(await screen.findByText('Solo una reserva pagada que aún no comienza se convierte en crédito.')).toBeTruthy();
  });

  it('buys extras one at a time up to the club’s maximum; -299 shows its message; closing reloads the list', async () => {
    const extra = (quantity: number) => ({
      club_ancillary_id: 5,
      name: 'Tubo de pelotas',
      amount: 4500,
      online_payment: 'Y',
      min_items: 0,
      max_items: 2,
      quantity,
    });
    const api = await open({
      listActiveBookings: [PAGE],
      listBookingAncillaries: [
        { error: false, code: '0', ancillaries: [extra(0)], currencyCode: 'CLP' },
        { error: false, code: '0', ancillaries: [extra(1)], currencyCode: 'CLP' },
        { error: false, code: '0', ancillaries: [extra(1)], currencyCode: 'CLP' },
      ],
      buyAncillary: [
        { error: false, code: '0', ok: true, message: 'Tubo de pelotas', pendingAmount: 24500 },
        new ApiError('buyAncillary', 422, { code: '-299', message: 'no' }),
      ],
    });
    const [first] = await screen.findAllByTestId('booking-row');
    fireEvent.click(within(first).getByRole('button', { name: 'Comprar adicionales' }));
    const modal = await screen.findByTestId('extras-modal');
    expect((await within(modal).findByTestId('extra-quantity')).textContent).toBe('Tienes 0 de 2');
    fireEvent.click(within(modal).getByRole('button', { name: 'Agregar Tubo de pelotas' }));
    expect((await within(modal).findByTestId('extras-added')).textContent).toMatch(/Tubo de pelotas.*\$24\.500/);
    expect(within(modal).getByTestId('extra-quantity').textContent).toBe('Tienes 1 de 2');
    expect(api.of('buyAncillary')[0]).toMatchObject({ body: { booking_id: 1, club_ancillary_id: 5 } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Agregar Tubo de pelotas' }));
    expect(await within(modal).findByText(/No se puede agregar este adicional/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Listo' }));
    expect(await screen.findByText('Adicionales agregados a tu reserva.')).toBeTruthy();
    expect(api.of('listActiveBookings')).toHaveLength(2);
  });
});
