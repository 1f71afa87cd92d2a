import type { FastifyInstance } from 'fastify';
import { geoContract } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { citiesOf, geoCountries, searchCities, statesOf } from '#server/geo/places';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 3 §7 and part 1 §7: the geo data, public. */
export function geoRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  registerEndpoint(app, deps, geoContract.listGeoCountries, async ({ query }) => ({
    countries: await geoCountries(db, query.onlyActives === 'true' || query.onlyActives === '1'),
  }));
  registerEndpoint(app, deps, geoContract.listGeoStates, async ({ params }) => {
    const states = await statesOf(db, params.country);
    if (!states) throw noAccess();
    return { states };
  });
  registerEndpoint(app, deps, geoContract.listGeoCities, async ({ params }) => {
    const cities = await citiesOf(db, params.country, params.stateId);
    if (!cities) throw noAccess();
    return { cities };
  });
  registerEndpoint(app, deps, geoContract.searchGeoCities, async ({ query }) => searchCities(db, query.q, query.country));
}
