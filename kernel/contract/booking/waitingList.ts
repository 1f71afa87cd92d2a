import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint, noBody, noParams } from '../endpoint';
import { ok } from '../envelope';

// Waiting lists (spec part 1 §3 "Waiting list entry", §4.6, §5, §7, §8; part 3 §3 and §7): a player
// asks to be told when a booked slot frees. The spec names the call's failures without numbers;
// the codes are ours (docs/decisions.md).

export const WAITING_LIST_ERRORS = {
  alreadyWaiting: '-2801',
  ownBooking: '-2802',
  dailyMaximum: '-2803',
  notWaitable: '-2804',
} as const;

/** One of the player's entries (part 3 §3: id, sport_id, club_id, local_date, local_time, timespan, court_id). */
export const waitingListEntryDto = z.object({
  id: z.int(),
  bookingId: z.int(),
  sport_id: z.int(),
  sportName: z.string(),
  club_id: z.int(),
  clubName: z.string(),
  court_id: z.int(),
  courtName: z.string(),
  /** YYYY-MM-DD at the club; the list shows it DD/MM/YYYY. */
  local_date: z.string(),
  /** HH:mm:ss at the club. */
  local_time: z.string(),
  timespan: z.int(),
  /** 'waiting' until the booking frees; 'freed' once it did (the player was told). */
  status: z.enum(['waiting', 'freed']),
});
export type WaitingListEntryDto = z.infer<typeof waitingListEntryDto>;

export const requestWaitingList = defineEndpoint({
  id: 'requestWaitingList',
  method: 'POST',
  path: '/api/waiting_list',
  auth: 'user',
  summary: 'Joins the waiting list of a booked slot: the player is told (in order of joining) when it frees',
  params: noParams,
  body: z.strictObject({ userId: idParam, bookingId: idParam, sportId: idParam, clubId: idParam }),
  response: ok({ result: z.literal('OK'), entry: waitingListEntryDto }),
  errors: {
    [WAITING_LIST_ERRORS.alreadyWaiting]: { status: 409, meaning: 'The player is already on this waiting list' },
    [WAITING_LIST_ERRORS.ownBooking]: { status: 409, meaning: 'The booking is the player’s own: the booking user cannot wait for it' },
    [WAITING_LIST_ERRORS.dailyMaximum]: { status: 409, meaning: 'The player reached the day’s maximum of waiting-list requests here' },
    [WAITING_LIST_ERRORS.notWaitable]: {
      status: 409,
      meaning: 'The slot cannot be waited for: the booking is gone, past, or its sport has no waiting list',
    },
  },
});

export const listWaitingLists = defineEndpoint({
  id: 'listWaitingLists',
  method: 'GET',
  path: '/api/waiting_list/user_lists',
  auth: 'user',
  summary: "The caller's waiting lists that are not revoked and not past, soonest first",
  params: noParams,
  response: ok({ waitingLists: z.array(waitingListEntryDto) }),
  errors: {},
});

export const revokeWaitingList = defineEndpoint({
  id: 'revokeWaitingList',
  method: 'POST',
  path: '/api/waiting_list/:id',
  auth: 'user',
  summary: 'Leaves a waiting list; another player’s entry (or none) is no access',
  params: z.strictObject({ id: idParam }),
  body: noBody,
  response: ok({ waitingLists: z.array(waitingListEntryDto) }),
  errors: {},
});
