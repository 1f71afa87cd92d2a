import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import { cashierPort } from '#app/routes/cashierPortImpl';
import { Bookings } from '#features/bookings/BookingsPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { CashierPortContext } from '#shell/cashierPort';
import { MatchesTabContext } from '#shell/matchesTabPort';
import { renderScreen } from './support/renderScreen';
import { bookingsListRow as row } from '../machines/fixtures/bookingsList';

// /bookings over the bookings-list machine: the rows of the loaded page with their status names, the
// paginator, cancel with its confirmation (and -52), the QR modal with its copy, the month picker of
// the past list, and the enrolments and matches tabs.

const PAGE = {
  error: false,
  code: '0',
  bookings: [
    row(1),
    row(2, { status: 'PAYED', pendingAmount: 0, isCancellable: false, isPayable: false, isGroupPayable: false, hasInsurance: true }),
    row(3, { status: 'CANCELLED', noShow: 'Y', accessQRCode: null, isCancellable: false, isPayable: false, isGroupPayable: false }),
  ],
  actual_page: 1,
  total_pages: 7,
  total_items: 33,
};

type Answer = unknown | Error | ((input: unknown) => unknown);

function fakeApi(answers: Record<string, Answer[]>) {
  const calls: { id: string; params?: unknown; query?: unknown; body?: unknown }[] = [];
  const api: Partial<ApiClient> = {
    call: (async ({ id }: EndpointDef, input?: { params?: unknown; query?: unknown; body?: unknown }) => {
      calls.push({ id, params: input?.params, query: input?.query, body: input?.body });
      const list = answers[id] ?? [];
      const n = calls.filter((c) => c.id === id).length - 1;
      const next = list[Math.min(n, list.length - 1)];
      if (next === undefined) throw new Error(`no answer for ${id}`);
      if (next instanceof Error) throw next;
      return next;
    }) as ApiClient['call'],
  };
  return { api, calls, of: (id: string) => calls.filter((c) => c.id === id) };
}

async function open(answers: Record<string, Answer[]>, matches: ReturnType<typeof vi.fn> | null = null) {
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
});
