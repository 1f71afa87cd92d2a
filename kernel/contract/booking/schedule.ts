import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { clubDate, clubSportParams } from './common';

/** One cell of a court's day: free, taken, the caller's own, or already started. */
export const scheduleCell = z.object({
  local_start_time: z.string(),
  local_end_time: z.string(),
  status: z.enum(['free', 'taken', 'mine', 'past']),
});

export const scheduleCourt = z.object({
  courtId: z.int(),
  courtText: z.string(),
  courtSort: z.int(),
  cells: z.array(scheduleCell),
});

export const getSchedule = defineEndpoint({
  id: 'getSchedule',
  method: 'GET',
  path: '/api/clubs/:clubId/sports/:sportId/schedule',
  auth: 'public',
  summary: "A day of the club's courts in cells of its time step; members-only clubs show it to members only (-184)",
  params: clubSportParams,
  query: z.object({ date: clubDate }),
  response: ok({ date: z.string(), stepMinutes: z.int(), timezone: z.string(), schedule: z.array(scheduleCourt) }),
  errors: {
    '-184': { status: 422, meaning: 'Members only: the schedule of this club is shown to its members' },
  },
});
