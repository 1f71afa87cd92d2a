// The dispenser scan's actors: the native shell's QR scanner and POST /api/ancillaries/dispenser.
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { releaseDispenser } from '#kernel/contract/booking/golf';
import type { DispenserAnswer, ReleaseDispenserInput } from '#machines/dispenser/dispenser.machine';
import type { ShellBridge } from '#shell/bridge';

export function dispenserActors(api: ApiClient, shell: Pick<ShellBridge, 'scanQr'>) {
  return {
    scanQr: fromPromise<string, void>(() => (shell.scanQr ? shell.scanQr() : Promise.reject(new Error('no scanner')))),
    releaseDispenser: fromPromise<DispenserAnswer, ReleaseDispenserInput>(({ input, signal }) =>
      api.call(releaseDispenser, { body: { ancillary_booking_id: input.bookingId }, signal }),
    ),
  };
}
