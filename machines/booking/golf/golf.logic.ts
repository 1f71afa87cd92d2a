// Golf's 9/18-hole mode in the booking flow (spec part 1 §4.6, §6, §9): offered where the club has the
// cross_court_block_enabled permission; 18 holes by default; switching resets the search time and
// reloads the availability (from the results; on the form it only sets the mode). In the 18-hole mode
// the search asks for rounds only (isElegibleForCrossBlock) and a chosen round is held and booked whole
// (its start court, then its end court: the server's cross-court blocks).
import { and, not, stateIn } from 'xstate';
import { clubNow, resolveTimezone } from '#kernel/lib/dates';
import type { BookingContext, BookingEvent, Timeslot } from '../booking.types';

export type Holes = 9 | 18;
/** Spec part 1 §9: 18 by default. */
export const DEFAULT_HOLES: Holes = 18;

type Args = { context: BookingContext; event: BookingEvent };

const offered = (context: BookingContext) => context.club?.permissions.cross_court_block_enabled === true;

export const golfGuards = {
  /** The club offers the golf mode (its cross-court-block permission). */
  offersGolfMode: ({ context }: Args) => offered(context),
  /** Another number of holes (9 or 18), where the mode is offered. */
  switchesHoles: ({ context, event }: Args) =>
    event.type === 'golf.setHoles' && (event.holes === 9 || event.holes === 18) && event.holes !== context.holes && offered(context),
};

export const golfUpdates = {
  /** The new mode, and the search time back to its default (now, at the club): a round's times differ from a nine's. */
  assignHoles: ({ context, event }: Args): Partial<BookingContext> => {
    if (event.type !== 'golf.setHoles') return {};
    const now = clubNow(resolveTimezone(context.club?.timezone), new Date(context.now));
    return { holes: event.holes, search: { ...context.search, time: now.time } };
  },
};

/** The mode on the flow's addresses: holes=9 where the club offers it, nothing for the default 18. */
export const golfPlace = (context: BookingContext): { holes?: 9 } => (offered(context) && context.holes === 9 ? { holes: 9 } : {});

/** What the availability call adds in the 18-hole mode: only rounds. */
export const golfQuery = (context: BookingContext): { isElegibleForCrossBlock?: true } =>
  offered(context) && context.holes === 18 ? { isElegibleForCrossBlock: true } : {};

/** A slot offered as an 18-hole round (it carries its back nine): held, quoted and booked whole. */
export const isRound = (slot: Pick<Timeslot, 'crossBlock'> | null | undefined): boolean => slot?.crossBlock !== undefined;

/** The searchStep's handling of golf.setHoles (spread into its `on`). */
export const golfSearchEvents = {
  'golf.setHoles': [
    // From the results (or the schedule): the availability again, in the new mode.
    {
      guard: and(['switchesHoles', not(stateIn('#booking.searchStep.search'))]),
      target: '.searching',
      actions: ['assignHoles', 'clearResults', 'clearFailure'],
    },
    // On the form: the mode (and the time) only; the player searches when ready.
    { guard: 'switchesHoles', actions: 'assignHoles' },
  ],
} as const;
