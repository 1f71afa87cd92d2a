import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

/** Spec part 1 §3 "announcements list (id, title, body)". */
export const announcement = z.object({ id: z.int(), title: z.string(), body: z.string() });
export type AnnouncementDto = z.infer<typeof announcement>;

export const listAnnouncements = defineEndpoint({
  id: 'listAnnouncements',
  method: 'GET',
  path: '/api/announcements',
  auth: 'public',
  summary:
    "The announcements in effect (spec part 1 §7, part 2 §2: the app shows them for the main brand only), oldest first, in the caller's language (x-language; Spanish when none is written in it)",
  response: ok({ announcements: z.array(announcement) }),
  errors: {},
});
