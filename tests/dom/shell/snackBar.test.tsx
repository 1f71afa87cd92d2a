// The live notifications' views (part 1 §4): the snack bar shows the flow's current notification,
// opens its screen or closes; the profile tab's badge shows the unread count from the live store.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor, fromPromise } from 'xstate';
import type { NotificationDto } from '#kernel/contract/notifications';
import { notificationsMachine, type PushTokenAnswer, type PushTokenInput } from '#machines/notifications';
import { activateLanguage, i18n } from '#shell/i18n/catalogs';
import { liveStore } from '#shell/live/liveStore';
import { SnackBar } from '#shell/live/SnackBar';
import { UnreadBadge } from '#shell/live/UnreadBadge';

const note: NotificationDto = {
  id: 3,
  created_at: '2026-03-02T15:00:00.000Z',
  is_readed: 'N',
  origin: 2,
  type: 'paymentApproved',
  category: 'gotoState',
  title: 'Pago aprobado',
  body: 'Recibimos el pago de tu reserva #9.',
  link: '/summary/9',
  entityId: 9,
  challengeId: null,
  sportId: 1,
  undeliveredMessagesCount: null,
};

beforeAll(() => activateLanguage('es-CL'));
afterEach(() => {
  cleanup();
  liveStore.setUnread(null);
});

function start(openScreen: (path: string) => void) {
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        fetchUnreadCount: fromPromise<number, { userId: number }>(async () => 0),
        getPushToken: fromPromise<string | null, void>(async () => null),
        checkPushToken: fromPromise<PushTokenAnswer, PushTokenInput>(async () => ({ token: '', active: 'Y' })),
        registerPushToken: fromPromise<PushTokenAnswer, PushTokenInput>(async () => ({ token: '', active: 'Y' })),
      },
      actions: { openScreen: (_, { path }) => openScreen(path) },
    }),
    { input: { userId: 1 } },
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <SnackBar actor={actor} />
    </I18nProvider>,
  );
  return actor;
}

describe('the snack bar', () => {
  it('shows the notification and opens its screen when tapped', () => {
    const opened = vi.fn();
    const actor = start(opened);
    expect(screen.queryByTestId('snack-bar')).toBeNull();
    act(() => actor.send({ type: 'notification.received', notification: note }));
    expect(screen.getByTestId('snack-bar').textContent).toContain('Pago aprobado');
    fireEvent.click(screen.getByRole('button', { name: 'Ver' }));
    expect(opened).toHaveBeenCalledWith('/summary/9');
    expect(screen.queryByTestId('snack-bar')).toBeNull();
  });

  it('closes without opening anything; a bar whose category opens nothing has no Ver', () => {
    const opened = vi.fn();
    const actor = start(opened);
    act(() => actor.send({ type: 'notification.received', notification: { ...note, category: null, link: null } }));
    expect(screen.queryByRole('button', { name: 'Ver' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByTestId('snack-bar')).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('the unread badge', () => {
  it('shows the count (99+ above 99) and nothing at 0 or before it is known', () => {
    render(
      <I18nProvider i18n={i18n}>
        <UnreadBadge />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    act(() => liveStore.setUnread(3));
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    expect(screen.getByLabelText('3 notificaciones sin leer')).toBeTruthy();
    act(() => liveStore.setUnread(120));
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
    act(() => liveStore.setUnread(0));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });
});
