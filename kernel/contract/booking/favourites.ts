import * as z from 'zod/mini';
import { idParam, userIdParams } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { club } from './clubs';
import { latitude, longitude } from './common';

// Favourite ("preferred") clubs (spec part 1 §3 "preferred-club toggle state (1 = on, 2 = temporary
// while saving)", §4.6, §7). Only the caller's own: the toggle has no user in its path, and the list
// of a user's favourites answers 404 to anyone else.

/** 1: a favourite; 0: not (2 is the app's own state while the toggle is saving). */
export const favouriteState = z.union([z.literal(0), z.literal(1)]);

export const toggleFavouriteClub = defineEndpoint({
  id: 'toggleFavouriteClub',
  method: 'PATCH',
  path: '/api/user-preferred-clubs/toggle-or-create/:clubId',
  auth: 'user',
  summary: "Makes the club one of the caller's favourites, or no longer one; answers the new state (an unknown club is 404)",
  params: z.strictObject({ clubId: idParam }),
  query: z.object({ backgroundLoading: z.optional(z.string()) }),
  body: z.optional(z.strictObject({})),
  response: ok({ state: favouriteState }),
  errors: {},
});

export const listFavouriteClubsByLocation = defineEndpoint({
  id: 'listFavouriteClubsByLocation',
  method: 'GET',
  path: '/api/user-preferred-clubs-geo/',
  auth: 'user',
  summary: "The caller's favourite clubs, nearest first with coordinates (each with its distance), else by name",
  query: z.object({ latitude: z.optional(latitude), longitude: z.optional(longitude) }),
  response: ok({ clubs: z.array(club) }),
  errors: {},
});

export const listUserFavouriteClubs = defineEndpoint({
  id: 'listUserFavouriteClubs',
  method: 'GET',
  path: '/api/clubs/:userId/preferred',
  auth: 'user',
  ownerParam: 'userId',
  summary: "A user's favourite clubs by name, with the timezone of the caller's country (another user's: 404)",
  params: userIdParams,
  response: ok({ clubs: z.array(club), timezone: z.string() }),
  errors: {},
});
