// The card enrolment form over the real card enrolment machine and the app's adapters (fake API
// client and provider script): the fields as the user types them, inline errors, the ID and
// address fields only when the method asks, the 3-D Secure step, and every error code of the
// machine's tables with its message (the rows are iterated, so a new code cannot be forgotten).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  enrolCardErrors,
  updateMissingDataErrors,
  verify3dsErrors,
  tokenizeCardErrors,
  loadCardConfigErrors,
  MSG_MAX_KUSHKI_CARDS,
} from '#machines/cardEnrolment';
import { i18n } from '#shell/i18n/catalogs';
import { apiError, cardConfig, renderCardForm, type Answers, type FakeScript } from './cashierSupport';

afterEach(cleanup);

const saved = { paymentMethodId: 9, userKushkiSubscriptionId: 'sub-9', bin: '411111', lfd: '1111', cardType: 'credit' };
const happy: Answers = { getCardCountryConfig: cardConfig(), precheckCardSubscription: { canEnrol: true }, createCardSubscription: saved };
const say = (message: MessageDescriptor, values: Record<string, unknown> = {}) =>
  i18n._({ ...message, values: { ...message.values, ...values } } as MessageDescriptor);

function fill(values: { number?: string; expiry?: string; cvv?: string; holder?: string } = {}) {
  fireEvent.change(screen.getByLabelText('Número de tarjeta'), { target: { value: values.number ?? '4111111111111111' } });
  fireEvent.change(screen.getByLabelText('Vencimiento'), { target: { value: values.expiry ?? '1230' } });
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: values.cvv ?? '123' } });
  fireEvent.change(screen.getByLabelText('Nombre del titular'), { target: { value: values.holder ?? 'Ana Pérez' } });
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
const doneWith = (actor: { getSnapshot(): { status: string; output?: unknown } }) =>
  actor.getSnapshot().status === 'done' ? actor.getSnapshot().output : null;

describe('the form', () => {
  it('shows the number in groups of 4, the expiry as MM / AA, and keeps digits only', async () => {
    await renderCardForm(happy);
    const number = (await screen.findByLabelText('Número de tarjeta')) as HTMLInputElement;
    fireEvent.change(number, { target: { value: '4111-1111 1111x1111' } });
    expect(number.value).toBe('4111 1111 1111 1111');
    const expiry = screen.getByLabelText('Vencimiento') as HTMLInputElement;
    fireEvent.change(expiry, { target: { value: '123' } });
    expect(expiry.value).toBe('12 / 3');
    fireEvent.change(expiry, { target: { value: '12 / 30' } });
    expect(expiry.value).toBe('12 / 30');
    const cvv = screen.getByLabelText('CVV') as HTMLInputElement;
    fireEvent.change(cvv, { target: { value: '12a34' } });
    expect(cvv.value).toBe('1234');
  });

  it('a refused save marks each wrong field inline and calls nothing', async () => {
    const run = await renderCardForm(happy);
    await screen.findByLabelText('Número de tarjeta');
    fill({ number: '4111111111111112', expiry: '0120', cvv: '1', holder: 'A1' });
    save();
    expect(await screen.findByText('Revisa el número de la tarjeta.')).toBeTruthy();
    expect(screen.getByText('Usa MM / AA y una fecha que no haya pasado.')).toBeTruthy();
    expect(screen.getByText('Ingresa los 3 o 4 dígitos.')).toBeTruthy();
    expect(screen.getByText('Escribe el nombre como aparece en la tarjeta (solo letras).')).toBeTruthy();
    expect(screen.getByLabelText('Número de tarjeta').getAttribute('aria-invalid')).toBe('true');
    expect(run.api.of('precheckCardSubscription')).toHaveLength(0);
    fill();
    save();
    await waitFor(() =>
      expect(doneWith(run.actor)).toEqual({
        result: 'enrolled',
        card: { userKushkiSubscriptionId: 'sub-9', bin: '411111', lfd: '1111', cardType: 'credit' },
      }),
    );
    expect(run.api.of('precheckCardSubscription')[0].body).toEqual({
      bin: '411111',
      lfd: '1111',
      fullName: 'Ana Pérez',
      expMonth: '12',
      expYear: '30',
    });
  });

  it('no ID or address fields unless the method asks for them', async () => {
    await renderCardForm(happy);
    await screen.findByLabelText('Número de tarjeta');
    expect(screen.queryByLabelText('Número de documento')).toBeNull();
    expect(screen.queryByLabelText('Dirección')).toBeNull();
  });

  it('the ID number when asked: required, then sent with the missing-data update before the card', async () => {
    const run = await renderCardForm({
      ...happy,
      getCardCountryConfig: cardConfig({ askForFoid: true }),
      updateMissingData: { updated: ['foid'] },
    });
    await screen.findByLabelText('Número de documento');
    expect(screen.queryByLabelText('Dirección')).toBeNull();
    fill();
    save();
    expect(await screen.findByText('Completa tu documento de identidad.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('País del documento'), { target: { value: 'CO' } });
    fireEvent.change(screen.getByLabelText('Número de documento'), { target: { value: '1020304050' } });
    save();
    await waitFor(() => expect(doneWith(run.actor)).toMatchObject({ result: 'enrolled' }));
    expect(run.api.of('updateMissingData')[0].body).toEqual({ foid: { foidCountry: 'CO', foidType: 'NI', foidNumber: '1020304050' } });
    expect(run.api.calls.map((c) => c.id)).toEqual([
      'getCardCountryConfig',
      'updateMissingData',
      'precheckCardSubscription',
      'createCardSubscription',
    ]);
  });

  it('the address when asked', async () => {
    const run = await renderCardForm({
      ...happy,
      getCardCountryConfig: cardConfig({ askForAddress: true }),
      updateMissingData: { updated: ['address'] },
    });
    await screen.findByLabelText('Dirección');
    expect(screen.queryByLabelText('Número de documento')).toBeNull();
    fill();
    fireEvent.change(screen.getByLabelText('País'), { target: { value: 'MX' } });
    fireEvent.change(screen.getByLabelText('Código de región'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Código de ciudad'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Dirección'), { target: { value: 'Av. Reforma 100' } });
    save();
    await waitFor(() => expect(doneWith(run.actor)).toMatchObject({ result: 'enrolled' }));
    expect(run.api.of('updateMissingData')[0].body).toEqual({
      address: { countryCode: 'MX', geoStateId: 9, geoCityId: 31, address: 'Av. Reforma 100' },
    });
  });

  it('the maximum of cards: a notice instead of the form', async () => {
    const run = await renderCardForm({ ...happy, getCardCountryConfig: cardConfig({ reachedMaxCards: true }) });
    expect(await screen.findByText(say(MSG_MAX_KUSHKI_CARDS))).toBeTruthy();
    expect(screen.queryByLabelText('Número de tarjeta')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(doneWith(run.actor)).toEqual({ result: 'cancelled' }));
  });

  it('3-D Secure: a step of its own while the bank checks, then the card is saved', async () => {
    let release!: () => void;
    const hold3ds = new Promise<void>((resolve) => (release = resolve));
    const run = await renderCardForm(happy, {
      script: { token: () => ({ token: 'tok_3ds', requires3ds: true, secureId: 'sec-1' }), hold3ds },
    });
    await screen.findByLabelText('Número de tarjeta');
    fill({ number: '4000000000003220' });
    save();
    expect(await screen.findByRole('heading', { name: 'Verificación 3-D Secure' })).toBeTruthy();
    expect(screen.getByText(/la tarjeta terminada en 3220 es tuya/)).toBeTruthy();
    expect(run.api.of('createCardSubscription')).toHaveLength(0);
    release();
    await waitFor(() => expect(doneWith(run.actor)).toMatchObject({ result: 'enrolled' }));
    expect(run.script.seen.find((s) => s.call === 'requestValidate3DS')?.params).toEqual({ secureId: 'sec-1' });
  });
});

describe('every failure of the card calls shows its message', () => {
  const filled = async (answers: Answers, script: FakeScript = {}) => {
    const run = await renderCardForm({ ...happy, ...answers }, { script });
    await screen.findByLabelText('Número de tarjeta');
    fill();
    save();
    return run;
  };
  const details: Record<string, Record<string, unknown>> = {
    '-375': { maxCards: 3 },
    '-333': { msg: 'Tarjeta no válida para suscripción', internalCode: 'K322' },
    other: { internalCode: 'X-77' },
  };
  const values = (code: string) => ({ code, ...details[code], ...(details[code]?.msg ? { providerMessage: details[code].msg } : {}) });

  for (const [code, entry] of Object.entries(enrolCardErrors)) {
    it(`pre-check ${code}: '${entry.message.message}'`, async () => {
      const sent = code === 'other' ? '-999' : code;
      const run = await filled({ precheckCardSubscription: apiError(sent, details[code] ?? {}) });
      const expected = say(entry.message, { ...values(code), code: sent });
      expect((await screen.findByRole('alert')).textContent).toBe(expected);
      if (code === 'other')
        expect(run.effects).toContainEqual({ action: 'reportError', params: { call: 'precheckCard', code: '-999', internalCode: 'X-77' } });
      fireEvent.click(screen.getByRole('button', { name: /Revisar los datos|Entendido|Completar mi perfil/ }));
      if (entry.next === 'edit') expect(await screen.findByLabelText('Número de tarjeta')).toBeTruthy();
      if (entry.next === 'close') await waitFor(() => expect(doneWith(run.actor)).toEqual({ result: 'cancelled' }));
      if (entry.next === 'completeProfile')
        await waitFor(() => expect(run.effects).toContainEqual({ action: 'navigate', params: { to: '/profile/user' } }));
    });
  }

  it('the subscription answers the same table (-376 after tokenizing)', async () => {
    await filled({ createCardSubscription: apiError('-376') });
    expect((await screen.findByRole('alert')).textContent).toBe(say(enrolCardErrors['-376'].message));
  });

  for (const [code, entry] of Object.entries(updateMissingDataErrors)) {
    it(`missing data ${code}`, async () => {
      const sent = code === 'other' ? '-400' : code;
      const run = await renderCardForm({
        ...happy,
        getCardCountryConfig: cardConfig({ askForFoid: true }),
        updateMissingData: apiError(sent),
      });
      await screen.findByLabelText('Número de documento');
      fill();
      fireEvent.change(screen.getByLabelText('País del documento'), { target: { value: 'PE' } });
      fireEvent.change(screen.getByLabelText('Número de documento'), { target: { value: '12345678' } });
      save();
      expect((await screen.findByRole('alert')).textContent).toBe(say(entry.message, { code: sent }));
      void run;
    });
  }

  it('the provider refuses to tokenize the card', async () => {
    await filled({}, { token: () => ({ error: true, code: '017', message: 'Tarjeta no válida' }) });
    expect((await screen.findByRole('alert')).textContent).toBe(say(tokenizeCardErrors.other.message));
  });

  it('a failed 3-D Secure check: authentication unsuccessful', async () => {
    await filled({}, { token: () => ({ token: 'tok', requires3ds: true, secureId: 's' }), passed3ds: false });
    expect((await screen.findByRole('alert')).textContent).toBe(say(verify3dsErrors.other.message));
  });

  it("the provider's config does not load", async () => {
    const run = await renderCardForm({ getCardCountryConfig: apiError('-1', {}, 500) });
    expect((await screen.findByRole('alert')).textContent).toBe(say(loadCardConfigErrors.other.message));
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(doneWith(run.actor)).toEqual({ result: 'cancelled' }));
  });
});
