import * as z from 'zod/mini';
import { isClubDate } from '#kernel/lib/dates/calendarDate';
import { idParam } from '../common';

// Shapes shared by the court booking calls (spec part 1 §3, §7). Field names are the spec's, so the
// app's actors hand them to the machines unchanged. Money is integer minor units of the club currency.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A club calendar date, 'yyyy-MM-dd', in the club's timezone. */
export const clubDate = z.string().check(z.regex(DATE_RE, 'date must be YYYY-MM-DD'), z.refine(isClubDate, 'not a calendar date'));

/** A club wall-clock time: 'HH:mm:ss' (spec) or 'HH:mm', answered back as 'HH:mm:ss'. */
export const clubTimeInput = z.pipe(
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'time must be HH:mm:ss')),
  z.transform((t: string) => (t.length === 5 ? `${t}:00` : t)),
);
export const clubTime = z.string();

/** Integer minor units of the club's currency (CLP 12000 is 12000; USD 12.50 is 1250). */
export const money = z.int();
export const currencyCode = z.string().check(z.length(3));

/** Minutes of a booking (the spec's timespan). */
export const timespan = z.coerce.number().check(z.int(), z.minimum(15), z.maximum(1440));

/** Query flags arrive as text: '1', 'true', 'Y' are on. */
const flagText = z.optional(z.enum(['0', '1', 'true', 'false', 'Y', 'N']));
export const queryFlag = z.pipe(
  flagText,
  z.transform((v: z.output<typeof flagText>) => v === '1' || v === 'true' || v === 'Y'),
);

export const latitude = z.coerce.number().check(z.minimum(-90), z.maximum(90));
export const longitude = z.coerce.number().check(z.minimum(-180), z.maximum(180));

export const clubSportParams = z.strictObject({ clubId: idParam, sportId: idParam });
export const courtParams = z.strictObject({ clubId: idParam, sportId: idParam, courtId: idParam });

/** A limit error's data: the limit, so the client says "1 booking" or "3 bookings". */
export const limitDetails = z.object({ count: z.int() });

/** An ancillary (extra item) of the club: spec part 1 §3 "Ancillary". */
export const ancillary = z.object({
  club_ancillary_id: z.int(),
  name: z.string(),
  amount: money,
  online_payment: z.enum(['Y', 'N']),
  min_items: z.int(),
  /** 0: no upper limit. */
  max_items: z.int(),
});
export type AncillaryDto = z.infer<typeof ancillary>;
