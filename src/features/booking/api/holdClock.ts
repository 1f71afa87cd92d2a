// The hold's window as the countdown needs it. The machine counts preBookExpiration minus
// preBookTimestamp (both from the server: the device's clock must not matter). The server answers a
// hold's creation time as its timestamp, also in every later quote, so a quote a minute later would
// restart the clock at the full length. The app remembers when (on this device's monotonic clock) it
// first saw each hold and moves the timestamp on by the time elapsed since: the window stays the
// server's, the count the real time left.
import type { HoldWindow } from '../../../../machines/booking';

export interface HoldClock {
  /** The window to hand the machine for a hold seen now. */
  windowOf(hold: HoldWindow): HoldWindow;
}

export function createHoldClock(now: () => number = () => performance.now()): HoldClock {
  const firstSeen = new Map<string, number>();
  return {
    windowOf(hold) {
      const { preBookTimestamp: stamp, preBookExpiration: expiration } = hold;
      const at = stamp ? Date.parse(stamp) : NaN;
      if (!stamp || !expiration || !Number.isFinite(at)) return { preBookTimestamp: stamp ?? null, preBookExpiration: expiration ?? null };
      const key = `${stamp}|${expiration}`;
      const seen = firstSeen.get(key);
      if (seen === undefined) {
        firstSeen.set(key, now());
        return { preBookTimestamp: stamp, preBookExpiration: expiration };
      }
      const elapsed = Math.max(0, now() - seen);
      return { preBookTimestamp: new Date(at + elapsed).toISOString(), preBookExpiration: expiration };
    },
  };
}
