import { z } from 'zod';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { currencyCode, latitude, longitude } from './common';

/** A club as the booking flow reads it (spec part 1 §3 "Club"). */
export const club = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  timezone: z.string(),
  /** Minutes east of UTC at the time of the answer (Santiago in winter: -240). */
  timezoneOffset: z.number().int(),
  currencyCode,
  language_code: z.string(),
  sports: z.array(z.object({ id: z.number().int(), name: z.string() })),
  activityCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  parentClubId: z.number().int().nullable(),
  /** Above 0: the club opens its sub-club list. */
  subClubsCount: z.number().int(),
  /** Whether the caller may book here (members-only clubs: members only). */
  user_enabled: z.boolean(),
  allow_browsing: z.boolean(),
  request_member_document: z.enum(['Y', 'N']),
  members_only_text: z.string().nullable(),
  /** 'Coming soon': listed, not bookable. */
  dummy: z.boolean(),
  coupon_packs_for_user: z.array(z.object({ couponPackId: z.number().int() })),
  externalLinksData: z.array(z.object({ name: z.string(), image: z.string().nullable(), externalLinkId: z.number().int(), pos: z.number().int() })),
  clubNewsList: z.array(z.unknown()),
  clubNewsTitle: z.string().nullable(),
  clubNewsFeaturedId: z.number().int().nullable(),
  permissions: z.object({ allow_news_for_club: z.boolean(), cross_court_block_enabled: z.boolean() }),
  /** Several numbers separated by ';'. */
  phone: z.string().nullable(),
  primeHaveSpecialPrice: z.boolean(),
  clubIsOneClick: z.boolean(),
  clubAllowsBookingInsurance: z.boolean(),
  /** The club takes payments online (otherwise bookings are paid at the club). */
  onlinePaymentEnabled: z.boolean(),
  /** Kilometres from the coordinates sent, when sent. */
  distance: z.number().nullable(),
  fromPreferred: z.boolean(),
  isBlocked: z.boolean(),
});
export type ClubDto = z.infer<typeof club>;

export const listClubs = defineEndpoint({
  id: 'listClubs',
  method: 'GET',
  path: '/api/club/',
  auth: 'public',
  summary: 'Club list, 10 per page: top-level clubs, or the sub-clubs of parentClubId; filters by sport, country, text; nearest first with coordinates',
  query: z.object({
    parentClubId: idParam.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    sportId: idParam.optional(),
    countryCode: z.string().regex(/^[A-Za-z]{2}$/).optional(),
    q: z.string().max(100).optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  }),
  response: ok({
    result: z.object({ data: z.array(club), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    /** The timezone of the caller's country (x-country), else America/Santiago, and its offset now. */
    timezone: z.string(),
    timezoneOffset: z.number().int(),
  }),
  errors: {},
});

export const getClub = defineEndpoint({
  id: 'getClub',
  method: 'GET',
  path: '/api/clubs/:clubId',
  auth: 'public',
  summary: 'One club (request_member_document Y: members-only clubs ask for a document)',
  params: z.object({ clubId: idParam }).strict(),
  response: ok({ club }),
  errors: {},
});
