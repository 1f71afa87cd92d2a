import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { clubSportParams } from './common';

// Golf (spec part 1 §3 "Cross court block", §7): the 18-hole rounds a club sport offers.

/**
 * Golf: the back nine of an 18-hole round in a quote or a booking — the end court and its club times
 * (the slot's own court and times are the first nine; a booked round's local_end_time is this one's).
 */
export const roundBackNine = z.object({
  endCourtId: z.int(),
  endCourtName: z.string(),
  /** 'HH:mm:ss' at the club. */
  local_start_time: z.string(),
  local_end_time: z.string(),
});
export type RoundBackNineDto = z.infer<typeof roundBackNine>;

/** A round starts at start_court_id between start_time and end_time and goes on at the end court right after. */
export const crossCourtBlockDto = z.object({
  id: z.int(),
  start_court_id: z.int(),
  startCourtName: z.string(),
  end_court_id: z.int(),
  endCourtName: z.string(),
  /** Lower first, when several blocks start at one court and time. */
  priority: z.int(),
  /** 'yyyy-MM-dd' at the club: this date only (else start_date..end_date, open ends allowed). */
  fixed_date: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  /** 'HH:mm:ss' at the club: the first and last start times of a round. */
  start_time: z.string(),
  end_time: z.string(),
});
export type CrossCourtBlockDto = z.infer<typeof crossCourtBlockDto>;

export const getCrossCourtBlocks = defineEndpoint({
  id: 'getCrossCourtBlocks',
  method: 'GET',
  path: '/api/clubs/:clubId/sports/:sportId/cross_court_blocks',
  auth: 'public',
  summary: "The club sport's cross-court blocks (golf 18-hole rounds); none without the club's cross_court_block_enabled permission",
  params: clubSportParams,
  response: ok({ crossCourtBlocks: z.array(crossCourtBlockDto) }),
  errors: {},
});

/** Our codes for a refused dispenser release (the spec names the call, not its failures; docs/decisions.md). */
export const DISPENSER_ERRORS = {
  noDispenserItems: '-2901',
  alreadyReleased: '-2902',
  notActive: '-2903',
} as const;

export const releaseDispenser = defineEndpoint({
  id: 'releaseDispenser',
  method: 'POST',
  path: '/api/ancillaries/dispenser',
  auth: 'user',
  summary:
    "The golf ball dispenser hands out the dispenser extras bought on the caller's booking (ancillary_booking_id), once; the app scanned the dispenser's QR code first",
  body: z.object({ ancillary_booking_id: idParam }),
  response: ok({ title: z.string(), message: z.string(), quantity: z.int() }),
  errors: {
    '-2901': { status: 409, meaning: 'The booking has no dispenser extras (buy a bucket of balls first)' },
    '-2902': { status: 409, meaning: 'The dispenser already handed out this booking’s balls' },
    '-2903': { status: 409, meaning: 'The booking is cancelled, changed or over' },
  },
});
