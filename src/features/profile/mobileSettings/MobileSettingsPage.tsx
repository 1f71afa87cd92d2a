import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { checkPushToken, registerPushToken } from '#kernel/contract/notifications';
import { mobileSettingsMachine, type PushAnswer, type SavePushInput } from '#machines/mobileSettings';
import { sessionSelectors } from '#machines/session';
import { COOKIES, readCookie } from '#shell/cookies';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { MobileSettingsView } from './MobileSettingsView';

/** Whether biometric access is enrolled on this device (the native app keeps the credentials). */
const BIOMETRIC_KEY = 'cf_biometric_on';
const biometricRemembered = () => {
  try {
    return localStorage.getItem(BIOMETRIC_KEY) === '1';
  } catch {
    return false;
  }
};

/** /profile/mobile-settings — biometric access and push notifications on this device (app only). */
export default function MobileSettingsPage() {
  const { api, shell } = useRuntime();
  const userId = useSession(sessionSelectors.userId);
  const email = useSession(sessionSelectors.profile)?.email ?? '';
  const machine = useMemo(
    () =>
      mobileSettingsMachine.provide({
        actors: {
          getPushToken: fromPromise<string | null, void>(() => shell.getPushToken()),
          checkPush: fromPromise<PushAnswer, { token: string }>(
            async ({ input, signal }) => (await api.call(checkPushToken, { params: { token: input.token }, query: {}, signal })).token,
          ),
          savePush: fromPromise<PushAnswer, SavePushInput>(
            async ({ input, signal }) => (await api.call(registerPushToken, { body: input, signal })).token,
          ),
          enableBiometric: fromPromise<boolean, void>(() => shell.enableBiometric({ email, token: readCookie(COOKIES.token) ?? '' })),
          disableBiometric: fromPromise<void, void>(() => shell.disableBiometric()),
        },
        actions: {
          rememberBiometric: (_, { on }) => {
            try {
              localStorage.setItem(BIOMETRIC_KEY, on ? '1' : '0');
            } catch {
              // private mode: the switch starts off next time
            }
          },
          disableShellBiometric: () => void shell.disableBiometric(),
        },
      }),
    [api, shell, email],
  );
  const actor = useActorRef(machine, { input: { inApp: shell.kind === 'native', userId, biometricOn: biometricRemembered() } });
  return (
    <Screen narrow>
      <MobileSettingsView actor={actor} />
    </Screen>
  );
}
