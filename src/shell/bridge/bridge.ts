import type { NativeToWebMessage } from './messages';

export interface MapTarget {
  latitude: number;
  longitude: number;
  label?: string;
}

export interface PositionRequest {
  timeoutMs: number;
  enableHighAccuracy: boolean;
  maximumAgeMs: number;
}

/** What the page can ask of the app that hosts it; a plain browser gets sensible fallbacks. */
export interface ShellBridge {
  readonly kind: 'browser' | 'native';
  /** 'web', 'android' or 'ios'. */
  readonly os: string;
  /** Android back key on the root screen: close the app (browser: go back in history). */
  exitApp(): void;
  /** Asks the app to show its store review prompt; resolves whether it was shown. */
  requestAppReview(): Promise<boolean>;
  /** Opens a map at a place (app: native maps; browser: a maps page in a new tab). */
  openMap(target: MapTarget): Promise<void>;
  /** Enrols the device's biometrics for this account; resolves whether it worked. */
  enableBiometric(credentials: { email: string; token: string }): Promise<boolean>;
  disableBiometric(): Promise<void>;
  /** Whether the app has biometrics enrolled for an account on this device (browser: never). */
  isBiometricEnrolled(): Promise<boolean>;
  /**
   * Shows the device's biometric prompt and answers what was stored at enrolment; rejects on any
   * error (prompt cancelled, nothing stored, no answer).
   */
  biometricCredentials(): Promise<{ email: string; token: string }>;
  /**
   * The device's position from the app's own location service (spec part 1 §9: timeout, high
   * accuracy, no cache); rejects when refused, timed out or unknown. A browser has none here: the
   * booking flow asks the browser's geolocation itself.
   */
  currentPosition?(options: PositionRequest): Promise<MapTarget>;
  /** The device's QR scanner (app only): what it read; rejects when cancelled. A browser has none: the code is typed. */
  scanQr?(): Promise<string>;
  /** The device's push token (null in a browser). */
  getPushToken(): Promise<string | null>;
  /** Tells the app the page is up. */
  ready(info: { brand: string; language: string }): void;
  /** Messages from the app (back key, push token changes...). */
  subscribe(listener: (message: NativeToWebMessage) => void): () => void;
}
