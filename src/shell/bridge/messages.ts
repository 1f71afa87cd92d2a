/**
 * The messages between this page and the native app that hosts it in a webview. Both directions
 * are JSON objects with a `type`; requests that expect an answer carry an `id` the answer repeats.
 */

/** Page → native app. */
export type WebToNativeMessage =
  | { type: 'app.exit' }
  | { type: 'appReview.request'; id: string }
  | { type: 'map.open'; latitude: number; longitude: number; label?: string }
  | { type: 'biometric.enable'; id: string; email: string; token: string }
  | { type: 'biometric.disable' }
  | { type: 'biometric.status'; id: string }
  | { type: 'biometric.login'; id: string }
  | { type: 'pushToken.request'; id: string }
  | { type: 'location.request'; id: string; timeoutMs: number; enableHighAccuracy: boolean; maximumAgeMs: number }
  | { type: 'page.ready'; brand: string; language: string }
  /** Opens the device's QR scanner (the golf ball dispenser). */
  | { type: 'qr.scan'; id: string };

/** Native app → page. */
export type NativeToWebMessage =
  | { type: 'backKey' }
  | { type: 'appReview.result'; id: string; asked: boolean }
  | { type: 'biometric.result'; id: string; enabled: boolean }
  | { type: 'biometric.status.result'; id: string; enrolled: boolean }
  /** After the device's biometric prompt: what was stored at enrolment, or why not. */
  | { type: 'biometric.credentials'; id: string; email?: string; token?: string; error?: string }
  | { type: 'pushToken.result'; id: string; token: string | null }
  /** The device's position, or why not (refused, timeout, unavailable). */
  | { type: 'location.result'; id: string; latitude?: number; longitude?: number; error?: string }
  | { type: 'pushToken.changed'; token: string }
  /** What the QR scanner read, or why not (cancelled, no camera). */
  | { type: 'qr.result'; id: string; text?: string; error?: string };

export type NativeMessageType = NativeToWebMessage['type'];

const NATIVE_TYPES: readonly NativeMessageType[] = [
  'backKey',
  'appReview.result',
  'biometric.result',
  'biometric.status.result',
  'biometric.credentials',
  'pushToken.result',
  'location.result',
  'pushToken.changed',
  'qr.result',
];

/** Parses what the native side posted (a JSON string or an object); anything else is null. */
export function parseNativeMessage(data: unknown): NativeToWebMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !(NATIVE_TYPES as readonly string[]).includes(type)) return null;
  return value as NativeToWebMessage;
}
