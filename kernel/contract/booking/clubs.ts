import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { clubNewsItem } from './clubNews';
import { currencyCode, latitude, longitude } from './common';

/** At most 3 ids separated by ',' (the club filter's cities or sports). */
const idList = z.string().check(z.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,2}$/, 'at most 3 ids separated by ","'));

/** A club as the booking flow reads it (spec part 1 §3 "Club"). */
export const club = z.object({
  id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  timezone: z.string(),
  /** Minutes east of UTC at the time of the answer (Santiago in winter: -240). */
  timezoneOffset: z.int(),
  currencyCode,
  language_code: z.string(),
  /** The club's sports: code is the stable name the app translates (padel, tennis...). */
  sports: z.array(z.object({ id: z.int(), code: z.string(), name: z.string() })),
  parentClubId: z.nullable(z.int()),
  /** Above 0: the club opens its sub-club list. */
  subClubsCount: z.int(),
  /** Whether the caller may book here (members-only clubs: members only). */
  user_enabled: z.boolean(),
  allow_browsing: z.boolean(),
  request_member_document: z.enum(['Y', 'N']),
  members_only_text: z.nullable(z.string()),
  /** 'Coming soon': listed, not bookable. */
  dummy: z.boolean(),
  externalLinksData: z.array(z.object({ name: z.string(), image: z.nullable(z.string()), externalLinkId: z.int(), pos: z.int() })),
  /** The latest few news (CLUB_NEWS_IN_CLUB), empty while allow_news_for_club is off. */
  clubNewsList: z.array(clubNewsItem),
  clubNewsTitle: z.nullable(z.string()),
  clubNewsFeaturedId: z.nullable(z.int()),
  permissions: z.object({ allow_news_for_club: z.boolean(), cross_court_block_enabled: z.boolean() }),
  /** Several numbers separated by ';'. */
  phone: z.nullable(z.string()),
  /** Contact channels of the club page (spec part 2 §5 "Contact-club"): a messaging number, the bookings e-mail. */
  whatsapp: z.nullable(z.string()),
  bookingEmail: z.nullable(z.string()),
  primeHaveSpecialPrice: z.boolean(),
  clubIsOneClick: z.boolean(),
  clubAllowsBookingInsurance: z.boolean(),
  /** The club takes payments online (otherwise bookings are paid at the club). */
  onlinePaymentEnabled: z.boolean(),
  /** Kilometres from the coordinates sent, when sent. */
  distance: z.nullable(z.number()),
  fromPreferred: z.boolean(),
  /** The club has disabled the caller's access (spec part 2 §6); false for anonymous callers. */
  isBlocked: z.boolean(),
});
export type ClubDto = z.infer<typeof club>;

export const listClubs = defineEndpoint({
  id: 'listClubs',
  method: 'GET',
  path: '/api/club/',
  auth: 'public',
  summary:
    'Club list, 10 per page: top-level clubs, or the sub-clubs of parentClubId; filters by sport, country, text; nearest first with coordinates',
  query: z.object({
    parentClubId: z.optional(idParam),
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
    sportId: z.optional(idParam),
    countryCode: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
    q: z.optional(z.string().check(z.maxLength(100))),
    /** The club filter (spec part 1 §9): a state, at most 3 of its cities and 3 sports, ids separated by ','. */
    stateId: z.optional(idParam),
    cityIds: z.optional(idList),
    sportIds: z.optional(idList),
    latitude: z.optional(latitude),
    longitude: z.optional(longitude),
  }),
  response: ok({
    result: z.object({ data: z.array(club), total: z.int(), page: z.int(), pageSize: z.int() }),
    /** The timezone of the caller's country (x-country), else America/Santiago, and its offset now. */
    timezone: z.string(),
    timezoneOffset: z.int(),
  }),
  errors: {},
});

export const getClub = defineEndpoint({
  id: 'getClub',
  method: 'GET',
  path: '/api/clubs/:clubId',
  auth: 'public',
  summary: 'One club (request_member_document Y: members-only clubs ask for a document)',
  params: z.strictObject({ clubId: idParam }),
  response: ok({ club }),
  errors: {},
});

export const generateExternalLink = defineEndpoint({
  id: 'generateExternalLink',
  method: 'GET',
  path: '/api/clubs/:clubId/externalLink/:linkId/generate',
  auth: 'public',
  summary: "The address one of the club's external links opens (externalLinksData); an unknown club or link is 404",
  params: z.strictObject({ clubId: idParam, linkId: idParam }),
  response: ok({ url: z.string() }),
  errors: {},
});
