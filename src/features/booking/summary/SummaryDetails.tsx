import { Trans, useLingui } from '@lingui/react/macro';
import { historyActionNames, playerStatusNames, type SummaryData } from '#machines/bookingSummary';
import { useLocale, useMessage } from '#shell/i18n/useMessage';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { RoundCourts } from '#ui/RoundCourts';
import { formatDateLong, formatTime, money } from '../shared/format';
import { PriceLineList } from '../shared/PriceLineList';
import { groupLines } from '../shared/priceLines';
import { useSportName } from '../shared/sportNames';
import { SummaryCredit } from './SummaryCredit';
import { SummaryMinPlayers } from './SummaryMinPlayers';
import { summaryUrl, type useBookingSummary } from './useBookingSummary';

type View = ReturnType<typeof useBookingSummary>;

const instant = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The loaded summary. Cancelled or exchanged bookings show their status and history only. */
export function SummaryDetails({ view, data }: { view: View; data: SummaryData }) {
  const { t } = useLingui();
  const text = useMessage();
  const locale = useLocale();
  const sportName = useSportName();
  const b = data.booking;
  const sport = sportName({ code: b.sport_code, name: b.sport_name });
  const when = `${formatDateLong(b.local_date, locale)}, ${formatTime(b.local_start_time, locale)} – ${formatTime(b.local_end_time, locale)}`;
  const shareText = t`Reservé ${sport} en ${b.club_name}, ${when}: ${summaryUrl(window.location.origin, b.id)}`;
  const send = view.actor.send;
  return (
    <section className="card confirmed" aria-labelledby="summary-title" data-testid="booking-summary">
      <h2 id="summary-title" className={view.showsTitle ? 'confirmed__title' : 'visually-hidden'} data-testid="summary-title">
        {view.showsInfo ? <Trans>¡Reserva confirmada!</Trans> : <Trans>Reserva N° {b.id}</Trans>}
      </h2>
      {view.showsInfo ? (
        <p className="confirmed__number" data-testid="booking-number">
          <Trans>Reserva N° {b.id}</Trans>
        </p>
      ) : null}
      <p className="summary__status" data-testid="booking-status" data-status={b.status}>
        {view.statusName ? text(view.statusName) : b.status}
      </p>

      {view.showsInfo ? (
        <>
          <dl className="confirmed__details">
            <div>
              <dt>
                <Trans>Club</Trans>
              </dt>
              <dd lang={b.club_language_code}>{b.club_name}</dd>
            </div>
            <div>
              <dt>
                <Trans>Cancha</Trans>
              </dt>
              <dd>
                {sport} ·{' '}
                {b.round ? (
                  <RoundCourts
                    courtName={b.courtName}
                    startTime={formatTime(b.local_start_time, locale)}
                    endCourtName={b.round.endCourtName}
                    endStartTime={formatTime(b.round.local_start_time, locale)}
                    lang={b.club_language_code}
                  />
                ) : (
                  <span lang={b.club_language_code}>{b.courtName}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Cuándo</Trans>
              </dt>
              <dd className="confirmed__when">{when}</dd>
            </div>
          </dl>

          <section className="confirmed__price summary__section" aria-label={t`Precio`}>
            <dl className="price-lines">
              <PriceLineList
                lines={groupLines(b.priceLines.filter((l) => !l.atClub))}
                currencyCode={b.currencyCode}
                locale={locale}
                timespan={b.timespan}
                clubLanguage={b.club_language_code}
              />
              <div className="price-line price-line--total">
                <dt>
                  <Trans>Total</Trans>
                </dt>
                <dd data-testid="booking-total">
                  {b.totalAmount > 0 ? money(b.totalAmount, b.currencyCode, locale) : <Trans>Gratis</Trans>}
                </dd>
              </div>
              {b.paidAmount > 0 ? (
                <div className="price-line">
                  <dt>
                    <Trans>Ya pagaste</Trans>
                  </dt>
                  <dd data-testid="booking-paid">{money(b.paidAmount, b.currencyCode, locale)}</dd>
                </div>
              ) : null}
              {b.pendingAmount > 0 ? (
                <div className="price-line">
                  <dt>
                    <Trans>Por pagar</Trans>
                  </dt>
                  <dd data-testid="booking-pending">{money(b.pendingAmount, b.currencyCode, locale)}</dd>
                </div>
              ) : null}
              {b.atClubAmount > 0 ? (
                <div className="price-line">
                  <dt>
                    <Trans>Se paga en el club</Trans>
                  </dt>
                  <dd>{money(b.atClubAmount, b.currencyCode, locale)}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          <SummaryCredit view={view} clubName={b.club_name} />

          {view.payActions.pay || view.payActions.downpay || view.payActions.insurance || view.paying ? (
            <div className="confirmed__actions">
              {view.payActions.pay ? (
                <Button block onClick={() => send({ type: 'summary.pay' })}>
                  <Trans>Pagar {money(b.payAmount, b.currencyCode, locale)}</Trans>
                </Button>
              ) : null}
              {view.payActions.downpay ? (
                <Button block variant="secondary" onClick={() => send({ type: 'summary.downpay' })}>
                  <Trans>Abonar {money(b.downpayAmount, b.currencyCode, locale)}</Trans>
                </Button>
              ) : null}
              {view.payActions.insurance ? (
                <Button block variant="secondary" onClick={() => send({ type: 'summary.payInsurance' })}>
                  <Trans>Pagar seguro {money(b.insuranceTotalAmount, b.currencyCode, locale)}</Trans>
                </Button>
              ) : null}
              {view.paying ? <Button block busy disabled aria-label={t`Procesando el pago`} /> : null}
            </div>
          ) : null}

          <section className="summary__section" aria-label={t`Jugadores`}>
            <h3>
              <Trans>Jugadores</Trans>
            </h3>
            <ul data-testid="booking-players">
              {b.players.map((p) => (
                <li key={p.id}>
                  {`${p.firstName} ${p.lastName}`.trim()} · {text(playerStatusNames[p.status])}
                </li>
              ))}
            </ul>
          </section>

          {view.minPlayers ? <SummaryMinPlayers need={view.minPlayers} clubLanguage={b.club_language_code} /> : null}

          {data.multipleBookings.length > 0 ? (
            <section className="summary__section" aria-label={t`Cupos de la reserva`}>
              <h3>
                <Trans>Cupos de la reserva</Trans>
              </h3>
              <ul data-testid="multiple-bookings">
                {data.multipleBookings.map((m) => (
                  <li key={m.position}>
                    {m.position}. {`${m.firstName} ${m.lastName}`.trim()} · {money(m.amount, b.currencyCode, locale)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {data.vouchers.length > 0 ? (
            <section className="summary__section" aria-label={t`Comprobantes`}>
              <h3>
                <Trans>Comprobantes</Trans>
              </h3>
              <ul data-testid="vouchers">
                {data.vouchers.map((v) => (
                  <li key={`${v.product}-${v.fopTransactionId}`}>
                    {instant(v.transactiondatetime, locale)} · {money(v.amount, v.currencyCode, locale)} · N° {v.fopTransactionId}
                    {v.cardLast4 ? ` · **** ${v.cardLast4}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <div className="summary__share">
            {view.copied ? (
              <span className="summary__popover" role="status" data-testid="copied-popover">
                <Trans>Texto copiado</Trans>
              </span>
            ) : null}
            <Button variant="secondary" onClick={() => send({ type: 'share.copy', text: shareText })}>
              <Trans>Copiar enlace</Trans>
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'share.messaging', text: shareText })}>
              <Trans>Compartir por WhatsApp</Trans>
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'calendar.download' })}>
              <Trans>Agregar al calendario</Trans>
            </Button>
          </div>

          {data.crossSell ? (
            <section className="summary__section" aria-label={t`¿Algo más?`} data-testid="cross-sell">
              <p>
                <Trans>
                  ¿Y si juegas {sportName({ code: data.crossSell.sportCode, name: data.crossSell.sportName })} en {data.crossSell.clubName}?
                </Trans>
              </p>
              <ButtonLink
                to={`/book/search?${new URLSearchParams({ clubId: String(data.crossSell.clubId), sportId: String(data.crossSell.sportId), date: data.crossSell.date })}`}
                variant="secondary"
              >
                <Trans>Buscar horarios</Trans>
              </ButtonLink>
            </section>
          ) : null}
        </>
      ) : (
        <p className="muted" data-testid="booking-info-hidden">
          <Trans>Esta reserva ya no está activa.</Trans>
        </p>
      )}

      <section className="summary__section" aria-label={t`Historial`}>
        <h3>
          <Trans>Historial</Trans>
        </h3>
        <ol data-testid="booking-history">
          {b.statusHistory.map((h, i) => (
            <li key={i}>
              {text(historyActionNames[h.action])} · {instant(h.at, locale)}
            </li>
          ))}
        </ol>
      </section>

      <div className="confirmed__actions">
        <ButtonLink to="/book/search" block>
          <Trans>Hacer otra reserva</Trans>
        </ButtonLink>
        <ButtonLink to="/bookings" variant="secondary" block>
          <Trans>Ver mis reservas</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
