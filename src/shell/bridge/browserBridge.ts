import type { MapTarget, ShellBridge } from './bridge';

/** A maps page for a place; opened in a new tab when there is no native map. */
export function mapsUrl({ latitude, longitude }: MapTarget): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

/** The plain-browser fallback: back goes back in history, maps open a tab, the rest do nothing. */
export function createBrowserBridge(win: Pick<Window, 'history' | 'open'> = window): ShellBridge {
  return {
    kind: 'browser',
    os: 'web',
    exitApp: () => win.history.back(),
    requestAppReview: async () => false,
    openMap: async (target) => {
      win.open(mapsUrl(target), '_blank', 'noopener,noreferrer');
    },
    enableBiometric: async () => false,
    disableBiometric: async () => undefined,
    isBiometricEnrolled: async () => false,
    biometricCredentials: async () => {
      throw new Error('No device biometrics in a browser');
    },
    getPushToken: async () => null,
    ready: () => undefined,
    subscribe: () => () => undefined,
  };
}
