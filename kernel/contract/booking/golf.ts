import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { clubSportParams } from './common';

// Golf (spec part 1 §3 "Cross court block", §7): the 18-hole rounds a club sport offers.

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
