import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserBridge, mapsUrl } from '#shell/bridge/browserBridge';
import { detectShell } from '#shell/bridge/detect';
import { handleBackKey } from '#shell/bridge/installBackKey';
import { parseNativeMessage } from '#shell/bridge/messages';
import { createNativeBridge, NATIVE_ANSWER_TIMEOUT_MS } from '#shell/bridge/nativeBridge';
import { registerModal } from '#ui/modalStack';

afterEach(() => vi.useRealTimers());

describe('detectShell', () => {
  it('finds a React Native webview (Android or iOS by user agent)', () => {
    const post = vi.fn();
    const android = detectShell({ ReactNativeWebView: { postMessage: post }, navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14)' } });
    expect(android).toMatchObject({ kind: 'react-native', os: 'android' });
    const ios = detectShell({
      ReactNativeWebView: { postMessage: post },
      navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' },
    });
    expect(ios).toMatchObject({ kind: 'react-native', os: 'ios' });
  });

  it('finds a WKWebView message handler', () => {
    expect(detectShell({ webkit: { messageHandlers: { courtflow: { postMessage: vi.fn() } } } })).toMatchObject({
      kind: 'webkit',
      os: 'ios',
    });
  });

  it('falls back to the browser', () => {
    expect(detectShell({})).toEqual({ kind: 'browser', os: 'web' });
    expect(detectShell({ webkit: { messageHandlers: {} } })).toEqual({ kind: 'browser', os: 'web' });
    expect(detectShell(undefined)).toEqual({ kind: 'browser', os: 'web' });
  });
});

describe('parseNativeMessage', () => {
  it('accepts known messages as JSON or objects and drops the rest', () => {
    expect(parseNativeMessage('{"type":"backKey"}')).toEqual({ type: 'backKey' });
    expect(parseNativeMessage({ type: 'pushToken.changed', token: 't' })).toEqual({ type: 'pushToken.changed', token: 't' });
    for (const junk of ['nope', '{"type":"evil"}', null, 42, { kind: 'backKey' }]) expect(parseNativeMessage(junk)).toBeNull();
  });
});

function fakeTransport() {
  const sent: unknown[] = [];
  let deliver: (data: unknown) => void = () => undefined;
  return {
    sent,
    deliver: (data: unknown) => deliver(data),
    transport: {
      os: 'android' as const,
      post: (m: string) => sent.push(JSON.parse(m)),
      listen: (onData: (data: unknown) => void) => {
        deliver = onData;
        return () => undefined;
      },
    },
  };
}

describe('native bridge', () => {
  it('asks for an app review and reads the answer by id', async () => {
    const t = fakeTransport();
    const bridge = createNativeBridge(t.transport);
    const asked = bridge.requestAppReview();
    const request = t.sent[0] as { type: string; id: string };
    expect(request.type).toBe('appReview.request');
    t.deliver(JSON.stringify({ type: 'appReview.result', id: request.id, asked: true }));
    await expect(asked).resolves.toBe(true);
  });

  it('resolves with the fallback when the app does not answer', async () => {
    vi.useFakeTimers();
    const t = fakeTransport();
    const bridge = createNativeBridge(t.transport, globalThis);
    const token = bridge.getPushToken();
    vi.advanceTimersByTime(NATIVE_ANSWER_TIMEOUT_MS);
    await expect(token).resolves.toBeNull();
  });

  it('sends map, biometric and exit messages and passes the back key to listeners', async () => {
    const t = fakeTransport();
    const bridge = createNativeBridge(t.transport);
    await bridge.openMap({ latitude: -33.45, longitude: -70.68, label: 'Club' });
    await bridge.disableBiometric();
    bridge.exitApp();
    expect(t.sent).toEqual([
      { type: 'map.open', latitude: -33.45, longitude: -70.68, label: 'Club' },
      { type: 'biometric.disable' },
      { type: 'app.exit' },
    ]);
    const seen: unknown[] = [];
    bridge.subscribe((m) => seen.push(m));
    t.deliver('{"type":"backKey"}');
    expect(seen).toEqual([{ type: 'backKey' }]);
  });
});

describe('browser bridge', () => {
  it('goes back in history, opens maps in a new tab, and resolves the rest as no-ops', async () => {
    const back = vi.fn();
    const open = vi.fn();
    const bridge = createBrowserBridge({ history: { back } as unknown as History, open });
    bridge.exitApp();
    expect(back).toHaveBeenCalledOnce();
    await bridge.openMap({ latitude: -33.45, longitude: -70.68 });
    expect(open).toHaveBeenCalledWith(mapsUrl({ latitude: -33.45, longitude: -70.68 }), '_blank', 'noopener,noreferrer');
    await expect(bridge.requestAppReview()).resolves.toBe(false);
    await expect(bridge.enableBiometric({ email: 'a@b.cl', token: 't' })).resolves.toBe(false);
    await expect(bridge.getPushToken()).resolves.toBeNull();
  });
});

describe('handleBackKey', () => {
  const deps = (routeId: string | undefined, depth: number) => {
    const navigate = vi.fn();
    const exitApp = vi.fn();
    return {
      navigate,
      exitApp,
      deps: {
        shell: { ...createBrowserBridge({ history: window.history, open: vi.fn() }), exitApp },
        router: { navigate },
        brand: 'main' as const,
        startPath: '/book/search',
        history: { getSnapshot: () => Array.from({ length: depth }, (_, i) => ({ key: String(i), path: '/' })) },
        routeId: () => routeId,
      },
    };
  };

  it('closes the top modal first', () => {
    const close = vi.fn();
    const unregister = registerModal(close);
    const d = deps('book.search', 1);
    expect(handleBackKey(d.deps)).toBe('closeModal');
    expect(close).toHaveBeenCalledOnce();
    expect(d.exitApp).not.toHaveBeenCalled();
    unregister();
  });

  it('exits on the root, goes to search from menus, goes back elsewhere', () => {
    let d = deps('book.search', 3);
    handleBackKey(d.deps);
    expect(d.exitApp).toHaveBeenCalledOnce();
    d = deps('bookings', 3);
    handleBackKey(d.deps);
    expect(d.navigate).toHaveBeenCalledWith('/book/search');
    d = deps('login', 3);
    handleBackKey(d.deps);
    expect(d.navigate).toHaveBeenCalledWith(-1);
    d = deps('login', 1);
    handleBackKey(d.deps);
    expect(d.navigate).toHaveBeenCalledWith('/book/search');
  });
});
