import type { Db } from '../client';
import { sports } from '../schema';

/** The sports the product books; fixed ids so that links agree across installations. */
export const SEED_SPORTS = [
  {
    id: 1,
    code: 'padel',
    name: 'Pádel',
    fieldName: 'Cancha',
    playerName: 'Jugador',
    playersName: 'Jugadores',
    defaultTimespan: 90,
    position: 0,
  },
  {
    id: 2,
    code: 'tennis',
    name: 'Tenis',
    fieldName: 'Cancha',
    playerName: 'Jugador',
    playersName: 'Jugadores',
    defaultTimespan: 60,
    position: 1,
  },
  {
    id: 3,
    code: 'football',
    name: 'Fútbol',
    fieldName: 'Cancha',
    playerName: 'Jugador',
    playersName: 'Jugadores',
    defaultTimespan: 60,
    position: 2,
  },
  {
    id: 4,
    code: 'golf',
    name: 'Golf',
    fieldName: 'Hoyo',
    playerName: 'Golfista',
    playersName: 'Golfistas',
    defaultTimespan: 120,
    position: 3,
    // A golf round is booked at a chosen course: the sport-first search opens the clubs instead.
    switchBookFlow: true,
  },
] as const;

export const SPORT_ID = { padel: 1, tennis: 2, football: 3, golf: 4 } as const;

/** Reference data, production included. Idempotent. */
export async function seedSports(db: Db): Promise<void> {
  await db
    .insert(sports)
    .values([...SEED_SPORTS])
    .onConflictDoNothing();
}
