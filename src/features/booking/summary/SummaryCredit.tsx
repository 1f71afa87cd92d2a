import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale, useMessage } from '#shell/i18n/useMessage';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { money } from '../shared/format';
import type { useBookingSummary } from './useBookingSummary';

type View = ReturnType<typeof useBookingSummary>;

/**
 * The player's credit at the booking's club (what converting a booking gave), where they pay there:
 * the balance, and paying with it as far as it reaches; what it does not reach stays to pay through
 * the cashier. A refusal shows until dismissed.
 */
export function SummaryCredit({ view, clubName }: { view: View; clubName: string }) {
  const { t } = useLingui();
  const text = useMessage();
  const locale = useLocale();
  const { credit, creditProblem } = view;
  if (!credit && !creditProblem) return null;
  return (
    <section className="summary__section summary__credit" aria-label={t`Crédito en el club`} data-testid="club-credit">
      {credit ? (
        <p>
          <Trans>
            Tu crédito en {clubName}:{' '}
            <strong data-testid="club-credit-balance">{money(credit.balance, credit.currencyCode, locale)}</strong>
          </Trans>
        </p>
      ) : null}
      {credit && view.payActions.credit ? (
        <Button block variant="secondary" onClick={() => view.actor.send({ type: 'summary.payWithCredit' })}>
          <Trans>Usar mi crédito: {money(credit.applies, credit.currencyCode, locale)}</Trans>
        </Button>
      ) : null}
      {view.payingWithCredit ? <Button block busy disabled aria-label={t`Pagando con tu crédito`} /> : null}
      {creditProblem ? (
        <Notice kind="error" title={text(creditProblem.title)}>
          <p>{text(creditProblem.message)}</p>
          <Button variant="secondary" onClick={() => view.actor.send({ type: 'credit.dismiss' })}>
            <Trans>Entendido</Trans>
          </Button>
        </Notice>
      ) : null}
    </section>
  );
}
