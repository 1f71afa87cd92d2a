import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { internalPath } from '#kernel/lib/booking/paths';
import { paymentOutcomeOf, type PaymentOutcome } from '#kernel/lib/booking/paymentOutcome';
import { ButtonLink } from '#ui/ButtonLink';
import { PaymentOutcomeActions, paymentOutcomeTexts } from '#ui/PaymentOutcome';
import { readStatusQuery } from './statusQuery';
import { useText } from './useText';
import './StatusPage.css';

/** Title keys of a payment that was not validated (spec part 1 §4.4): the payment result's screen. */
const PAYMENT_TITLES = new Set(['payment_error', 'speed']);

/** The payment result a query describes, if it is one (its title key, or the provider's category). */
function paymentOutcomeOfQuery(query: URLSearchParams): PaymentOutcome | null {
  const errCategory = query.get('errCategory');
  const title = query.get('title')?.trim() ?? '';
  if (errCategory) return paymentOutcomeOf(errCategory);
  if (!PAYMENT_TITLES.has(title)) return null;
  return title === 'speed' ? 'speed' : 'rejected';
}

/**
 * /book/error?status&title&message (spec part 1 §2.3). A payment that was not validated (§4.4: status
 * 400 with the payment texts) is the one payment-result screen: rejected, cancelled on the provider's
 * page, or too many attempts, with its ways on (retry: the booking's summary; search: the same search).
 */
export default function ErrorPage() {
  const [query] = useSearchParams();
  const { startPath } = useRuntime();
  const text = useText();
  const { i18n } = useLingui();
  const { status, title, message } = readStatusQuery(query);
  const outcome = paymentOutcomeOfQuery(query);
  return (
    <Screen>
      <section className="card status-card" aria-labelledby="status-title">
        {status ? (
          <p className="status-card__code" data-testid="status-code">
            <span className="visually-hidden">
              <Trans>Código de error</Trans>{' '}
            </span>
            {status}
          </p>
        ) : null}
        <h2 id="status-title" className="status-card__title">
          {outcome ? i18n._(paymentOutcomeTexts[outcome].title) : text(title)}
        </h2>
        {outcome ? (
          <p className="status-card__message">{i18n._(paymentOutcomeTexts[outcome].message)}</p>
        ) : message ? (
          <p className="status-card__message">{text(message)}</p>
        ) : null}
        {outcome ? (
          <PaymentOutcomeActions
            outcome={outcome}
            summaryHref={internalPath(query.get('retry'))}
            searchHref={internalPath(query.get('search')) ?? startPath}
            bookingsHref="/bookings"
          />
        ) : (
          <div className="status-card__actions">
            <ButtonLink to={startPath} block>
              <Trans>Ir al inicio</Trans>
            </ButtonLink>
          </div>
        )}
      </section>
    </Screen>
  );
}
