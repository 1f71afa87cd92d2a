import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { BookingListItemDto } from '#kernel/contract/booking/bookingsList';
import { Badge } from '#ui/Badge';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { Checkbox } from '#ui/Checkbox';
import { RoundCourts } from '#ui/RoundCourts';
import { formatDay, formatTime, money } from './format';
import { statusKind, statusName } from './statusNames';

/** The insurance terms page of the club's country (spec part 2 §2 "insurance information link"). */
const insurancePath = (country: string) => (country === 'CO' ? '/insurance/metlife/toc-CO' : '/insurance/metlife/toc-CL');

export interface BookingRowProps {
  booking: BookingListItemDto;
  /** The to-pay list: a box to pick it for one payment with others. */
  selectable: boolean;
  selected: boolean;
  canSelect: boolean;
  busy: boolean;
  onCancel(): void;
  onCredit(): void;
  onExtras(): void;
  onQr(): void;
  onPay(): void;
  onToggle(): void;
}

/** One booking: when and where, its status name, what is due, and what the player may do with it. */
export function BookingRow(props: BookingRowProps) {
  const { booking: b, selectable, selected, canSelect, busy, onCancel, onCredit, onExtras, onQr, onPay, onToggle } = props;
  const { t, i18n } = useLingui();
  const when = `${formatDay(b.local_date, i18n.locale)} · ${formatTime(b.local_start_time)}–${formatTime(b.local_end_time)}`;
  return (
    <li className="card bookings-row" data-testid="booking-row" data-booking-id={b.id}>
      <div className="bookings-row__head">
        <h3 className="bookings-row__title">
          <Link to={`/summary/${b.id}`}>{b.club_name}</Link>
        </h3>
        <Badge kind={statusKind(b.status)}>
          <span data-testid="booking-status">{i18n._(statusName(b))}</span>
        </Badge>
      </div>
      <p className="bookings-row__when">{when}</p>
      <p className="muted">
        {b.sport_name} ·{' '}
        {b.round ? (
          <RoundCourts
            courtName={b.courtName}
            startTime={formatTime(b.local_start_time)}
            endCourtName={b.round.endCourtName}
            endStartTime={formatTime(b.round.local_start_time)}
          />
        ) : (
          b.courtName
        )}
      </p>
      {b.pendingAmount > 0 ? (
        <p>
          <Trans>Por pagar: {money(b.pendingAmount, b.currencyCode, i18n.locale)}</Trans>
        </p>
      ) : null}
      {b.paymentInProgress ? (
        <p className="muted" data-testid="payment-in-progress">
          <Trans>Hay un pago en curso. Si dejaste la página de pago, podrás pagar o anular cuando venza (unos 15 minutos).</Trans>
        </p>
      ) : null}
      {b.hasInsurance ? (
        <p>
          <Link to={insurancePath(b.club_country)}>
            <Trans>Información del seguro</Trans>
          </Link>
        </p>
      ) : null}
      {selectable && b.isGroupPayable ? (
        <Checkbox
          label={t`Pagar junto con otras`}
          checked={selected}
          disabled={busy || (!selected && !canSelect)}
          onChange={onToggle}
          name={`select-${b.id}`}
        />
      ) : null}
      <div className="bookings-row__actions">
        {b.accessQRCode ? (
          <Button variant="secondary" onClick={onQr} disabled={busy}>
            <Trans>Ver código QR</Trans>
          </Button>
        ) : null}
        {b.isPayable ? (
          <Button onClick={onPay} disabled={busy}>
            <Trans>Pagar</Trans>
          </Button>
        ) : null}
        {b.canBuyAncillaries ? (
          <Button variant="secondary" onClick={onExtras} disabled={busy} data-action="extras">
            <Trans>Comprar adicionales</Trans>
          </Button>
        ) : null}
        {b.isChangeable && !busy ? (
          <ButtonLink variant="secondary" to={`/book/exchange/${b.id}`} data-action="exchange">
            <Trans>Cambiar reserva</Trans>
          </ButtonLink>
        ) : null}
        {b.isConvertibleToCredit ? (
          <Button variant="secondary" onClick={onCredit} disabled={busy} data-action="credit">
            <Trans>Convertir en crédito</Trans>
          </Button>
        ) : null}
        {b.isCancellable ? (
          <Button variant="danger" onClick={onCancel} disabled={busy}>
            <Trans>Anular reserva</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
