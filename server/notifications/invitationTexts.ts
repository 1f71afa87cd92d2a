import type { CatalogLocale } from '#kernel/lib/i18n';
import type { BookingFacts } from './bookingTexts';

/** How a named player answered: confirmed, declined, or left after confirming. */
export type InvitationAnswer = 'CONFIRMED' | 'REJECTED' | 'DELETED';

const dayOf = (date: string, locale: CatalogLocale) => {
  const [y, m, d] = date.split('-');
  return locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
};
const atOf = (facts: BookingFacts, locale: CatalogLocale) => `${dayOf(facts.localDate, locale)} ${facts.localStartTime.slice(0, 5)}`;

/** "Ana named you in her booking": to the named player, in their language. */
export function invitationReceivedTexts(facts: BookingFacts, inviter: string, locale: CatalogLocale) {
  const at = atOf(facts, locale);
  const { bookingId: id, clubName: club } = facts;
  if (locale === 'en')
    return { title: 'You are invited to play', body: `${inviter} added you to booking #${id} at ${club} on ${at}. Confirm or decline it.` };
  if (locale === 'pt-BR')
    return {
      title: 'Você foi convidado para jogar',
      body: `${inviter} incluiu você na reserva #${id} em ${club} em ${at}. Confirme ou recuse.`,
    };
  return { title: 'Te invitaron a jugar', body: `${inviter} te agregó a la reserva #${id} en ${club} el ${at}. Confírmala o recházala.` };
}

const VERB: Record<CatalogLocale, Record<InvitationAnswer, string>> = {
  'es-CL': { CONFIRMED: 'confirmó', REJECTED: 'rechazó', DELETED: 'dejó' },
  en: { CONFIRMED: 'confirmed', REJECTED: 'declined', DELETED: 'left' },
  'pt-BR': { CONFIRMED: 'confirmou', REJECTED: 'recusou', DELETED: 'saiu de' },
};

/** "Ana confirmed your booking": to the one who booked, in their language. */
export function invitationAnsweredTexts(facts: BookingFacts, player: string, answer: InvitationAnswer, locale: CatalogLocale) {
  const at = atOf(facts, locale);
  const { bookingId: id, clubName: club } = facts;
  const verb = VERB[locale][answer];
  if (locale === 'en') return { title: 'Answer to your invitation', body: `${player} ${verb} your booking #${id} at ${club} on ${at}.` };
  if (locale === 'pt-BR') return { title: 'Resposta ao seu convite', body: `${player} ${verb} sua reserva #${id} em ${club} em ${at}.` };
  return { title: 'Respuesta a tu invitación', body: `${player} ${verb} tu reserva #${id} en ${club} el ${at}.` };
}
