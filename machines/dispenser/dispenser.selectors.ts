// View flags of the dispenser scan.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { INVALID_QR, releaseDispenserErrors } from './dispenser.errors';
import type { DispenserMachine } from './dispenser.machine';

type Snapshot = SnapshotFrom<DispenserMachine>;

export const isApp = (s: Snapshot) => s.context.platform === 'app';
export const code = (s: Snapshot) => s.context.code;
export const isBusy = (s: Snapshot) => s.matches('scanning') || s.matches('releasing');
export const answer = (s: Snapshot) => (s.matches('released') ? s.context.answer : null);
/** What the last scan or release says: 'not valid', or the release's code. */
export const problem = (s: Snapshot) =>
  s.context.invalid ? INVALID_QR : s.context.error ? errorEntry(releaseDispenserErrors, s.context.error.code).message : null;
