import type { CatalogLocale } from '#kernel/lib/i18n';

export type ChallengeNotificationType = 'challenge' | 'acceptChallenge' | 'declineChallenge' | 'cancelChallenge' | 'nogoChallenge';

type Texts = Record<ChallengeNotificationType, (name: string) => { title: string; body: string }>;

const TEXTS: Record<CatalogLocale, Texts> = {
  'es-CL': {
    challenge: (n) => ({ title: 'Nuevo desafío', body: `${n} te desafió a jugar. Acepta o rechaza antes de que expire.` }),
    acceptChallenge: (n) => ({ title: 'Desafío aceptado', body: `${n} aceptó tu desafío. Coordinen el partido en el chat.` }),
    declineChallenge: (n) => ({ title: 'Desafío rechazado', body: `${n} rechazó tu desafío.` }),
    cancelChallenge: (n) => ({ title: 'Desafío cancelado', body: `${n} canceló su desafío.` }),
    nogoChallenge: (n) => ({ title: 'Partido cancelado', body: `${n} canceló el partido que habían acordado.` }),
  },
  en: {
    challenge: (n) => ({ title: 'New challenge', body: `${n} challenged you to a match. Accept or decline before it expires.` }),
    acceptChallenge: (n) => ({ title: 'Challenge accepted', body: `${n} accepted your challenge. Arrange the match in the chat.` }),
    declineChallenge: (n) => ({ title: 'Challenge declined', body: `${n} declined your challenge.` }),
    cancelChallenge: (n) => ({ title: 'Challenge cancelled', body: `${n} withdrew the challenge.` }),
    nogoChallenge: (n) => ({ title: 'Match called off', body: `${n} called off the match you had agreed.` }),
  },
  'pt-BR': {
    challenge: (n) => ({ title: 'Novo desafio', body: `${n} desafiou você para uma partida. Aceite ou recuse antes que expire.` }),
    acceptChallenge: (n) => ({ title: 'Desafio aceito', body: `${n} aceitou seu desafio. Combinem a partida no chat.` }),
    declineChallenge: (n) => ({ title: 'Desafio recusado', body: `${n} recusou seu desafio.` }),
    cancelChallenge: (n) => ({ title: 'Desafio cancelado', body: `${n} cancelou o desafio.` }),
    nogoChallenge: (n) => ({ title: 'Partida cancelada', body: `${n} cancelou a partida que vocês tinham combinado.` }),
  },
};

/** The title and body of a match notification in the player's language, naming who did it. */
export function challengeTexts(type: ChallengeNotificationType, actorName: string, locale: CatalogLocale) {
  return TEXTS[locale][type](actorName);
}

/** Where each notification leads in the app. */
export function challengeLink(type: ChallengeNotificationType, challengeId: number, sportId: number): string {
  switch (type) {
    case 'challenge':
      return `/match/accept-challenge/${challengeId}`;
    case 'acceptChallenge':
      return `/match/chat/${challengeId}`;
    case 'nogoChallenge':
      return `/match/rate/${challengeId}`;
    default:
      return `/match/${sportId}/home`;
  }
}
