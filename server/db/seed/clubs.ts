import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { clubs, courts } from '../schema';
import { SPORT_ID } from './sports';

type SportCode = keyof typeof SPORT_ID;

interface SeedCourt {
  name: string;
  sport: SportCode;
  capacity?: number;
  minCapacity?: number;
  minCapacityMode?: 'ALL' | 'FIRST';
  maxCapacityPerBooking?: number;
}

interface SeedClub {
  slug: string;
  name: string;
  countryCode: string;
  city: string;
  address: string;
  timezone: string;
  currencyCode: string;
  languageCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  crossCourtBlockEnabled?: boolean;
  /** A sub-club names its parent's slug. */
  parentSlug?: string;
  dummy?: boolean;
  /** Members-only: not enabled for everyone, no browsing, a member document asked for. */
  membersOnly?: boolean;
  courts: SeedCourt[];
}

const numbered = (prefix: string, sport: SportCode, count: number): SeedCourt[] =>
  Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 1}`, sport }));

/** Demo clubs in every market, each in its own timezone and currency. */
export const SEED_CLUBS: SeedClub[] = [
  {
    slug: 'club-padel-vitacura',
    name: 'Club Pádel Vitacura',
    countryCode: 'CL',
    city: 'Santiago',
    address: 'Av. Vitacura 5250, Vitacura',
    timezone: 'America/Santiago',
    currencyCode: 'CLP',
    languageCode: 'es-CL',
    latitude: -33.3932,
    longitude: -70.5945,
    phone: '+56 2 2345 6789;+56 9 8765 4321',
    courts: [
      ...numbered('Cancha', 'padel', 4),
      ...numbered('Tenis', 'tennis', 2),
      { name: 'Clínica de pádel', sport: 'padel', capacity: 8, minCapacity: 2, minCapacityMode: 'FIRST', maxCapacityPerBooking: 4 },
    ],
  },
  {
    slug: 'golf-la-dehesa',
    name: 'Club de Golf La Dehesa',
    countryCode: 'CL',
    city: 'Santiago',
    address: 'Camino La Dehesa 2000, Lo Barnechea',
    timezone: 'America/Santiago',
    currencyCode: 'CLP',
    languageCode: 'es-CL',
    latitude: -33.3556,
    longitude: -70.5183,
    phone: '+56 2 2216 0000',
    crossCourtBlockEnabled: true,
    courts: [
      { name: 'Hoyo 1', sport: 'golf' },
      { name: 'Hoyo 10', sport: 'golf' },
    ],
  },
  {
    slug: 'tenis-vina-del-mar',
    name: 'Tenis Viña del Mar',
    countryCode: 'CL',
    city: 'Viña del Mar',
    address: 'Av. Libertad 1200, Viña del Mar',
    timezone: 'America/Santiago',
    currencyCode: 'CLP',
    languageCode: 'es-CL',
    latitude: -33.0153,
    longitude: -71.55,
    phone: '+56 32 268 0000',
    courts: numbered('Cancha', 'tennis', 3),
  },
  {
    slug: 'palermo-padel',
    name: 'Palermo Pádel',
    countryCode: 'AR',
    city: 'Buenos Aires',
    address: 'Av. Santa Fe 4500, Palermo',
    timezone: 'America/Argentina/Buenos_Aires',
    currencyCode: 'ARS',
    languageCode: 'es-AR',
    latitude: -34.58,
    longitude: -58.425,
    phone: '+54 11 4777 0000',
    courts: [...numbered('Cancha', 'padel', 3), ...numbered('Fútbol 5 -', 'football', 1)],
  },
  {
    slug: 'sao-paulo-tenis-clube',
    name: 'São Paulo Tênis Clube',
    countryCode: 'BR',
    city: 'São Paulo',
    address: 'Rua Groenlândia 500, Jardim América',
    timezone: 'America/Sao_Paulo',
    currencyCode: 'BRL',
    languageCode: 'pt-BR',
    latitude: -23.57,
    longitude: -46.669,
    phone: '+55 11 3081 0000',
    courts: [...numbered('Quadra', 'tennis', 3), ...numbered('Quadra de padel', 'padel', 2)],
  },
  {
    slug: 'bogota-futbol-5',
    name: 'Bogotá Fútbol 5',
    countryCode: 'CO',
    city: 'Bogotá',
    address: 'Calle 100 #19-50',
    timezone: 'America/Bogota',
    currencyCode: 'COP',
    languageCode: 'es-CO',
    latitude: 4.686,
    longitude: -74.048,
    phone: '+57 601 616 0000',
    courts: numbered('Cancha', 'football', 3),
  },
  {
    slug: 'lima-padel-miraflores',
    name: 'Lima Pádel Miraflores',
    countryCode: 'PE',
    city: 'Lima',
    address: 'Malecón de la Reserva 610, Miraflores',
    timezone: 'America/Lima',
    currencyCode: 'PEN',
    languageCode: 'es-PE',
    latitude: -12.131,
    longitude: -77.03,
    phone: '+51 1 445 0000',
    courts: numbered('Cancha', 'padel', 3),
  },
  {
    slug: 'polanco-padel',
    name: 'Polanco Pádel',
    countryCode: 'MX',
    city: 'Ciudad de México',
    address: 'Av. Presidente Masaryk 300, Polanco',
    timezone: 'America/Mexico_City',
    currencyCode: 'MXN',
    languageCode: 'es-MX',
    latitude: 19.432,
    longitude: -99.193,
    phone: '+52 55 5280 0000',
    courts: [...numbered('Cancha', 'padel', 3), ...numbered('Tenis', 'tennis', 1)],
  },
  {
    slug: 'miami-beach-tennis',
    name: 'Miami Beach Tennis & Padel',
    countryCode: 'US',
    city: 'Miami Beach',
    address: '2100 Pine Tree Dr, Miami Beach, FL',
    timezone: 'America/New_York',
    currencyCode: 'USD',
    languageCode: 'en-US',
    latitude: 25.796,
    longitude: -80.13,
    phone: '+1 305 673 0000',
    courts: [...numbered('Court', 'tennis', 4), ...numbered('Padel court', 'padel', 2)],
  },
  {
    slug: 'sportlife-santiago',
    name: 'Sportlife Santiago',
    countryCode: 'CL',
    city: 'Santiago',
    address: 'Av. Apoquindo 4500, Las Condes',
    timezone: 'America/Santiago',
    currencyCode: 'CLP',
    languageCode: 'es-CL',
    latitude: -33.415,
    longitude: -70.585,
    phone: '+56 2 2750 0000',
    courts: [{ name: 'Cancha central', sport: 'padel' }],
  },
  {
    slug: 'sportlife-nunoa',
    name: 'Sportlife Ñuñoa',
    countryCode: 'CL',
    city: 'Santiago',
    address: 'Av. Irarrázaval 3000, Ñuñoa',
    parentSlug: 'sportlife-santiago',
    timezone: 'America/Santiago',
    currencyCode: 'CLP',
    languageCode: 'es-CL',
    latitude: -33.454,
    longitude: -70.604,
    phone: '+56 2 2750 0001',
    courts: [...numbered('Cancha', 'padel', 2), { name: 'Fútbol 7', sport: 'football' }],
  },
  {
    slug: 'sportlife-maipu',
    name: 'Sportlife Maipú',
    countryCode: 'CL',
    city: 'Santiago',
    address: 'Av. Pajaritos 2000, Maipú',
    parentSlug: 'sportlife-santiago',
    timezone: 'America/Santiago',
    currencyCode: 'CLP',
    languageCode: 'es-CL',
    latitude: -33.51,
    longitude: -70.757,
    phone: '+56 2 2750 0002',
    courts: numbered('Cancha', 'padel', 2),
  },
  {
    slug: 'club-privado-lo-curro',
    name: 'Club Privado Lo Curro',
    countryCode: 'CL',
    city: 'Santiago',
    address: 'Av. Santa María 9000, Vitacura',
    membersOnly: true,
    timezone: 'America/Santiago',
    currencyCode: 'CLP',
    languageCode: 'es-CL',
    latitude: -33.38,
    longitude: -70.57,
    phone: '+56 2 2200 0000',
    courts: numbered('Tenis', 'tennis', 2),
  },
  {
    slug: 'concepcion-padel-pronto',
    name: 'Concepción Pádel (pronto)',
    countryCode: 'CL',
    city: 'Concepción',
    address: 'Av. Pedro de Valdivia 1000, Concepción',
    dummy: true,
    timezone: 'America/Santiago',
    currencyCode: 'CLP',
    languageCode: 'es-CL',
    latitude: -36.827,
    longitude: -73.05,
    phone: '+56 41 220 0000',
    courts: [{ name: 'Cancha 1', sport: 'padel' }],
  },
];

function clubRow(club: SeedClub, parentClubId: number | null) {
  const { courts: _courts, parentSlug: _parent, membersOnly, ...fields } = club;
  return { ...fields, parentClubId, userEnabled: !membersOnly, allowBrowsing: !membersOnly, requestMemberDocument: Boolean(membersOnly) };
}

async function clubIdsBySlug(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: clubs.id, slug: clubs.slug })
    .from(clubs)
    .where(
      inArray(
        clubs.slug,
        SEED_CLUBS.map((c) => c.slug),
      ),
    );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Demo clubs and their courts (outside production). Idempotent: keyed by club slug and court name. */
export async function seedClubs(db: Db): Promise<void> {
  // Parents first, so that sub-clubs can name them.
  await db
    .insert(clubs)
    .values(SEED_CLUBS.filter((c) => !c.parentSlug).map((c) => clubRow(c, null)))
    .onConflictDoNothing();
  const parents = await clubIdsBySlug(db);
  await db
    .insert(clubs)
    .values(SEED_CLUBS.filter((c) => c.parentSlug).map((c) => clubRow(c, parents.get(c.parentSlug!)!)))
    .onConflictDoNothing();
  const idBySlug = await clubIdsBySlug(db);
  const courtRows = SEED_CLUBS.flatMap((club) =>
    club.courts.map((court, sort) => ({
      clubId: idBySlug.get(club.slug)!,
      sportId: SPORT_ID[court.sport],
      name: court.name,
      sort,
      capacity: court.capacity ?? null,
      minCapacity: court.minCapacity ?? null,
      minCapacityMode: court.minCapacityMode ?? null,
      maxCapacityPerBooking: court.maxCapacityPerBooking ?? null,
    })),
  );
  await db.insert(courts).values(courtRows).onConflictDoNothing();
}
