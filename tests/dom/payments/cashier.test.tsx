// The cashier view over the real cashier machine and the app's adapters (fake API client and
// provider script): card first, saved cards (choose, change, add, delete with a confirmation),
// bank transfer, tokenized consent, no methods, failures, and the pay button with the amount. The
// view only renders flags and sends events: every outcome below is the machine's.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { apiError, card, cardConfig, fop, oneClick, renderCashier, webpay } from './cashierSupport';

afterEach(cleanup);

const clubFops = (...fops: unknown[]) => ({ listClubFops: { fops, webpayErrors: null, kushkiError: null } });
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('forms of payment', () => {
  it('several methods: cards first; WEBPAY goes to its page with the amount on the pay button', async () => {
    const run = await renderCashier(clubFops(webpay, fop(), oneClick));
    const options = await screen.findAllByRole('button', { name: /Webpay|Tarjeta/ });
    expect(options.map((o) => within(o).getByText(/Webpay|Tarjeta de crédito/, { selector: '.pay-option__title' }).textContent)).toEqual([
      'Tarjeta de crédito o débito',
      'Webpay Oneclick',
      'Webpay',
    ]);
    expect(run.api.of('listClubFops')[0]).toMatchObject({ params: { userId: 10, clubId: 1 }, query: { paymentAmount: 12000 } });
    fireEvent.click(screen.getByRole('button', { name: /^Webpay Débito/ }));
    expect(await screen.findByText('Te llevaremos a la página de Webpay para completar el pago de forma segura.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    await waitFor(() =>
      expect(run.output()).toEqual({
        result: 'chosen',
        choice: { fopId: 1, fopCode: 'WEBPAY', fopParams: { installments: 1 }, tokenizedPaymentAccepted: false },
      }),
    );
  });

  it('a single method opens by itself; it can not be changed', async () => {
    await renderCashier(clubFops(webpay));
    expect(await screen.findByText(/Te llevaremos a la página de Webpay/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cambiar medio de pago' })).toBeNull();
  });

  it('with insurance only one-click and KUSHKI are offered', async () => {
    await renderCashier(clubFops(webpay, fop(), oneClick), { input: { bookingInsurance: true } });
    await screen.findByText('Elige cómo pagar');
    expect(screen.queryByRole('button', { name: /^Webpay Débito/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Tarjeta|Oneclick/ })).toHaveLength(2);
  });

  it("a club without methods: 'The club has no payment methods enabled...'", async () => {
    await renderCashier(clubFops());
    expect(
      await screen.findByText('El club no tiene medios de pago habilitados. Por favor, contacta al administrador del club.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    let fail = true;
    await renderCashier({
      listClubFops: () => (fail ? apiError('-1', {}, 500) : { fops: [webpay], webpayErrors: null, kushkiError: null }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Ha ocurrido un error. Por favor, inténtalo más tarde.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Te llevaremos a la página de Webpay/)).toBeTruthy();
  });
});

describe('saved cards', () => {
  const twoCards = fop({
    cards: [
      card(),
      card({
        paymentMethodId: 6,
        userKushkiSubscriptionId: 'sub-2',
        brand: 'MASTERCARD',
        lastDigits: '0004',
        bin: '555555',
        cardType: 'debit',
        cardLastUsed: true,
      }),
    ],
  });

  it('the card used last is chosen; change it, choose another, pay with its token', async () => {
    const run = await renderCashier(clubFops(twoCards));
    expect(await screen.findByText('Pagarás con')).toBeTruthy();
    expect(screen.getByText('Mastercard •••• 0004')).toBeTruthy();
    expect(screen.getByText(/Débito · Usada la última vez/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar tarjeta' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Visa •••• 1111/ }));
    expect(await screen.findByText('Pagarás con')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    await waitFor(() =>
      expect(run.output()).toMatchObject({
        result: 'chosen',
        choice: {
          fopId: 15,
          fopParams: { installments: 1, paymentType: 'card', paymentMode: 'savedCard', token: 'sub-1', bin: '411111', cardType: 'credit' },
        },
      }),
    );
  });

  it('delete a card: a confirmation names it, then our id goes to the delete call and the card leaves the list', async () => {
    const run = await renderCashier({ ...clubFops(twoCards), deletePaymentMethod: { deleted: true } });
    await screen.findByText('Pagarás con');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar tarjeta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Visa •••• 1111' }));
    const confirm = await screen.findByRole('group', { name: '¿Eliminar Visa •••• 1111?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Conservar' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /¿Eliminar/ })).toBeNull());
    expect(run.api.of('deletePaymentMethod')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Visa •••• 1111' }));
    fireEvent.click(within(await screen.findByRole('group', { name: /¿Eliminar/ })).getByRole('button', { name: 'Eliminar tarjeta' }));
    await waitFor(() => expect(screen.queryByText('Visa •••• 1111')).toBeNull());
    expect(run.api.of('deletePaymentMethod')[0].params).toEqual({ userId: 10, paymentMethodId: '5' });
    expect(screen.getByText('Mastercard •••• 0004')).toBeTruthy();
  });

  it('a card a subscription uses cannot be deleted (-33, message keyed by the server)', async () => {
    await renderCashier({ ...clubFops(twoCards), deletePaymentMethod: apiError('-33', { msg: 'CARD_USED_BY_PRIME' }, 409) });
    await screen.findByText('Pagarás con');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Mastercard •••• 0004' }));
    fireEvent.click(within(await screen.findByRole('group', { name: /¿Eliminar/ })).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No puedes eliminar esta tarjeta porque la usa tu suscripción prime.');
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(await screen.findByText('Pagarás con')).toBeTruthy();
    expect(screen.getByText('Mastercard •••• 0004')).toBeTruthy();
  });

  it('add a card: the card form, 3-D Secure, then the new card is chosen and pays', async () => {
    const run = await renderCashier(
      {
        ...clubFops(fop()),
        getCardCountryConfig: cardConfig(),
        precheckCardSubscription: { canEnrol: true },
        createCardSubscription: { paymentMethodId: 9, userKushkiSubscriptionId: 'sub-9', bin: '400000', lfd: '3220', cardType: 'credit' },
      },
      { script: { token: () => ({ token: 'tok_3ds', requires3ds: true, secureId: 'sec-1' }) } },
    );
    expect(await screen.findByText('Aún no tienes tarjetas guardadas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar una tarjeta' }));
    fireEvent.change(await screen.findByLabelText('Número de tarjeta'), { target: { value: '4000000000003220' } });
    fireEvent.change(screen.getByLabelText('Vencimiento'), { target: { value: '1230' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Nombre del titular'), { target: { value: 'Ana Pérez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('Pagarás con')).toBeTruthy();
    expect(run.script.seen.map((s) => s.call)).toEqual(['requestToken', 'requestValidate3DS']);
    expect(run.api.of('getCardCountryConfig')[0].query).toEqual({ clubId: 1 });
    // The number and the CVV reach the provider's script only.
    expect(JSON.stringify(run.api.calls)).not.toMatch(/4000000000003220|"123"/);
    expect(run.api.of('createCardSubscription')[0].body).toMatchObject({
      token: 'tok_3ds',
      bin: '400000',
      lfd: '3220',
      expMonth: '12',
      expYear: '30',
      fullName: 'Ana Pérez',
      clubId: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    await waitFor(() =>
      expect(run.output()).toMatchObject({
        result: 'chosen',
        choice: { fopId: 15, fopParams: { paymentMode: 'savedCard', token: 'sub-9' } },
      }),
    );
  });

  it('one-click without cards: adding one goes to the provider page', async () => {
    const run = await renderCashier({
      ...clubFops(oneClick),
      startOneClickEnrolment: { redirectURL: 'http://localhost/sandbox/oneclick/enrol/1' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar una tarjeta' }));
    await waitFor(() =>
      expect(run.effects).toContainEqual({ action: 'redirectExternal', params: { url: 'http://localhost/sandbox/oneclick/enrol/1' } }),
    );
    expect(run.output()).toEqual({ result: 'left' });
  });
});

describe('bank transfer', () => {
  const withTransfer = fop({ bankTransferMode: true, cards: [card()] });

  it('bank list, a bank and the test ID are required, then the transfer token pays', async () => {
    const run = await renderCashier(clubFops(withTransfer));
    await screen.findByText('Pagarás con');
    fireEvent.click(screen.getByRole('radio', { name: 'Transferencia' }));
    const bank = await screen.findByLabelText('Banco');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Elige tu banco.');
    fireEvent.change(bank, { target: { value: '0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ingresa el número de identificación de prueba.');
    fireEvent.change(screen.getByLabelText('Número de identificación de prueba'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    await waitFor(() =>
      expect(run.output()).toMatchObject({
        result: 'chosen',
        choice: { fopId: 15, fopParams: { paymentType: 'transfer', token: 'tok_transfer_1' } },
      }),
    );
    expect(run.script.seen.at(-1)).toMatchObject({
      call: 'requestTransferToken',
      params: { bankId: '0002', documentNumber: '12345678', amount: { subtotalIva: 0, subtotalIva0: 12000, iva: 0 } },
    });
  });

  it('a pending transfer: a notice instead of the bank form (the card stays available)', async () => {
    await renderCashier(clubFops(fop({ bankTransferMode: true, hasPendingBankTransferPayments: true })));
    fireEvent.click(await screen.findByRole('radio', { name: 'Transferencia' }));
    expect(
      await screen.findByText('Tienes una transferencia bancaria pendiente. Espera a que se confirme o paga con tarjeta.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Banco')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Tarjeta' })).toBeTruthy();
  });
});

describe('tokenized payment', () => {
  it('FORCED: the consent is required before paying, and is handed back accepted', async () => {
    const run = await renderCashier(clubFops(webpay), { input: { tokenizedPaymentMode: 'FORCED' } });
    const consent = await screen.findByLabelText(/se cobren automáticamente.*\(obligatorio\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    expect(await screen.findByText('Debes aceptar el pago automático para continuar.')).toBeTruthy();
    expect(run.output()).toBeNull();
    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    await waitFor(() => expect(run.output()).toMatchObject({ result: 'chosen', choice: { tokenizedPaymentAccepted: true } }));
  });

  it('another mode: an optional checkbox, unchecked by default', async () => {
    const run = await renderCashier(clubFops(webpay), { input: { tokenizedPaymentMode: 'OPTIONAL' } });
    const consent = (await screen.findByLabelText(/^Cobrar automáticamente/)) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $12.000' }));
    await waitFor(() => expect(run.output()).toMatchObject({ result: 'chosen', choice: { tokenizedPaymentAccepted: false } }));
  });

  it('OFF: no checkbox', async () => {
    await renderCashier(clubFops(webpay));
    await screen.findByText(/Te llevaremos/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('accessibility', () => {
  it('the card list and the card form have names for every control (axe, no contrast in jsdom)', async () => {
    const { container } = await renderCashier({
      ...clubFops(fop({ bankTransferMode: true, cards: [card()] }), webpay),
      getCardCountryConfig: cardConfig({ askForFoid: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Tarjeta de crédito/ }));
    await screen.findByText('Pagarás con');
    const check = async () => {
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    };
    await check();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar tarjeta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar una tarjeta' }));
    await screen.findByLabelText('Número de documento');
    await check();
    expect(text(container)).toContain('Nueva tarjeta');
  });
});
