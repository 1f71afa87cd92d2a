import { Trans } from '@lingui/react/macro';
import { reservationSelectors, type InsuranceSelection } from '#machines/booking';
import { Spinner } from '#ui/Spinner';
import { planDetails } from '../api/views';
import { money } from '../shared/format';
import { useLocale } from '#shell/i18n/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/**
 * The booking-insurance step (one-click clubs on the main brand that allow it): single, team
 * (player maximum × the single amount) or no insurance. A choice moves on to the summary.
 */
export function InsuranceStep() {
  const actor = useReservationActor();
  const locale = useLocale();
  const screen = useReservation(reservationSelectors.screen);
  const options = useReservation(reservationSelectors.insuranceOptions);
  const club = useReservation(reservationSelectors.club);
  if (screen !== 'insurance') {
    return (
      <div className="reservation-loading" role="status">
        <Spinner />
        <p className="muted">
          <Trans>Buscando el seguro para tu reserva…</Trans>
        </p>
      </div>
    );
  }
  const plan = planDetails(options.plan);
  const currency = plan?.currencyCode ?? club.currencyCode;
  const choose = (choice: InsuranceSelection) => actor.send({ type: 'insurance.choose', choice });
  const single = money(options.single.amount, currency, locale);
  const team = money(options.team.amount, currency, locale);
  const players = options.team.playerCount;
  return (
    <section className="card insurance-step" aria-labelledby="insurance-title">
      <h2 id="insurance-title" className="section-title">
        <Trans>¿Quieres asegurar tu partido?</Trans>
      </h2>
      <p className="muted">
        <Trans>Cubre lesiones durante el partido. Se cobra junto con tu reserva.</Trans>
        {plan?.url ? (
          <>
            {' '}
            <a href={plan.url} target="_blank" rel="noreferrer">
              <Trans>Ver condiciones</Trans>
            </a>
          </>
        ) : null}
      </p>
      <div className="insurance-options">
        <button type="button" className="choice-card" onClick={() => choose('single')}>
          <span className="choice-card__title">
            <Trans>Solo para mí</Trans>
          </span>
          <span className="choice-card__price">{single}</span>
        </button>
        <button type="button" className="choice-card" onClick={() => choose('team')}>
          <span className="choice-card__title">
            <Trans>Para todo el equipo ({players} jugadores)</Trans>
          </span>
          <span className="choice-card__price">{team}</span>
        </button>
        <button type="button" className="choice-card choice-card--plain" onClick={() => choose('donotwant')}>
          <span className="choice-card__title">
            <Trans>No, gracias</Trans>
          </span>
        </button>
      </div>
    </section>
  );
}
