import { inArray } from 'drizzle-orm';
import { hashPassword } from '#server/accounts/passwords';
import type { Db } from '../client';
import { geoCities, matchProfiles, matchSportSettings, users, type MatchDayAvailability, type MatchFieldSetting } from '../schema';
import { DEMO_PASSWORD } from './demoAccounts';

const LEVELS = [
  { id: 1, name: 'Principiante' },
  { id: 2, name: 'Intermedio bajo' },
  { id: 3, name: 'Intermedio' },
  { id: 4, name: 'Avanzado' },
  { id: 5, name: 'Competición' },
];

const HAND: MatchFieldSetting = {
  id: 'hand',
  display: 'Mano hábil',
  options: [
    { id: 'R', display: 'Diestro' },
    { id: 'L', display: 'Zurdo' },
  ],
  optional: 'N',
  showInPreferences: true,
  multiple: false,
};

const SIDE: MatchFieldSetting = {
  id: 'side',
  display: 'Lado preferido',
  options: [
    { id: 'DRIVE', display: 'Drive' },
    { id: 'REVES', display: 'Revés' },
    { id: 'BOTH', display: 'Ambos' },
  ],
  optional: 'Y',
  showInPreferences: false,
  multiple: true,
};

/** Monday (1) to Sunday (7), 07:00–23:00, suggesting the evening. */
const WEEK = Array.from({ length: 7 }, (_, i) => ({
  dayOfWeek: i + 1,
  min: '07:00',
  max: '23:00',
  defaultStart: i < 5 ? '19:00' : '10:00',
  defaultEnd: i < 5 ? '21:00' : '13:00',
}));

/** Padel and tennis are played one against one in match-making; football by teams of five. */
export const MATCH_SPORT_SETTINGS = [
  { sportId: 1, teamSize: 1, teamMandatory: false, levels: LEVELS, fields: [HAND, SIDE], dayOptions: WEEK },
  { sportId: 2, teamSize: 1, teamMandatory: false, levels: LEVELS, fields: [HAND], dayOptions: WEEK },
  { sportId: 3, teamSize: 5, teamMandatory: true, levels: LEVELS, fields: [], dayOptions: WEEK },
];

type Seeded = {
  first: string;
  last: string;
  gender: 'M' | 'F';
  birth: string;
  level: number;
  cities: string[];
  days: MatchDayAvailability[];
  hand: 'R' | 'L';
};

const evenings = (days: number[], start = '19:00', end = '21:00'): MatchDayAvailability[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, startTime: start, endTime: end }));

/**
 * Padel players spread over levels, communes, ages and availability, so that recommendations have a
 * known order to test against (see docs/decisions.md, match recommendations). E-mails match.NN@…
 */
export const MATCH_PLAYERS: Seeded[] = [
  {
    first: 'Camila',
    last: 'Reyes',
    gender: 'F',
    birth: '1993-02-11',
    level: 3,
    cities: ['Providencia', 'Ñuñoa'],
    days: evenings([1, 3, 5]),
    hand: 'R',
  },
  {
    first: 'Valentina',
    last: 'Muñoz',
    gender: 'F',
    birth: '1990-07-23',
    level: 3,
    cities: ['Providencia'],
    days: evenings([1, 3]),
    hand: 'R',
  },
  {
    first: 'Josefa',
    last: 'Castro',
    gender: 'F',
    birth: '1998-10-02',
    level: 2,
    cities: ['Las Condes', 'Vitacura'],
    days: evenings([2, 4]),
    hand: 'L',
  },
  {
    first: 'Martina',
    last: 'Fuentes',
    gender: 'F',
    birth: '1985-05-30',
    level: 4,
    cities: ['Ñuñoa', 'La Reina'],
    days: evenings([1, 2, 3, 4, 5]),
    hand: 'R',
  },
  {
    first: 'Isidora',
    last: 'Pérez',
    gender: 'F',
    birth: '2001-01-15',
    level: 1,
    cities: ['Maipú'],
    days: evenings([6, 7], '10:00', '13:00'),
    hand: 'R',
  },
  {
    first: 'Catalina',
    last: 'Silva',
    gender: 'F',
    birth: '1979-12-08',
    level: 3,
    cities: ['Santiago', 'Providencia', 'Recoleta'],
    days: evenings([3, 5]),
    hand: 'L',
  },
  {
    first: 'Antonia',
    last: 'Rojas',
    gender: 'F',
    birth: '1995-03-19',
    level: 5,
    cities: ['Vitacura'],
    days: evenings([6], '09:00', '12:00'),
    hand: 'R',
  },
  {
    first: 'Fernanda',
    last: 'Díaz',
    gender: 'F',
    birth: '1968-09-27',
    level: 2,
    cities: ['La Florida', 'Puente Alto'],
    days: evenings([2, 4, 6]),
    hand: 'R',
  },
  {
    first: 'Sofía',
    last: 'Morales',
    gender: 'F',
    birth: '1988-06-04',
    level: 3,
    cities: ['Ñuñoa'],
    days: evenings([1, 5], '20:00', '22:00'),
    hand: 'R',
  },
  {
    first: 'Francisca',
    last: 'Herrera',
    gender: 'F',
    birth: '2003-11-21',
    level: 4,
    cities: ['Providencia', 'Las Condes'],
    days: evenings([1, 3, 5]),
    hand: 'R',
  },
  {
    first: 'Matías',
    last: 'González',
    gender: 'M',
    birth: '1991-04-09',
    level: 3,
    cities: ['Providencia', 'Santiago'],
    days: evenings([1, 3, 5]),
    hand: 'R',
  },
  {
    first: 'Benjamín',
    last: 'Soto',
    gender: 'M',
    birth: '1996-08-14',
    level: 2,
    cities: ['Las Condes'],
    days: evenings([2, 4]),
    hand: 'R',
  },
  {
    first: 'Vicente',
    last: 'Contreras',
    gender: 'M',
    birth: '1983-01-31',
    level: 4,
    cities: ['Ñuñoa', 'Macul'],
    days: evenings([1, 2, 3]),
    hand: 'L',
  },
  {
    first: 'Joaquín',
    last: 'Sepúlveda',
    gender: 'M',
    birth: '1975-10-17',
    level: 5,
    cities: ['Vitacura', 'Lo Barnechea'],
    days: evenings([6, 7], '08:00', '11:00'),
    hand: 'R',
  },
  {
    first: 'Tomás',
    last: 'Martínez',
    gender: 'M',
    birth: '2000-05-05',
    level: 1,
    cities: ['Maipú', 'Estación Central'],
    days: evenings([4, 5]),
    hand: 'R',
  },
  {
    first: 'Agustín',
    last: 'López',
    gender: 'M',
    birth: '1987-03-28',
    level: 3,
    cities: ['Providencia'],
    days: evenings([3], '20:00', '22:00'),
    hand: 'R',
  },
  {
    first: 'Cristóbal',
    last: 'Araya',
    gender: 'M',
    birth: '1962-12-12',
    level: 2,
    cities: ['La Reina', 'Peñalolén'],
    days: evenings([2, 4], '09:00', '11:00'),
    hand: 'L',
  },
  {
    first: 'Maximiliano',
    last: 'Espinoza',
    gender: 'M',
    birth: '1994-07-07',
    level: 4,
    cities: ['Santiago'],
    days: evenings([1, 5]),
    hand: 'R',
  },
  {
    first: 'Diego',
    last: 'Tapia',
    gender: 'M',
    birth: '1999-09-09',
    level: 3,
    cities: ['Ñuñoa', 'Providencia'],
    days: evenings([1, 3, 5], '18:00', '20:00'),
    hand: 'R',
  },
  {
    first: 'Felipe',
    last: 'Vargas',
    gender: 'M',
    birth: '1981-02-22',
    level: 5,
    cities: ['Las Condes', 'Vitacura'],
    days: evenings([2, 4, 6]),
    hand: 'R',
  },
  {
    first: 'Ignacio',
    last: 'Núñez',
    gender: 'M',
    birth: '1970-06-16',
    level: 1,
    cities: ['San Miguel'],
    days: evenings([7], '10:00', '12:00'),
    hand: 'R',
  },
  {
    first: 'Sebastián',
    last: 'Ortiz',
    gender: 'M',
    birth: '1992-12-30',
    level: 3,
    cities: ['Providencia', 'Ñuñoa', 'Santiago'],
    days: evenings([1, 2, 3, 4, 5]),
    hand: 'L',
  },
];

export const matchPlayerEmail = (index: number): string => `match.${String(index + 1).padStart(2, '0')}@courtflow.test`;

/** Match-making settings of the seeded sports (reference data, upserted so that edits here apply). */
export async function seedMatchSports(db: Db): Promise<void> {
  for (const setting of MATCH_SPORT_SETTINGS) {
    await db
      .insert(matchSportSettings)
      .values(setting)
      .onConflictDoUpdate({
        target: matchSportSettings.sportId,
        set: {
          teamSize: setting.teamSize,
          teamMandatory: setting.teamMandatory,
          levels: setting.levels,
          fields: setting.fields,
          dayOptions: setting.dayOptions,
        },
      });
  }
}

/** Demo padel players with active match profiles; never in production (the caller seeds demo data only). */
export async function seedMatchPlayers(db: Db): Promise<void> {
  const emails = MATCH_PLAYERS.map((_, i) => matchPlayerEmail(i));
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const present = new Set(existing.map((row) => row.email));
  const missing = MATCH_PLAYERS.map((p, i) => ({ p, email: matchPlayerEmail(i) })).filter(({ email }) => !present.has(email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(
        missing.map(({ p, email }) => ({
          email,
          passwordHash,
          firstName: p.first,
          lastName: p.last,
          gender: p.gender,
          birthDate: p.birth,
          emailConfirmed: true,
          language: 'es-CL',
          countryCode: 'CL',
        })),
      )
      .onConflictDoNothing();
  }
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const cities = await db
    .select({ id: geoCities.id, name: geoCities.name })
    .from(geoCities)
    .where(inArray(geoCities.name, [...new Set(MATCH_PLAYERS.flatMap((p) => p.cities))]));
  const cityOf = new Map(cities.map((c) => [c.name, c.id]));
  const profiles = MATCH_PLAYERS.flatMap((p, i) => {
    const userId = idOf.get(matchPlayerEmail(i));
    if (userId === undefined) return [];
    return [
      {
        userId,
        sportId: 1,
        status: 'ACTIVE' as const,
        level: p.level,
        fields: { hand: [p.hand] },
        dayAvailability: p.days,
        cityIds: p.cities.flatMap((name) => cityOf.get(name) ?? []),
      },
    ];
  });
  if (profiles.length > 0) await db.insert(matchProfiles).values(profiles).onConflictDoNothing();
}
