import type { CatalogLocale } from '#kernel/lib/i18n';
import type { NotificationType } from '#kernel/contract/notifications';

/** What the texts of a booking or payment notification name: the club, the local date and time. */
export interface BookingFacts {
  bookingId: number;
  clubName: string;
  /** YYYY-MM-DD at the club. */
  localDate: string;
  /** HH:MM(:SS) at the club. */
  localStartTime: string;
}

export type BookingNotificationType = Extract<
  NotificationType,
  'bookingConfirmed' | 'bookingCancelled' | 'paymentApproved' | 'paymentRejected'
>;

const dayOf = (date: string, locale: CatalogLocale) => {
  const [y, m, d] = date.split('-');
  return locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
};

type Texts = Record<BookingNotificationType, (at: string, club: string, id: number) => { title: string; body: string }>;

const TEXTS: Record<CatalogLocale, Texts> = {
  'es-CL': {
    bookingConfirmed: (at, club, id) => ({ title: 'Reserva confirmada', body: `Tu reserva #${id} en ${club} el ${at} está confirmada.` }),
    bookingCancelled: (at, club, id) => ({ title: 'Reserva cancelada', body: `Tu reserva #${id} en ${club} el ${at} fue cancelada.` }),
    paymentApproved: (at, club, id) => ({ title: 'Pago aprobado', body: `Recibimos el pago de tu reserva #${id} en ${club} el ${at}.` }),
    paymentRejected: (at, club, id) => ({
      title: 'Pago rechazado',
      body: `El pago de tu reserva #${id} en ${club} el ${at} fue rechazado.`,
    }),
  },
  en: {
    bookingConfirmed: (at, club, id) => ({ title: 'Booking confirmed', body: `Your booking #${id} at ${club} on ${at} is confirmed.` }),
    bookingCancelled: (at, club, id) => ({ title: 'Booking cancelled', body: `Your booking #${id} at ${club} on ${at} was cancelled.` }),
    paymentApproved: (at, club, id) => ({
      title: 'Payment approved',
      body: `We received the payment for your booking #${id} at ${club} on ${at}.`,
    }),
    paymentRejected: (at, club, id) => ({
      title: 'Payment rejected',
      body: `The payment for your booking #${id} at ${club} on ${at} was rejected.`,
    }),
  },
  'pt-BR': {
    bookingConfirmed: (at, club, id) => ({ title: 'Reserva confirmada', body: `Sua reserva #${id} em ${club} em ${at} está confirmada.` }),
    bookingCancelled: (at, club, id) => ({ title: 'Reserva cancelada', body: `Sua reserva #${id} em ${club} em ${at} foi cancelada.` }),
    paymentApproved: (at, club, id) => ({
      title: 'Pagamento aprovado',
      body: `Recebemos o pagamento da sua reserva #${id} em ${club} em ${at}.`,
    }),
    paymentRejected: (at, club, id) => ({
      title: 'Pagamento recusado',
      body: `O pagamento da sua reserva #${id} em ${club} em ${at} foi recusado.`,
    }),
  },
};

/** The title and body of a booking notification in the player's language. */
export function bookingTexts(type: BookingNotificationType, facts: BookingFacts, locale: CatalogLocale) {
  const at = `${dayOf(facts.localDate, locale)} ${facts.localStartTime.slice(0, 5)}`;
  return TEXTS[locale][type](at, facts.clubName, facts.bookingId);
}
