import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

// Sport blocks for a user (spec part 1 §3 "Sport blocks for a user", §6, §7 GET
// /api/manual_block/club_sport_blocks/{clubId}): the caller's blocks at a club that still last.

/** The club blocked one sport until a date (ISO instant). */
export const manualSportBlock = z.object({ sport_id: z.int(), blocked_until: z.string() });
/** The club's rules blocked some sports, or all of them, from a date until another (ISO instants). */
export const autoSportBlock = z.object({
  sports: z.array(z.int()),
  all_sports: z.boolean(),
  blocked_since: z.string(),
  blocked_until: z.string(),
});
export type ManualSportBlockDto = z.infer<typeof manualSportBlock>;
export type AutoSportBlockDto = z.infer<typeof autoSportBlock>;

export const getClubSportBlocks = defineEndpoint({
  id: 'getClubSportBlocks',
  method: 'GET',
  path: '/api/manual_block/club_sport_blocks/:clubId',
  auth: 'user',
  summary: "The caller's sport blocks at a club that still last (manual: one sport; automatic: some or all sports); an unknown club is 404",
  params: z.strictObject({ clubId: idParam }),
  response: ok({ result: z.object({ manual_blocks: z.array(manualSportBlock), auto_blocks: z.array(autoSportBlock) }) }),
  errors: {},
});
