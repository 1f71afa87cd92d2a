import { Trans, useLingui } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Stepper } from '#ui/Stepper';
import { money } from '../shared/format';
import { useLocale } from '#shell/i18n/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/** The club's extras (balls, rackets...): − and + within min_items and max_items. */
export function ExtrasSection({ busy }: { busy: boolean }) {
  const actor = useReservationActor();
  const { t } = useLingui();
  const locale = useLocale();
  const extras = useReservation(reservationSelectors.ancillaries, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const currency = useReservation((s) => reservationSelectors.amounts(s).currencyCode);
  if (extras.length === 0) return null;
  return (
    <section className="card summary-section" aria-labelledby="extras-title">
      <h2 id="extras-title" className="section-title">
        <Trans>Adicionales</Trans>
      </h2>
      <ul className="extra-list">
        {extras.map((extra) => {
          const price = money(extra.amount, currency, locale);
          return (
            <li key={extra.club_ancillary_id} className="extra-row">
              <div className="extra-row__body">
                <p className="extra-row__name">{extra.name}</p>
                <p className="extra-row__meta">
                  {price}
                  {extra.online_payment === 'N' ? (
                    <>
                      {' · '}
                      <Trans>se paga en el club</Trans>
                    </>
                  ) : null}
                  {extra.min_items > 0 ? (
                    <>
                      {' · '}
                      <Trans>mínimo {extra.min_items}</Trans>
                    </>
                  ) : null}
                </p>
              </div>
              <Stepper
                label={extra.name}
                value={extra.count}
                canIncrement={extra.canAdd}
                canDecrement={extra.canRemove}
                busy={busy}
                decrementLabel={t`Quitar un ${extra.name}`}
                incrementLabel={t`Agregar un ${extra.name}`}
                onIncrement={() => actor.send({ type: 'ancillary.add', ancillaryId: extra.club_ancillary_id })}
                onDecrement={() => actor.send({ type: 'ancillary.remove', ancillaryId: extra.club_ancillary_id })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
