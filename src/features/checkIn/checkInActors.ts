// The check-in machine's actors: the device's position (navigator.geolocation with the machine's
// options) and POST /api/check_in/{id} through the API client.
import { fromPromise } from 'xstate';
import type { CheckInAnswer, CheckInCallInput, LocateInput, Position } from '#machines/checkIn';
import type { ApiClient } from '#api/client';
import { checkIn } from '#kernel/contract/booking/checkIn';

/** Asks the device once; a refusal, a timeout, no position or no geolocation at all reject. */
export function locate(input: LocateInput, geolocation: Geolocation | undefined): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('No geolocation on this device'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(`Geolocation failed (${error.code}): ${error.message}`)),
      { timeout: input.timeoutMs, enableHighAccuracy: input.enableHighAccuracy, maximumAge: input.maximumAgeMs },
    );
  });
}

export function checkInActors(api: ApiClient, geolocation: Geolocation | undefined) {
  return {
    locate: fromPromise<Position, LocateInput>(({ input }) => locate(input, geolocation)),
    checkIn: fromPromise<CheckInAnswer, CheckInCallInput>(async ({ input, signal }) => {
      const { result } = await api.call(checkIn, {
        params: { checkInId: input.id },
        body: { id: input.id, latitude: input.latitude, longitude: input.longitude },
        signal,
      });
      return result;
    }),
  };
}
