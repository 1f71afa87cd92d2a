// /profile/creditcards over the saved cards machine and the app's adapters (fake API and provider
// script): both lists, delete with a confirmation, add through the card form, then the lists again.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreditCards } from '#features/payments/cards/CreditCardsPage';
import { renderScreen } from '../support/renderScreen';
import { apiError, card, cardConfig, fakeApi, fakeScript } from './cashierSupport';

afterEach(() => {
  cleanup();
  delete window.Kushki;
});

const visa = card();
const oneClickCard = card({
  paymentMethodId: 6,
  userKushkiSubscriptionId: undefined,
  userOneClickId: 'oc-1',
  brand: 'MASTERCARD',
  lastDigits: '0004',
  bin: '555555',
});

async function renderPage(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  await renderScreen(() => <CreditCards userId={10} />, { routeId: 'profile.creditcards', url: '/profile/creditcards', api: api.api });
  return api;
}

describe('/profile/creditcards', () => {
  it('lists both kinds of cards; a card is deleted after its confirmation', async () => {
    let kushki = [visa];
    const api = await renderPage({
      listKushkiTokenizedCards: () => ({ cards: kushki }),
      listOneClickCards: { cards: [oneClickCard] },
      deletePaymentMethod: () => ((kushki = []), { deleted: true }),
    });
    expect(await screen.findByText('Visa •••• 1111', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Webpay Oneclick' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Visa •••• 1111' }));
    const confirm = await screen.findByRole('group', { name: '¿Eliminar Visa •••• 1111?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar tarjeta' }));
    await waitFor(() => expect(screen.queryByText('Visa •••• 1111')).toBeNull());
    expect(api.of('deletePaymentMethod')[0].params).toEqual({ userId: 10, paymentMethodId: '5' });
    expect(screen.getByText('Mastercard •••• 0004')).toBeTruthy();
  });

  it('no cards: an empty state; adding one shows it in the list', async () => {
    let kushki: unknown[] = [];
    // The page loads the provider's script itself: a stand-in is already on the page.
    window.Kushki = await fakeScript().load();
    await renderPage({
      listKushkiTokenizedCards: () => ({ cards: kushki }),
      listOneClickCards: { cards: [] },
      getCardCountryConfig: cardConfig(),
      precheckCardSubscription: { canEnrol: true },
      createCardSubscription: () => (
        (kushki = [card({ paymentMethodId: 9, lastDigits: '4444', brand: 'MASTERCARD', bin: '555555' })]),
        { paymentMethodId: 9, userKushkiSubscriptionId: 'sub-9', bin: '555555', lfd: '4444', cardType: 'credit' }
      ),
    });
    expect(await screen.findByText('Aún no tienes tarjetas guardadas', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar una tarjeta' }));
    fireEvent.change(await screen.findByLabelText('Número de tarjeta'), { target: { value: '5555555555554444' } });
    fireEvent.change(screen.getByLabelText('Vencimiento'), { target: { value: '1230' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Nombre del titular'), { target: { value: 'Pía Soto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('Mastercard •••• 4444')).toBeTruthy();
  });

  it('a failed load offers to try again', async () => {
    let fail = true;
    await renderPage({
      listKushkiTokenizedCards: () => (fail ? apiError('-1', {}, 500) : { cards: [visa] }),
      listOneClickCards: { cards: [] },
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Ha ocurrido un error. Por favor, inténtalo más tarde.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Visa •••• 1111')).toBeTruthy();
  });
});
