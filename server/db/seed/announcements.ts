import type { Db } from '../client';
import { announcements } from '../schema';

/** One demo announcement per app language (idempotent on language and title). */
const DEMO_ANNOUNCEMENTS = [
  {
    language: 'es',
    title: 'Nuevo: partidos abiertos',
    body: 'Únete a partidos que otros jugadores abrieron en tu club: búscalos en la página del club.',
  },
  { language: 'en', title: 'New: open matches', body: 'Join matches other players opened at your club: find them on the club page.' },
  {
    language: 'pt',
    title: 'Novo: partidas abertas',
    body: 'Entre em partidas que outros jogadores abriram no seu clube: encontre-as na página do clube.',
  },
];

export async function seedAnnouncements(db: Db): Promise<void> {
  await db.insert(announcements).values(DEMO_ANNOUNCEMENTS).onConflictDoNothing();
}
