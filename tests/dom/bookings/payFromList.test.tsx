import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { cashierPort } from '#app/routes/cashierPortImpl';
import BookingsPage from '#features/bookings/BookingsPage';
import { CashierPortContext } from '#shell/cashierPort';
import { answer } from '../booking/contractFixtures';
import { fop, webpay } from '../payments/cashierFakes';
import { renderScreen } from '../support/renderScreen';
import { startLoggedInFakeSession } from '../support/fakeSession';
import { fakeApi, PAGE } from './bookingsListFakes';

afterEach(cleanup);

it('Pagar on a row opens the cashier with the club’s forms of payment', async () => {
  const api = fakeApi({
    listActiveBookings: [PAGE],
    listClubFops: [answer('listClubFops', { fops: [fop(), webpay], webpayErrors: null, kushkiError: null })],
  });
  const session = await startLoggedInFakeSession(10);
  const Screen = () => (
    <CashierPortContext.Provider value={cashierPort}>
      <BookingsPage />
    </CashierPortContext.Provider>
  );
  await renderScreen(Screen, { routeId: 'bookings', url: '/bookings', api: api.api, session });
  const [first] = await screen.findAllByTestId('booking-row');
  fireEvent.click(within(first).getByRole('button', { name: 'Pagar' }));
  expect(await screen.findByText('Elige cómo pagar', {}, { timeout: 5000 })).toBeTruthy();
  expect(api.of('listClubFops')[0].params).toMatchObject({ userId: 10, clubId: 1 });
});
