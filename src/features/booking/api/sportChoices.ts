// The sport-first form's sports (GET /api/sports, main brand only) and the device's position for
// the search (the shell bridge: the app's location service, or the browser's geolocation). Loaded
// with the later calls: the first load of /book/search does not carry them.
import { fromPromise } from 'xstate';
import type { LoadSportChoicesInput, LoadSportChoicesOutput, LocateInput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { GeoPoint } from '#kernel/lib/geo';
import { listSports } from '#kernel/contract/booking/sports';
import type { ShellBridge } from '#shell/bridge/bridge';
import { toSportCard } from './sports';

/** The browser's geolocation with the spec's options; a refusal, a timeout or no geolocation reject. */
function browserPosition(input: LocateInput): Promise<GeoPoint> {
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

export function sportChoiceActors(api: ApiClient, shell: Pick<ShellBridge, 'kind' | 'currentPosition'> | null) {
  let sports: Promise<LoadSportChoicesOutput> | null = null;
  return {
    loadSportChoices: fromPromise<LoadSportChoicesOutput, LoadSportChoicesInput>(async ({ input }) => {
      if (input.brand !== 'main') return { sports: [] };
      // Asked once per visit (the club list is entered again on each page).
      sports ??= api.call(listSports, {}).then(
        (answer) => ({ sports: answer.sports.filter((s) => !s.hide).map(toSportCard) }),
        (error: unknown) => {
          sports = null;
          throw error;
        },
      );
      return sports;
    }),
    locate: fromPromise<GeoPoint, LocateInput>(async ({ input }) => {
      // In the app, its own location service (through the shell bridge); in a browser, the browser's.
      if (shell?.kind === 'native' && shell.currentPosition) return shell.currentPosition(input);
      return browserPosition(input);
    }),
  };
}
