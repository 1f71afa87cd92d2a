import { Plural, Trans } from '@lingui/react/macro';
import type { bookingSummarySelectors } from '#machines/bookingSummary';
import { zonedParts } from '#kernel/lib/dates';
import { useLocale } from '#shell/i18n/useMessage';
import { Notice } from '#ui/Notice';
import { formatDateLong, formatTime } from '../shared/format';

type Need = NonNullable<ReturnType<typeof bookingSummarySelectors.minPlayersNeed>>;

/** The deadline in the club's clock (the club cancels at its own time, wherever the player is), as the app writes club times. */
function clubInstant(iso: string, timezone: string, locale: string): string {
  const { date, time } = zonedParts(timezone, new Date(iso));
  return `${formatDateLong(date, locale)}, ${formatTime(time, locale)}`;
}

/**
 * A free booking that still needs confirmed players (spec part 2 §3 minPlayers,
 * expireFreeBookingMinPlayers, msgNeedMinInvites): how many are missing, by when the club cancels it
 * otherwise, and the club's own words.
 */
export function SummaryMinPlayers({ need, clubLanguage }: { need: Need; clubLanguage: string }) {
  const locale = useLocale();
  const { confirmed, minPlayers, missing } = need;
  return (
    <Notice kind="warning" title={<Plural value={missing} one="Falta # jugador confirmado" other="Faltan # jugadores confirmados" />}>
      <div data-testid="summary-min-players">
        <p>
          <Trans>
            Esta reserva necesita {minPlayers} jugadores confirmados; van {confirmed}.
          </Trans>
        </p>
        {need.expires && need.deadline ? (
          <p data-testid="min-players-deadline">
            <Trans>
              Plazo: {clubInstant(need.deadline, need.timezone, locale)} (hora del club). Si para entonces no los tiene, se anulará y la
              cancha quedará libre.
            </Trans>
          </p>
        ) : null}
        {need.message ? <p lang={clubLanguage}>{need.message}</p> : null}
        <p>
          <Trans>Invita a tus compañeros: cuentan cuando aceptan la invitación.</Trans>
        </p>
      </div>
    </Notice>
  );
}
