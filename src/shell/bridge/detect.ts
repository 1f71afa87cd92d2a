/** The ways a native shell can host this page. */
export interface ReactNativeHost {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  navigator?: { userAgent?: string };
}

/** The WKWebView message handler name an iOS shell registers. */
export const IOS_HANDLER = 'courtflow';

export type ShellDetection =
  | { kind: 'browser'; os: 'web' }
  | { kind: 'react-native'; os: 'android' | 'ios'; post(message: string): void }
  | { kind: 'webkit'; os: 'ios'; post(message: string): void };

/** Finds the native shell hosting this page, if any (pure: give it the window). */
export function detectShell(win: ReactNativeHost | undefined): ShellDetection {
  if (!win) return { kind: 'browser', os: 'web' };
  const rn = win.ReactNativeWebView;
  if (rn && typeof rn.postMessage === 'function') {
    const ua = win.navigator?.userAgent ?? '';
    const os = /iPhone|iPad|iPod/i.test(ua) ? 'ios' : 'android';
    return { kind: 'react-native', os, post: (m) => rn.postMessage(m) };
  }
  const handler = win.webkit?.messageHandlers?.[IOS_HANDLER];
  if (handler && typeof handler.postMessage === 'function') {
    return { kind: 'webkit', os: 'ios', post: (m) => handler.postMessage(m) };
  }
  return { kind: 'browser', os: 'web' };
}
