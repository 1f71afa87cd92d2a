import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { checkPushToken, countUnreadNotifications, registerPushToken } from '#kernel/contract/notifications';
import type { PushTokenAnswer, PushTokenInput } from '#machines/notifications';
import type { ShellBridge } from '../bridge';

/** The real actors of machines/notifications: the API's calls and the shell bridge's token. */
export function notificationActors(api: ApiClient, shell: ShellBridge) {
  return {
    fetchUnreadCount: fromPromise<number, { userId: number }>(
      async ({ signal }) => (await api.call(countUnreadNotifications, { signal })).result,
    ),
    getPushToken: fromPromise<string | null, void>(() => shell.getPushToken()),
    checkPushToken: fromPromise<PushTokenAnswer, PushTokenInput>(
      async ({ input, signal }) =>
        (await api.call(checkPushToken, { params: { token: input.token }, query: { backgroundLoading: '1' }, signal })).token,
    ),
    registerPushToken: fromPromise<PushTokenAnswer, PushTokenInput>(
      async ({ input, signal }) =>
        (await api.call(registerPushToken, { body: { token: input.token, active: 'Y', userId: input.userId }, signal })).token,
    ),
  };
}
