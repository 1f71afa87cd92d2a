import { useParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { useCheckIn } from './useCheckIn';

/**
 * /check_in/:checkInId (spec part 2 §2 "Check-in"): asks the device for its position, checks in to
 * the booking, and shows the result's title and message with a back button and, outside the native
 * shell, a retry button. Without an id the machine sends the player to the booking search.
 */
export default function CheckInPage() {
  const { checkInId } = useParams();
  return <CheckIn key={checkInId ?? ''} checkInId={checkInId} />;
}

function CheckIn({ checkInId }: { checkInId: string | undefined }) {
  const { i18n } = useLingui();
  const { locating, checkingIn, outcome, canRetry, retry, back } = useCheckIn(checkInId);
  return (
    <Screen narrow>
      <section className="card" aria-labelledby="check-in-title" data-testid="check-in">
        {outcome ? (
          <>
            <Notice kind={outcome.success ? 'success' : 'error'} title={<span id="check-in-title">{i18n._(outcome.title)}</span>}>
              <p data-result={outcome.result}>{i18n._(outcome.message)}</p>
            </Notice>
            <div className="stack">
              {canRetry ? (
                <Button block onClick={retry}>
                  <Trans>Reintentar</Trans>
                </Button>
              ) : null}
              <Button block variant="secondary" onClick={back}>
                <Trans>Volver atrás</Trans>
              </Button>
            </div>
          </>
        ) : (
          <div role="status" aria-live="polite">
            <Spinner size="large" decorative />
            <h2 id="check-in-title">
              {checkingIn ? <Trans>Registrando tu llegada…</Trans> : locating ? <Trans>Buscando tu ubicación…</Trans> : null}
            </h2>
            <p>
              <Trans>Permite el acceso a tu ubicación para confirmar que estás en el club.</Trans>
            </p>
          </div>
        )}
      </section>
    </Screen>
  );
}
