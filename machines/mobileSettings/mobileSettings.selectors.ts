// View flags of /profile/mobile-settings.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { biometricErrors, checkPushErrors, savePushErrors } from './mobileSettings.errors';
import type { MobileSettingsMachine } from './mobileSettings.machine';

export type MobileSettingsSnapshot = SnapshotFrom<MobileSettingsMachine>;

export const isOutsideApp = (s: MobileSettingsSnapshot) => s.matches('outsideApp');
export const isLoading = (s: MobileSettingsSnapshot) => s.matches('deciding') || s.matches('askingToken') || s.matches('checkingPush');
export const isSignedIn = (s: MobileSettingsSnapshot) => s.context.userId !== null;
export const biometricOn = (s: MobileSettingsSnapshot) => s.context.biometricOn;
export const canToggleBiometric = (s: MobileSettingsSnapshot) => s.can({ type: 'biometric.toggle' });
export const isBiometricBusy = (s: MobileSettingsSnapshot) => s.matches('enablingBiometric') || s.matches('disablingBiometric');
export const biometricNotEnabled = (s: MobileSettingsSnapshot) => s.context.biometricProblem === 'notEnabled';
/** Any biometric error: 'Biometric access disabled' (the row login shows too). */
export const biometricDisabledNotice = (s: MobileSettingsSnapshot) =>
  s.context.biometricProblem === 'disabled' ? biometricErrors.other : null;
export const hasPushToken = (s: MobileSettingsSnapshot) => s.context.pushToken !== null;
export const pushOn = (s: MobileSettingsSnapshot) => s.context.pushOn;
export const canTogglePush = (s: MobileSettingsSnapshot) => s.can({ type: 'push.toggle' });
export const isPushBusy = (s: MobileSettingsSnapshot) => s.matches('savingPush');
/** What a failed push check (not -404: simply off) or save says. */
export const pushError = (s: MobileSettingsSnapshot) => {
  if (!s.matches('ready') || !s.context.error) return null;
  if (s.context.pushSaveFailed) return errorEntry(savePushErrors, s.context.error.code);
  const entry = errorEntry(checkPushErrors, s.context.error.code);
  return entry.show === 'none' ? null : entry;
};
