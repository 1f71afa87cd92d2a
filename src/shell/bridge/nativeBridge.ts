import type { ShellBridge } from './bridge';
import { parseNativeMessage, type NativeToWebMessage, type WebToNativeMessage } from './messages';

/** How long a request waits for the app's answer before resolving with the fallback value. */
export const NATIVE_ANSWER_TIMEOUT_MS = 10_000;

type Answer = Extract<NativeToWebMessage, { id: string }>;

export interface NativeTransport {
  os: 'android' | 'ios';
  /** Sends one serialized message to the app. */
  post(message: string): void;
  /** Registers for raw incoming data; returns the unsubscribe. */
  listen(onData: (data: unknown) => void): () => void;
}

/** The bridge inside a native shell: typed messages over the webview's postMessage. */
export function createNativeBridge(
  transport: NativeTransport,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): ShellBridge {
  const listeners = new Set<(message: NativeToWebMessage) => void>();
  const pending = new Map<string, (answer: Answer) => void>();
  let counter = 0;

  transport.listen((data) => {
    const message = parseNativeMessage(data);
    if (!message) return;
    if ('id' in message && pending.has(message.id)) {
      pending.get(message.id)?.(message);
      pending.delete(message.id);
      return;
    }
    listeners.forEach((listener) => listener(message));
  });

  const send = (message: WebToNativeMessage) => transport.post(JSON.stringify(message));

  function request<T>(
    build: (id: string) => WebToNativeMessage,
    read: (answer: Answer) => T,
    fallback: T,
    waitMs = NATIVE_ANSWER_TIMEOUT_MS,
  ): Promise<T> {
    const id = `w${++counter}`;
    return new Promise<T>((resolve) => {
      const timer = timers.setTimeout(() => {
        pending.delete(id);
        resolve(fallback);
      }, waitMs);
      pending.set(id, (answer) => {
        timers.clearTimeout(timer);
        resolve(read(answer));
      });
      send(build(id));
    });
  }

  return {
    kind: 'native',
    os: transport.os,
    exitApp: () => send({ type: 'app.exit' }),
    requestAppReview: () =>
      request(
        (id) => ({ type: 'appReview.request', id }),
        (a) => a.type === 'appReview.result' && a.asked,
        false,
      ),
    openMap: async (target) => send({ type: 'map.open', ...target }),
    enableBiometric: ({ email, token }) =>
      request(
        (id) => ({ type: 'biometric.enable', id, email, token }),
        (a) => a.type === 'biometric.result' && a.enabled,
        false,
      ),
    disableBiometric: async () => send({ type: 'biometric.disable' }),
    isBiometricEnrolled: () =>
      request(
        (id) => ({ type: 'biometric.status', id }),
        (a) => a.type === 'biometric.status.result' && a.enrolled,
        false,
      ),
    biometricCredentials: async () => {
      const answer = await request<{ email: string; token: string } | string>(
        (id) => ({ type: 'biometric.login', id }),
        (a) =>
          a.type === 'biometric.credentials' && a.email && a.token && !a.error
            ? { email: a.email, token: a.token }
            : (a.type === 'biometric.credentials' && a.error) || 'unexpected answer',
        'no answer',
      );
      if (typeof answer === 'string') throw new Error(`Biometric login failed: ${answer}`);
      return answer;
    },
    currentPosition: async (options) => {
      const answer = await request<{ latitude: number; longitude: number } | string>(
        (id) => ({ type: 'location.request', id, ...options }),
        (a) =>
          a.type === 'location.result' && typeof a.latitude === 'number' && typeof a.longitude === 'number'
            ? { latitude: a.latitude, longitude: a.longitude }
            : (a.type === 'location.result' && a.error) || 'unexpected answer',
        'no answer',
        // The app's own timeout (the spec's 15 s) plus a little for the message to come back.
        options.timeoutMs + 2_000,
      );
      if (typeof answer === 'string') throw new Error(`No position from the app: ${answer}`);
      return answer;
    },
    scanQr: async () => {
      const answer = await request<{ text: string } | string>(
        (id) => ({ type: 'qr.scan', id }),
        (a) => (a.type === 'qr.result' && typeof a.text === 'string' ? { text: a.text } : (a.type === 'qr.result' && a.error) || 'no code'),
        'no answer',
        // The player points the camera: a few minutes at most.
        180_000,
      );
      if (typeof answer === 'string') throw new Error(`No QR code: ${answer}`);
      return answer.text;
    },
    getPushToken: () =>
      request(
        (id) => ({ type: 'pushToken.request', id }),
        (a) => (a.type === 'pushToken.result' ? a.token : null),
        null,
      ),
    ready: (info) => send({ type: 'page.ready', ...info }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
