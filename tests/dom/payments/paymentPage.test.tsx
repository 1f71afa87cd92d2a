// The /payment page: the spec's params become the cashier's input; the total and the discount are
// shown; with a choice it returns to redirectTo (a route of the table, its :params from `state`)
// with the choice in the navigation's state.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import PaymentPage from '#features/payments/cashier/PaymentPage';
import { returnTarget } from '#features/payments/cashier/paymentReturn';
import { routeById } from '#app/routes/routeTable';
import { renderScreen } from '../support/renderScreen';
import { fakeApi, fop, webpay } from './cashierSupport';

afterEach(cleanup);

const query = (params: Record<string, string>) => `/payment?${new URLSearchParams(params)}`;

describe('/payment', () => {
  it('params → cashier; a choice returns to redirectTo with it', async () => {
    const api = fakeApi({ listClubFops: { fops: [webpay, fop()], webpayErrors: null, kushkiError: null } });
    const { router } = await renderScreen(PaymentPage, {
      routeId: 'payment',
      url: query({
        userId: '10',
        clubId: '1',
        fopAmount: '12000',
        fopAmountFormatted: '$12.000',
        promoCode: 'VERANO',
        promoAmountFormatted: '-$2.000',
        fopAction: 'pay',
        redirectTo: 'summary',
        state: '{"bookingId":99}',
      }),
      api: api.api,
    });
    expect((await screen.findByTestId('payment-total', {}, { timeout: 5000 })).textContent).toBe('$12.000');
    expect(screen.getByText('Incluye el descuento VERANO: -$2.000')).toBeTruthy();
    expect(api.of('listClubFops')[0]).toMatchObject({ params: { userId: 10, clubId: 1 }, query: { paymentAmount: 12000 } });
    fireEvent.click(await screen.findByRole('button', { name: /^Webpay Débito/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar $12.000' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary/99'));
    expect(router.state.location.state).toEqual({
      payment: {
        choice: { fopId: 1, fopCode: 'WEBPAY', fopParams: { installments: 1, promoCode: 'VERANO' }, tokenizedPaymentAccepted: false },
        fopAction: 'pay',
        state: '{"bookingId":99}',
      },
    });
  });

  it('without a user it cannot open', async () => {
    await renderScreen(PaymentPage, { routeId: 'payment', url: '/payment?clubId=1' });
    expect(await screen.findByText('No pudimos abrir el pago. Vuelve a intentarlo desde tu reserva.', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('where the page returns', () => {
  it.each([
    ['a route id without params', 'book.search', null, '/book/search'],
    ['a route id whose params come from state', 'summary', '{"bookingId":7}', '/summary/7'],
    ['a route id whose params are missing', 'summary', null, null],
    ['an internal path with its query', '/bookings?toPay=1', null, '/bookings?toPay=1'],
    ['another site', 'https://evil.example/x', null, null],
    ['a protocol-relative address', '//evil.example', null, null],
    ['nothing', null, null, null],
  ])('%s', (_label, redirectTo, state, expected) => {
    expect(returnTarget(redirectTo, state, routeById)).toBe(expected);
  });
});
