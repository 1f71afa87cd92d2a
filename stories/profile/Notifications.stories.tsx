import type { Meta } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { createActor, fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import NotificationPreferencesPage from '#features/profile/notifications/NotificationPreferencesPage';
import NotificationsPage from '#features/profile/notifications/NotificationsPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import type { NotificationDto } from '#kernel/contract/notifications';
import { notificationsMachine, type PushTokenAnswer, type PushTokenInput } from '#machines/notifications';
import { activateLanguage, i18n } from '#shell/i18n/catalogs';
import { SnackBar } from '#shell/live/SnackBar';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Notifications' } satisfies Meta;

const ME = 7;
const note = (id: number, read: 'Y' | 'N', title = 'Reserva confirmada'): NotificationDto => ({
  id,
  created_at: `2026-03-0${(id % 8) + 1}T15:00:00.000Z`,
  is_readed: read,
  origin: 1,
  type: 'bookingConfirmed',
  category: 'gotoState',
  title,
  body: `Tu reserva #${id} en Club Pádel Vitacura el 03/03/2026 19:00 está confirmada.`,
  link: `/summary/${id}`,
  entityId: id,
  challengeId: null,
  sportId: 1,
  undeliveredMessagesCount: null,
});

/** A fake API: each endpoint id answers its fields (or never, or fails). */
const api = (answers: Record<string, object | Error | 'pending'>): Pick<ApiClient, 'call'> => ({
  call: (async ({ id }: EndpointDef) => {
    const answer = answers[id] ?? 'pending';
    if (answer === 'pending') return new Promise(() => undefined);
    if (answer instanceof Error) throw answer;
    return { error: false, code: '0', ...answer };
  }) as ApiClient['call'],
});

const listStory = (answer: object | Error | 'pending') =>
  screenStory(async (language) => {
    const session = await startLoggedInFakeSession(ME);
    const harness = await createScreenHarness(NotificationsPage, {
      routeId: 'profile.notifications',
      url: '/profile/notifications',
      api: api({ listNotifications: answer }),
      session,
      language,
    });
    return harness.element;
  });

export const Loading = listStory('pending');
export const Listed = listStory({
  notifications: [note(8, 'N'), note(7, 'N', 'Pago aprobado'), note(6, 'Y'), note(5, 'Y', 'Reserva cancelada'), note(4, 'Y'), note(3, 'Y')],
  pageNumber: 1,
  totalPages: 2,
  totalItems: 8,
});
export const Empty = listStory({ notifications: [], pageNumber: 1, totalPages: 0, totalItems: 0 });
export const LoadFailed = listStory(new Error('network down'));

const preferences = [1, 2].flatMap((origin) =>
  (['IN_APP', 'EMAIL', 'PUSH'] as const).map((channel) => ({
    notification_origin_id: origin,
    channel,
    preference: origin === 1 && channel === 'EMAIL' ? 'N' : 'Y',
  })),
);

export const Preferences = screenStory(async (language) => {
  const session = await startLoggedInFakeSession(ME);
  const harness = await createScreenHarness(NotificationPreferencesPage, {
    routeId: 'profile.notification-preferences',
    url: '/profile/notification-preferences',
    api: api({ getNotificationPreferences: { preferences } }),
    session,
    language,
  });
  return harness.element;
});

/** The snack bar with one notification on screen (it stays: the story's clock never dismisses it). */
export const SnackBarShown = screenStory(async (language) => {
  await activateLanguage(language);
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        fetchUnreadCount: fromPromise<number, { userId: number }>(async () => 1),
        getPushToken: fromPromise<string | null, void>(async () => null),
        checkPushToken: fromPromise<PushTokenAnswer, PushTokenInput>(async () => ({ token: '', active: 'Y' })),
        registerPushToken: fromPromise<PushTokenAnswer, PushTokenInput>(async () => ({ token: '', active: 'Y' })),
      },
      delays: { snackDismiss: 2_147_483_647 },
    }),
    { input: { userId: ME } },
  ).start();
  actor.send({ type: 'notification.received', notification: note(12, 'N') });
  return (
    <I18nProvider i18n={i18n}>
      <SnackBar actor={actor} />
    </I18nProvider>
  );
});
