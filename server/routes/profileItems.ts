import type { FastifyInstance } from 'fastify';
import { profileItemsContract as contract } from '#kernel/contract';
import { catalogFor } from '#kernel/lib/i18n/resolveLanguage';
import type { ServerDeps } from '#server/deps';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { requestLanguage } from '#server/http/requestLanguage';
import { listUserCoupons } from '#server/profile/coupons';
import { listCustomerCodes, retrieveCustomerCodes } from '#server/profile/customerCodes';
import { listRelationships, removeRelationship } from '#server/profile/relationships';
import { chooseCategory, clubCategories, userSportCategories } from '#server/profile/sportCategories';
import { saveSportProfile, sportProfile, sportProfileAvailability } from '#server/profile/sportProfile';

/** Spec part 3 §7 "Account": friends, coupons, customer codes, the sport profile and sport categories. */
export function profileItemRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, contract.listRelationships, async ({ auth }) => ({ relationships: await listRelationships(db, auth.id) }));

  registerEndpoint(app, deps, contract.deleteRelationship, async ({ params, auth }) => {
    if (!(await removeRelationship(db, auth.id, params.friendId, deps.now()))) throw callFailure(contract.deleteRelationship, '-2305');
    return { relationships: await listRelationships(db, auth.id) };
  });

  registerEndpoint(app, deps, contract.listUserCoupons, async ({ auth }) => ({ coupons: await listUserCoupons(db, auth.id) }));

  registerEndpoint(app, deps, contract.listClubCustomerCodes, async ({ auth }) => ({
    customerCodes: await listCustomerCodes(db, auth.id),
  }));

  registerEndpoint(app, deps, contract.retrieveCustomerCodes, async ({ auth }) => {
    const retrieved = await retrieveCustomerCodes(db, auth.id);
    if (!retrieved) throw callFailure(contract.retrieveCustomerCodes, '-12');
    return { customerCodes: await listCustomerCodes(db, auth.id), added: retrieved.added };
  });

  registerEndpoint(app, deps, contract.checkSportProfileAvailability, async ({ auth }) => sportProfileAvailability(db, auth.id));

  registerEndpoint(app, deps, contract.getSportProfile, async ({ auth, request }) =>
    sportProfile(db, auth.id, catalogFor(requestLanguage(request))),
  );

  registerEndpoint(app, deps, contract.saveSportProfile, async ({ body, auth, request }) => {
    const problem = await saveSportProfile(db, auth.id, body.answers, deps.now());
    if (problem) throw callFailure(contract.saveSportProfile, problem === 'unknownAnswer' ? '-2301' : '-2302');
    return sportProfile(db, auth.id, catalogFor(requestLanguage(request)));
  });

  registerEndpoint(app, deps, contract.listClubSportCategories, async ({ params }) => ({
    categories: await clubCategories(db, params.clubId, params.sportId),
  }));

  registerEndpoint(app, deps, contract.listUserSportCategories, async ({ auth }) => ({
    clubSports: await userSportCategories(db, auth.id),
  }));

  registerEndpoint(app, deps, contract.setUserClubSportCategory, async ({ params, body, auth }) => {
    // The body repeats the path's user and club: another user's id there is no access, as in the path.
    if (body.userId !== auth.id) throw noAccess();
    if (body.clubId !== params.clubId) throw callFailure(contract.setUserClubSportCategory, '-2303');
    const problem = await chooseCategory(db, { ...body, userId: auth.id, sportId: params.sportId }, deps.now());
    if (problem) throw callFailure(contract.setUserClubSportCategory, problem === 'notThisClubSport' ? '-2303' : '-2304');
    return { clubSports: await userSportCategories(db, auth.id) };
  });
}
