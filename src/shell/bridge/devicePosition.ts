// The device's position for a search or a map: the app's own location service through the shell
// bridge, the browser's geolocation otherwise (spec part 1 §9: 15 s, high accuracy, no cache).
import type { GeoPoint } from '#kernel/lib/geo';
import type { ShellBridge } from './bridge';

export interface PositionOptions {
  timeoutMs: number;
  enableHighAccuracy: boolean;
  maximumAgeMs: number;
}

/** The browser's geolocation with the spec's options; a refusal, a timeout or no geolocation reject. */
function browserPosition(input: PositionOptions): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return reject(new Error('No geolocation in this browser'));
    geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => reject(new Error(`Geolocation failed (${e.code}): ${e.message}`)),
      { timeout: input.timeoutMs, enableHighAccuracy: input.enableHighAccuracy, maximumAge: input.maximumAgeMs },
    );
  });
}

export function devicePosition(shell: Pick<ShellBridge, 'kind' | 'currentPosition'> | null, input: PositionOptions): Promise<GeoPoint> {
  if (shell?.kind === 'native' && shell.currentPosition) return shell.currentPosition(input);
  return browserPosition(input);
}
