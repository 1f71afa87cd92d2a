// The booking flow's toasts carry error texts that the first visit's catalog part leaves out
// (vite.config laterTexts): the toast must wait for the whole catalog, never show a message id.
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { createBookingFlowActions, type ActionDeps } from '#features/booking/flow/actions';
import { noAnalytics } from '#features/booking/flow/analytics';

function actionsWith(textsReady?: () => Promise<void>) {
  const shown: unknown[] = [];
  const deps: ActionDeps = {
    navigate: () => {},
    toasts: { show: (toast) => (shown.push(toast), 0) },
    i18n: { _: (d: unknown) => String(d) } as ActionDeps['i18n'],
    webOrigin: () => 'https://courtflow.example',
    openWindow: () => {},
    redirectExternal: () => {},
    analytics: noAnalytics,
    textsReady,
  };
  return { actions: createBookingFlowActions(deps), shown };
}

const message = msg`Este club no está disponible.`;

describe('the booking flow toasts', () => {
  it('wait for the whole catalog before they show', async () => {
    let loaded!: () => void;
    const { actions, shown } = actionsWith(() => new Promise<void>((resolve) => (loaded = resolve)));
    actions.showToast({ message, kind: 'error' });
    await Promise.resolve();
    expect(shown).toEqual([]);
    loaded();
    await new Promise((r) => setTimeout(r, 0));
    expect(shown).toEqual([{ message, kind: 'error' }]);
  });

  it('still show when the catalog fails to load (the message id is better than silence)', async () => {
    const { actions, shown } = actionsWith(() => Promise.reject(new Error('offline')));
    actions.showToast({ message, kind: 'info' });
    await new Promise((r) => setTimeout(r, 0));
    expect(shown).toEqual([{ message, kind: 'info' }]);
  });

  it('show at once without a catalog to wait for', () => {
    const { actions, shown } = actionsWith();
    actions.showToast({ message, kind: 'info' });
    expect(shown).toEqual([{ message, kind: 'info' }]);
  });
});
