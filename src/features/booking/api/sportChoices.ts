// The sport-first form's sports (GET /api/sports, main brand only) and the device's position for
// the search (the shell bridge: the app's location service, or the browser's geolocation). Loaded
// when the browser is idle after the first paint (index.ts): the first load of /book/search does not carry them.
import { fromPromise } from 'xstate';
import type { LoadSportChoicesInput, LoadSportChoicesOutput, LocateInput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { GeoPoint } from '#kernel/lib/geo';
import { listSports } from '#kernel/contract/booking/sports';
import type { ShellBridge } from '#shell/bridge/bridge';
import { devicePosition } from '#shell/bridge/devicePosition';
import { toSportCard } from './sports';

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
    locate: fromPromise<GeoPoint, LocateInput>(async ({ input }) => devicePosition(shell, input)),
  };
}
