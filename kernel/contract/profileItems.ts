import * as z from 'zod/mini';
import { idParam, userIdParams, yesNo } from './common';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';

// The profile's own lists (spec part 3 §2 profile area, §3 "Other profile items", §7 "Account"):
// friends (relationships), coupons, club customer codes, the sport profile questionnaire and the
// player's sport categories at clubs.

// ── Friends ──

/** A player someone booked with or invited (server/db/schema/profileItems.ts). */
export const relationshipDto = z.object({
  userId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Bookings the two were on together. */
  bookingsTogether: z.int(),
  /** When the latest of them started (ISO instant). */
  lastPlayedAt: z.string(),
});
export type RelationshipDto = z.infer<typeof relationshipDto>;

export const listRelationships = defineEndpoint({
  id: 'listRelationships',
  method: 'GET',
  path: '/api/users/:userId/relationships',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'The players the caller booked with or invited, latest first',
  params: userIdParams,
  response: ok({ relationships: z.array(relationshipDto) }),
  errors: {},
});

export const deleteRelationship = defineEndpoint({
  id: 'deleteRelationship',
  method: 'DELETE',
  path: '/api/users/:userId/relationships/:friendId',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Takes a friend off the list (until the two book together again); someone not on it answers -2305',
  params: z.strictObject({ userId: idParam, friendId: idParam }),
  response: ok({ relationships: z.array(relationshipDto) }),
  errors: { '-2305': { status: 404, meaning: 'That person is not on the friends list' } },
});

// ── Coupons ──

/** One kind of coupon the player holds at a club (spec part 1 §3 and part 2 §3 "Coupon"). */
export const userCouponDto = z.object({
  clubCouponId: z.int(),
  couponName: z.string(),
  couponsName: z.string(),
  couponGender: z.enum(['M', 'F']),
  quantityLeft: z.int(),
  deleted: yesNo,
  clubId: z.int(),
  clubName: z.string(),
  sportId: z.nullable(z.int()),
});
export type UserCouponDto = z.infer<typeof userCouponDto>;

export const listUserCoupons = defineEndpoint({
  id: 'listUserCoupons',
  method: 'GET',
  path: '/api/users/:userId/coupons',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The caller's coupons per club, with how many are left and whether the club withdrew the kind",
  params: userIdParams,
  response: ok({ coupons: z.array(userCouponDto) }),
  errors: {},
});

// ── Customer codes ──

export const clubCustomerCodeDto = z.object({
  id: z.int(),
  name: z.string(),
  clubId: z.int(),
  clubName: z.string(),
  /** The club's limit of active bookings for this code (-2215 beyond it). */
  maxActiveBookings: z.int(),
});
export type ClubCustomerCodeDto = z.infer<typeof clubCustomerCodeDto>;

export const listClubCustomerCodes = defineEndpoint({
  id: 'listClubCustomerCodes',
  method: 'GET',
  path: '/api/users/:userId/clubcustomercodes',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The caller's customer codes at clubs",
  params: userIdParams,
  response: ok({ customerCodes: z.array(clubCustomerCodeDto) }),
  errors: {},
});

export const retrieveCustomerCodes = defineEndpoint({
  id: 'retrieveCustomerCodes',
  method: 'GET',
  path: '/api/users/:userId/retrieve-customer-codes',
  auth: 'user',
  ownerParam: 'userId',
  summary: "Asks the clubs' rosters for the codes the caller's identity document holds; answers every code and how many were new",
  params: userIdParams,
  response: ok({ customerCodes: z.array(clubCustomerCodeDto), added: z.int() }),
  errors: { '-12': { status: 422, meaning: 'The profile has no identity document to look the codes up by' } },
});

// ── Sport profile questionnaire ──

export const sportProfileQuestionDto = z.object({
  id: z.int(),
  text: z.string(),
  options: z.array(z.object({ id: z.int(), text: z.string() })),
});
export type SportProfileQuestionDto = z.infer<typeof sportProfileQuestionDto>;

export const sportProfileAnswerDto = z.object({ questionId: idParam, optionId: idParam });
export type SportProfileAnswerDto = z.infer<typeof sportProfileAnswerDto>;

export const sportProfileDto = z.object({ questions: z.array(sportProfileQuestionDto), answers: z.array(sportProfileAnswerDto) });
export type SportProfileDto = z.infer<typeof sportProfileDto>;

export const checkSportProfileAvailability = defineEndpoint({
  id: 'checkSportProfileAvailability',
  method: 'GET',
  path: '/api/sport_profile/check-availability',
  auth: 'user',
  summary: 'Whether there is a questionnaire for the caller, and whether they answered all of it',
  response: ok({ available: z.boolean(), answered: z.boolean() }),
  errors: {},
});

export const getSportProfile = defineEndpoint({
  id: 'getSportProfile',
  method: 'GET',
  path: '/api/sport_profile',
  auth: 'user',
  summary: "The questionnaire in the caller's language and the caller's answers",
  response: ok(sportProfileDto.shape),
  errors: {},
});

export const saveSportProfile = defineEndpoint({
  id: 'saveSportProfile',
  method: 'POST',
  path: '/api/sport_profile',
  auth: 'user',
  summary: 'Saves one answer per question (every question answered); answers the questionnaire with them',
  body: z.object({ answers: z.array(sportProfileAnswerDto).check(z.minLength(1), z.maxLength(50)) }),
  response: ok(sportProfileDto.shape),
  errors: {
    '-2301': { status: 422, meaning: 'An answer names a question or option that is not in the questionnaire' },
    '-2302': { status: 422, meaning: 'Not every question is answered' },
  },
});

// ── Sport categories ──

export const categoryGender = z.enum(['M', 'F', 'MIXED']);
export const playerGender = z.enum(['M', 'F']);

export const clubSportCategoryDto = z.object({ id: z.int(), name: z.string(), gender: categoryGender });
export type ClubSportCategoryDto = z.infer<typeof clubSportCategoryDto>;

export const listClubSportCategories = defineEndpoint({
  id: 'listClubSportCategories',
  method: 'GET',
  path: '/api/clubs/:clubId/sports/:sportId/sport_categories',
  auth: 'user',
  summary: "A club's categories for a sport, in their order",
  params: z.strictObject({ clubId: idParam, sportId: idParam }),
  response: ok({ categories: z.array(clubSportCategoryDto) }),
  errors: {},
});

/** A club and sport with categories, and the player's category there when chosen. */
export const userSportCategoryDto = z.object({
  clubId: z.int(),
  clubName: z.string(),
  sportId: z.int(),
  sportName: z.string(),
  category: z.nullable(z.object({ id: z.int(), name: z.string(), gender: playerGender })),
});
export type UserSportCategoryDto = z.infer<typeof userSportCategoryDto>;

export const listUserSportCategories = defineEndpoint({
  id: 'listUserSportCategories',
  method: 'GET',
  path: '/api/users/:userId/club-sport-categories',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Every club and sport that keeps categories, with the caller’s category there (null when not chosen)',
  params: userIdParams,
  response: ok({ clubSports: z.array(userSportCategoryDto) }),
  errors: {},
});

export const setUserClubSportCategory = defineEndpoint({
  id: 'setUserClubSportCategory',
  method: 'POST',
  path: '/api/clubs/:clubId/sports/:sportId/users/:userId/user_club_sport_categories',
  auth: 'user',
  ownerParam: 'userId',
  summary: "Sets the caller's category at a club for a sport (one per club and sport)",
  params: z.strictObject({ clubId: idParam, sportId: idParam, userId: idParam }),
  body: z.object({
    userId: idParam,
    clubId: idParam,
    clubSportCategoryId: idParam,
    createdByUser: yesNo,
    gender: playerGender,
  }),
  response: ok({ clubSports: z.array(userSportCategoryDto) }),
  errors: {
    '-2303': { status: 422, meaning: 'The category is not one of this club and sport' },
    '-2304': { status: 422, meaning: 'The category is for the other gender' },
  },
});
