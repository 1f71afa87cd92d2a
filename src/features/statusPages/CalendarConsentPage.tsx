import { useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { ButtonLink } from '#ui/ButtonLink';
import { Notice } from '#ui/Notice';

/** The longest errorMsg shown: it comes from an address anyone can write. */
const MAX_MESSAGE = 300;

/**
 * /calendar_consent (spec part 2 §2): where a calendar provider's consent comes back. It shows the
 * errorMsg of its query — as text (React escapes it; never markup) and cut to a sane length.
 */
export default function CalendarConsentPage() {
  const [query] = useSearchParams();
  const errorMsg = (query.get('errorMsg') ?? '').trim().slice(0, MAX_MESSAGE);
  return (
    <Screen narrow>
      <section className="card stack" data-testid="calendar-consent">
        {errorMsg ? (
          <Notice kind="error" title={<Trans>No pudimos conectar tu calendario</Trans>}>
            <p data-testid="calendar-consent-error">{errorMsg}</p>
          </Notice>
        ) : (
          <Notice kind="success" title={<Trans>Calendario conectado</Trans>} />
        )}
        <ButtonLink to="/bookings" variant="secondary" block>
          <Trans>Ver mis reservas</Trans>
        </ButtonLink>
      </section>
    </Screen>
  );
}
