// View flags of golf's 9/18-hole mode (the booking flow's search step and slots).
import type { SnapshotFrom } from 'xstate';
import type { BookingMachine } from '../booking.machine';
import { DEFAULT_HOLES, type Holes } from './golf.logic';

type Snapshot = SnapshotFrom<BookingMachine>;

/** The 9/18 choice is shown (the club's cross-court-block permission, at the search step). */
export const offersGolfMode = (s: Snapshot): boolean => s.context.club?.permissions.cross_court_block_enabled === true;
export const holes = (s: Snapshot): Holes => s.context.holes ?? DEFAULT_HOLES;
/** The choice can be changed now (not while a search runs). */
export const canSwitchHoles = (s: Snapshot): boolean =>
  s.can({ type: 'golf.setHoles', holes: s.context.holes === 18 ? 9 : 18 }) && !s.matches({ searchStep: 'searching' });
