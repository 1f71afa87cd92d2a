// The cashier and card form rendered with the app's real adapters (src/features/payments/api) over
// a fake API client and a fake provider script (cashierFakes.ts): every call is recorded; answers are per test.
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor, type AnyActorRef } from 'xstate';
import { provideCardEnrolment, type CashierInput, type CashierOutput } from '#machines/cashier';
import type { CardEnrolmentInput } from '#machines/cardEnrolment';
import { activateLanguage, i18n } from '#shell/i18n/catalogs';
import { createCardEnrolmentActors } from '#features/payments/api';
import { CardForm } from '#features/payments/cards/CardForm';
import { CashierPanel } from '#features/payments/cashier/CashierPanel';
import { fakeApi, fakeScript, NOW, startCashier, USER_ID, type Answers, type FakeScript } from './cashierFakes';

export * from './cashierFakes';

const wrap = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

/** The cashier panel over a started cashier actor wired with the real adapters. */
export async function renderCashier(
  answers: Answers,
  options: { input?: Partial<CashierInput>; script?: FakeScript; amountText?: string } = {},
) {
  await activateLanguage('es-CL');
  const { actor, api, script, effects } = startCashier(answers, options);
  const view = wrap(<CashierPanel actor={actor} amountText={options.amountText ?? '$12.000'} />);
  const output = () => (actor.getSnapshot().status === 'done' ? (actor.getSnapshot().output as CashierOutput) : null);
  return { ...view, actor, api, script, effects, output };
}

/** The card form over a card enrolment actor (enrol or delete) wired with the real adapters. */
export async function renderCardForm(
  answers: Answers,
  options: { input?: Partial<Extract<CardEnrolmentInput, { action: 'enrol' }>>; script?: FakeScript } = {},
) {
  await activateLanguage('es-CL');
  const api = fakeApi(answers);
  const script = fakeScript(options.script);
  const effects: Array<{ action: string; params: unknown }> = [];
  const machine = provideCardEnrolment(createCardEnrolmentActors(api.api, script.load), {
    navigate: (p) => void effects.push({ action: 'navigate', params: p }),
    reportError: (p) => void effects.push({ action: 'reportError', params: p }),
  });
  const actor = createActor(machine, { input: { action: 'enrol', userId: USER_ID, clubId: 1, now: NOW, ...options.input } });
  actor.start();
  const view = wrap(<CardForm actor={actor} />);
  return { ...view, actor: actor as AnyActorRef, api, script, effects };
}
