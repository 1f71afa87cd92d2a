import type { CatalogLocale } from '#kernel/lib/i18n';

/** What the notice of a freed slot names: the club, the court, the club-local date and time. */
export interface FreedSlotFacts {
  clubName: string;
  courtName: string;
  /** YYYY-MM-DD at the club. */
  localDate: string;
  /** HH:mm:ss at the club. */
  localStartTime: string;
}

/** DD/MM/YYYY, as the waiting lists show dates (part 3 §9). */
const dayOf = (date: string) => date.split('-').reverse().join('/');

const TEXTS: Record<CatalogLocale, (court: string, club: string, at: string) => { title: string; body: string }> = {
  'es-CL': (court, club, at) => ({
    title: 'Se liberó un horario que esperabas',
    body: `${court} en ${club} el ${at} quedó libre. Resérvala antes que otra persona.`,
  }),
  en: (court, club, at) => ({
    title: 'A slot you were waiting for is free',
    body: `${court} at ${club} on ${at} is free now. Book it before someone else does.`,
  }),
  'pt-BR': (court, club, at) => ({
    title: 'Um horário que você esperava foi liberado',
    body: `${court} em ${club} em ${at} está livre. Reserve antes que outra pessoa.`,
  }),
};

/** The title and body of a freed-slot notice in the player's language. */
export function freedSlotTexts(facts: FreedSlotFacts, locale: CatalogLocale) {
  return TEXTS[locale](facts.courtName, facts.clubName, `${dayOf(facts.localDate)} ${facts.localStartTime.slice(0, 5)}`);
}
