import { sql } from 'drizzle-orm';
import { foldText } from '#kernel/lib/text/foldText';
import type { Db } from '../client';
import { geoCities, geoStates } from '../schema';

// Geo reference data for the product's markets (seeded always, like the countries): each country's
// states and the cities players live in and clubs stand in. Chile, the main market, has its regions
// and the communes of Santiago, so that the city search has more than a page ('Showing 10 of N').

type City = readonly [name: string, latitude: number, longitude: number];
interface SeedState {
  countryCode: string;
  name: string;
  shortName: string;
  cities: readonly City[];
}

export const SEED_STATES: readonly SeedState[] = [
  {
    countryCode: 'CL',
    name: 'Región Metropolitana de Santiago',
    shortName: 'RM',
    cities: [
      ['Santiago', -33.4489, -70.6693],
      ['Vitacura', -33.3806, -70.5697],
      ['Las Condes', -33.4117, -70.5506],
      ['Lo Barnechea', -33.3526, -70.5186],
      ['Providencia', -33.4314, -70.6093],
      ['Ñuñoa', -33.4569, -70.5972],
      ['La Reina', -33.4453, -70.5364],
      ['Peñalolén', -33.4858, -70.5332],
      ['Macul', -33.4917, -70.5997],
      ['La Florida', -33.5227, -70.5989],
      ['Puente Alto', -33.6117, -70.5758],
      ['San Miguel', -33.497, -70.651],
      ['Maipú', -33.511, -70.758],
      ['Estación Central', -33.4591, -70.698],
      ['Quilicura', -33.361, -70.727],
      ['Huechuraba', -33.3717, -70.6364],
      ['Recoleta', -33.4067, -70.642],
      ['Independencia', -33.4163, -70.6655],
      ['San Bernardo', -33.5922, -70.6996],
      ['Colina', -33.2017, -70.6703],
      ['Chicureo', -33.2833, -70.65],
      ['Pudahuel', -33.4401, -70.7594],
      ['La Cisterna', -33.5303, -70.6641],
      ['Lampa', -33.286, -70.876],
    ],
  },
  {
    countryCode: 'CL',
    name: 'Región de Valparaíso',
    shortName: 'V',
    cities: [
      ['Viña del Mar', -33.0245, -71.5518],
      ['Valparaíso', -33.0472, -71.6127],
      ['Concón', -32.9236, -71.5192],
      ['Quilpué', -33.0475, -71.4425],
    ],
  },
  {
    countryCode: 'CL',
    name: 'Región del Biobío',
    shortName: 'VIII',
    cities: [
      ['Concepción', -36.8201, -73.0444],
      ['Talcahuano', -36.7249, -73.1168],
      ['San Pedro de la Paz', -36.8427, -73.1083],
    ],
  },
  { countryCode: 'CL', name: 'Región de Antofagasta', shortName: 'II', cities: [['Antofagasta', -23.6509, -70.3975]] },
  {
    countryCode: 'CL',
    name: 'Región de Coquimbo',
    shortName: 'IV',
    cities: [
      ['La Serena', -29.9027, -71.2519],
      ['Coquimbo', -29.9533, -71.3436],
    ],
  },
  {
    countryCode: 'CL',
    name: "Región del Libertador General Bernardo O'Higgins",
    shortName: 'VI',
    cities: [['Rancagua', -34.1708, -70.7444]],
  },
  { countryCode: 'CL', name: 'Región de La Araucanía', shortName: 'IX', cities: [['Temuco', -38.7359, -72.5904]] },
  { countryCode: 'CL', name: 'Región de Los Lagos', shortName: 'X', cities: [['Puerto Montt', -41.4693, -72.9424]] },
  { countryCode: 'AR', name: 'Ciudad Autónoma de Buenos Aires', shortName: 'CABA', cities: [['Buenos Aires', -34.6037, -58.3816]] },
  { countryCode: 'AR', name: 'Córdoba', shortName: 'CBA', cities: [['Córdoba', -31.4201, -64.1888]] },
  {
    countryCode: 'BR',
    name: 'São Paulo',
    shortName: 'SP',
    cities: [
      ['São Paulo', -23.5505, -46.6333],
      ['Campinas', -22.9099, -47.0626],
    ],
  },
  { countryCode: 'BR', name: 'Rio de Janeiro', shortName: 'RJ', cities: [['Rio de Janeiro', -22.9068, -43.1729]] },
  { countryCode: 'CO', name: 'Bogotá D.C.', shortName: 'DC', cities: [['Bogotá', 4.711, -74.0721]] },
  { countryCode: 'CO', name: 'Antioquia', shortName: 'ANT', cities: [['Medellín', 6.2442, -75.5812]] },
  { countryCode: 'PE', name: 'Lima', shortName: 'LIM', cities: [['Lima', -12.0464, -77.0428]] },
  { countryCode: 'MX', name: 'Ciudad de México', shortName: 'CDMX', cities: [['Ciudad de México', 19.4326, -99.1332]] },
  { countryCode: 'MX', name: 'Jalisco', shortName: 'JAL', cities: [['Guadalajara', 20.6597, -103.3496]] },
  {
    countryCode: 'US',
    name: 'Florida',
    shortName: 'FL',
    cities: [
      ['Miami Beach', 25.7907, -80.13],
      ['Miami', 25.7617, -80.1918],
    ],
  },
];

/** States and cities of every seeded country. Idempotent: keyed by (country, state name) and (state, city name). */
export async function seedGeo(db: Db): Promise<void> {
  await db
    .insert(geoStates)
    .values(SEED_STATES.map(({ countryCode, name, shortName }) => ({ countryCode, name, shortName })))
    .onConflictDoNothing();
  const states = await db.select({ id: geoStates.id, countryCode: geoStates.countryCode, name: geoStates.name }).from(geoStates);
  const idOf = new Map(states.map((s) => [`${s.countryCode}|${s.name}`, s.id]));
  await db
    .insert(geoCities)
    .values(
      SEED_STATES.flatMap((state) =>
        state.cities.map(([name, latitude, longitude]) => ({
          stateId: idOf.get(`${state.countryCode}|${state.name}`)!,
          name,
          shortName: name,
          searchName: foldText(name),
          latitude,
          longitude,
        })),
      ),
    )
    .onConflictDoNothing();
}

/** Points each club without a city id at the city of its name in its country (the demo clubs name theirs). */
export async function linkClubCities(db: Db): Promise<void> {
  await db.execute(sql`
    update clubs set city_id = c.id
    from geo_cities c join geo_states s on s.id = c.state_id
    where clubs.city_id is null and s.country_code = clubs.country_code and c.name = clubs.city`);
}
