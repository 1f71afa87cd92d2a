// The cashier wired as the app wires it (provideCashier): the real card enrolment child adds a
// card, the pending-transfer notice, a failed fop load and its retry. Fake API calls, no network.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { provideCashier, type CashierActions, type CashierActors } from '#machines/cashier/cashier.provide';
import { cashierInputFromParams } from '#machines/cashier/cashier.params';
import { PENDING_BANK_TRANSFER, loadFopsErrors } from '#machines/cashier/cashier.errors';
import { cardEnrolmentActor, cards, failure, notice, screen } from '#machines/cashier/cashier.selectors';
import { screen as cardScreen } from '#machines/cardEnrolment/cardEnrolment.selectors';
import { cardConfigs, enrolledCard, tokens, VALID_NUMBER } from './fixtures/cardData';
import { cashierInputs, fopAnswers } from './fixtures/cashierData';

const flush = async (times = 3) => {
  for (let i = 0; i < times; i += 1) await new Promise((r) => setTimeout(r, 0));
};

function wire(over: Partial<CashierActors> = {}) {
  const calls: string[] = [];
  const effects: Array<[string, unknown]> = [];
  const answer = <O, I>(name: string, value: NoInfer<O>) =>
    fromPromise<O, I>(async () => {
      calls.push(name);
      return value;
    });
  const actors: CashierActors = {
    loadFops: answer('loadFops', fopAnswers.kushki),
    loadBanks: answer('loadBanks', { banks: [] }),
    requestTransferToken: answer('requestTransferToken', { token: 't' }),
    startOneClickEnrolment: answer('startOneClickEnrolment', { redirectURL: 'https://p.example' }),
    loadCardConfig: answer('loadCardConfig', cardConfigs.plain),
    updateMissingData: answer('updateMissingData', undefined),
    precheckCard: answer('precheckCard', undefined),
    tokenizeCard: answer('tokenizeCard', tokens.plain),
    verify3ds: answer('verify3ds', { passed: true }),
    enrolCard: answer('enrolCard', enrolledCard),
    deleteCard: answer('deleteCard', undefined),
    ...over,
  };
  const record = (name: string) => (params: unknown) => effects.push([name, params]);
  const actions: CashierActions = {
    returnToCaller: record('returnToCaller'),
    redirectExternal: record('redirectExternal'),
    navigate: record('navigate'),
    reportError: record('reportError'),
  };
  return { machine: provideCashier(actors, actions), calls, effects };
}

describe('cashier wired with provideCashier', () => {
  it('adds a card through the real card enrolment child, then pays with it', async () => {
    const { machine, calls, effects } = wire();
    const actor = createActor(machine, { input: cashierInputs.club }).start();
    await flush();
    actor.send({ type: 'card.change' });
    actor.send({ type: 'card.add' });
    await flush();
    const child = cardEnrolmentActor(actor.getSnapshot());
    expect(child).not.toBeNull();
    expect(cardScreen(child!.getSnapshot())).toBe('form');
    child!.send({ type: 'card.setNumber', value: VALID_NUMBER });
    child!.send({ type: 'card.setExpiry', value: '1230' });
    child!.send({ type: 'card.setCvv', value: '123' });
    child!.send({ type: 'card.setHolder', value: 'Ana Rojas' });
    child!.send({ type: 'card.submit' });
    await flush(10);
    expect(calls).toEqual(['loadFops', 'loadCardConfig', 'precheckCard', 'tokenizeCard', 'enrolCard']);
    expect(screen(actor.getSnapshot())).toBe('cards');
    expect(cards(actor.getSnapshot()).find((c) => c.selected)?.id).toBe('sub-9');
    actor.send({ type: 'cashier.pay' });
    expect(actor.getSnapshot().output).toMatchObject({
      result: 'chosen',
      choice: { fopId: 15, fopParams: { token: 'sub-9', bin: '411111' } },
    });
    expect(effects).toHaveLength(1);
  });

  it('a pending bank transfer shows its notice instead of the bank form', async () => {
    const { machine, calls } = wire({ loadFops: fromPromise(async () => fopAnswers.pendingTransfer) });
    const actor = createActor(machine, { input: cashierInputs.club }).start();
    await flush();
    actor.send({ type: 'flow.select', flow: 'bankTransfer' });
    expect(screen(actor.getSnapshot())).toBe('pendingTransfer');
    expect(notice(actor.getSnapshot())).toBe(PENDING_BANK_TRANSFER);
    expect(calls).not.toContain('loadBanks');
    actor.send({ type: 'flow.select', flow: 'card' });
    expect(screen(actor.getSnapshot())).toBe('cards');
  });

  it('a failed fop load offers to try again', async () => {
    let attempts = 0;
    const { machine } = wire({
      loadFops: fromPromise(async () => {
        attempts += 1;
        if (attempts === 1) throw { code: '-1', status: 500 };
        return fopAnswers.webpay;
      }),
    });
    const actor = createActor(machine, { input: cashierInputs.club }).start();
    await flush();
    expect(screen(actor.getSnapshot())).toBe('loadFailed');
    expect(failure(actor.getSnapshot())).toBe(loadFopsErrors.other);
    actor.send({ type: 'cashier.retry' });
    await flush();
    expect(screen(actor.getSnapshot())).toBe('direct');
    expect(failure(actor.getSnapshot())).toBeNull();
  });
});

describe('the /payment page params', () => {
  it('become the cashier input (numbers, the insurance flag, redirectTo and state)', () => {
    const input = cashierInputFromParams(
      {
        userId: '10',
        clubId: '1',
        fopAmount: '12000',
        fopAmountFormatted: '$12.000',
        promoCode: ' PROMO10 ',
        fopAction: 'downpay',
        bookingInsurance: 'true',
        redirectTo: 'book.summary',
        state: '{"a":1}',
      },
      { now: 5 },
    );
    expect(input).toEqual({
      userId: 10,
      clubId: 1,
      fopAmount: 12000,
      promoCode: 'PROMO10',
      fopAction: 'downpay',
      bookingInsurance: true,
      redirectTo: 'book.summary',
      state: '{"a":1}',
      tokenizedPaymentMode: null,
      now: 5,
    });
  });
  it('fall back to the session user; no club means the tokenized fops; bad numbers are dropped', () => {
    expect(cashierInputFromParams({ clubId: 'x', fopAmount: '12.5' }, { now: 0, userId: 3 })).toMatchObject({
      userId: 3,
      clubId: null,
      fopAmount: null,
      bookingInsurance: false,
    });
    expect(cashierInputFromParams({}, { now: 0 })).toBeNull();
  });
});
