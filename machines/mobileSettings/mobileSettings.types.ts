// Types of /profile/mobile-settings (spec part 3 §2 "mobile-settings"; part 1 §4 biometric access and
// its 'Biometric access disabled'; part 1 §7 and part 3 §3 "Push token: token, active (Y/N), userId").
import type { ActorError } from '#kernel/lib/errors';

export interface MobileSettingsInput {
  /** Inside the native app (the shell bridge is the app's). */
  inApp: boolean;
  /** The signed-in player, or null. */
  userId: number | null;
  /** Biometric access is enrolled on this device (remembered by the view). */
  biometricOn: boolean;
}

export interface PushAnswer {
  token: string;
  active: 'Y' | 'N';
}

export interface MobileSettingsContext {
  inApp: boolean;
  userId: number | null;
  biometricOn: boolean;
  pushToken: string | null;
  pushOn: boolean;
  /** What the last biometric enrolment said: refused by the person, or failed (then disabled). */
  biometricProblem: 'notEnabled' | 'disabled' | null;
  /** The last push switch did not save. */
  pushSaveFailed: boolean;
  /** The last failed push check or save. */
  error: ActorError | null;
}

export type MobileSettingsEvent = { type: 'biometric.toggle' } | { type: 'push.toggle' };

export interface SavePushInput {
  userId: number;
  token: string;
  active: 'Y' | 'N';
}
