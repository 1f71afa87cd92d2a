import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { countries, geoCities, geoStates } from '#server/db/schema';
import { foldText } from '#kernel/lib/text/foldText';
import { CITY_SEARCH_LIMIT, type GeoCityDto, type GeoPlaceDto } from '#kernel/contract/geo';

// Reads of the geo data: countries, a country's states, a state's cities and the city search.

/** Names in the order people read them (the database's collation may be bytewise: 'Región del' before 'Región de L'). */
const byName = <T extends { name: string }>(rows: T[]): T[] => rows.sort((a, b) => collator.compare(a.name, b.name));
const collator = new Intl.Collator('es', { sensitivity: 'base' });

const cityColumns = {
  id: geoCities.id,
  name: geoCities.name,
  shortName: geoCities.shortName,
  stateId: geoStates.id,
  stateName: geoStates.name,
  countryCode: geoStates.countryCode,
  latitude: geoCities.latitude,
  longitude: geoCities.longitude,
};

export async function geoCountries(db: Db, onlyActives: boolean) {
  return db
    .select({ isoCode: countries.isoCode, name: countries.name, active: countries.active })
    .from(countries)
    .where(onlyActives ? eq(countries.active, true) : undefined)
    .then(byName);
}

/** A country's states, or null when the country is unknown. */
export async function statesOf(db: Db, country: string): Promise<GeoPlaceDto[] | null> {
  const code = country.toUpperCase();
  const [known] = await db.select({ isoCode: countries.isoCode }).from(countries).where(eq(countries.isoCode, code));
  if (!known) return null;
  return byName(
    await db
      .select({ id: geoStates.id, name: geoStates.name, shortName: geoStates.shortName })
      .from(geoStates)
      .where(eq(geoStates.countryCode, code)),
  );
}

/** A state's cities, or null when the state is not the country's. */
export async function citiesOf(db: Db, country: string, stateId: number): Promise<GeoCityDto[] | null> {
  const code = country.toUpperCase();
  const [state] = await db
    .select({ id: geoStates.id })
    .from(geoStates)
    .where(and(eq(geoStates.id, stateId), eq(geoStates.countryCode, code)));
  if (!state) return null;
  return byName(
    await db
      .select(cityColumns)
      .from(geoCities)
      .innerJoin(geoStates, eq(geoStates.id, geoCities.stateId))
      .where(eq(geoCities.stateId, stateId)),
  );
}

/** LIKE's own characters in what a person typed match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Cities whose name contains the text (accents and case ignored), those starting with it first; and how many match. */
export async function searchCities(db: Db, text: string, country?: string): Promise<{ cities: GeoCityDto[]; total: number }> {
  const needle = escapeLike(foldText(text));
  const where = and(like(geoCities.searchName, `%${needle}%`), country ? eq(geoStates.countryCode, country.toUpperCase()) : undefined);
  const [{ total }] = await db
    .select({ total: count() })
    .from(geoCities)
    .innerJoin(geoStates, eq(geoStates.id, geoCities.stateId))
    .where(where);
  const cities = await db
    .select(cityColumns)
    .from(geoCities)
    .innerJoin(geoStates, eq(geoStates.id, geoCities.stateId))
    .where(where)
    .orderBy(sql`${geoCities.searchName} like ${`${needle}%`} desc`, asc(geoCities.name), asc(geoCities.id))
    .limit(CITY_SEARCH_LIMIT);
  return { cities, total };
}
