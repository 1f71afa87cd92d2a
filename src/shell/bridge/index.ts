import type { ShellBridge } from './bridge';
import { createBrowserBridge } from './browserBridge';
import { detectShell, type ReactNativeHost } from './detect';
import { createNativeBridge } from './nativeBridge';

export type { ShellBridge, MapTarget } from './bridge';
export type { NativeToWebMessage, WebToNativeMessage } from './messages';
export { androidBackAction, type AndroidBackAction } from './androidBack';
export { detectShell } from './detect';
export { mapsUrl } from './browserBridge';

/** The bridge for this page: native when a shell hosts it, the browser fallback otherwise. */
export function createShellBridge(win: Window & ReactNativeHost = window): ShellBridge {
  const shell = detectShell(win);
  if (shell.kind === 'browser') return createBrowserBridge(win);
  return createNativeBridge({
    os: shell.os,
    post: shell.post,
    listen(onData) {
      // React Native posts to `document` on Android and to `window` on iOS.
      const handler = (event: Event) => onData((event as MessageEvent).data);
      win.addEventListener('message', handler);
      win.document.addEventListener('message', handler);
      return () => {
        win.removeEventListener('message', handler);
        win.document.removeEventListener('message', handler);
      };
    },
  });
}
