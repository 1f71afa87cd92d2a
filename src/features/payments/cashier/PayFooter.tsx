import { Trans } from '@lingui/react/macro';
import { cashierSelectors as cashier } from '#machines/cashier';
import { Button } from '#ui/Button';
import { Checkbox } from '#ui/Checkbox';
import { Notice } from '#ui/Notice';
import { LockIcon } from '../cards/icons';
import { useMessage } from '#shell/i18n/useMessage';
import { sameJson, useCashier, useCashierActor } from './CashierContext';

/** The tokenized (automatic) payment consent, why the last pay did nothing, and the pay button with the amount. */
export function PayFooter({ amountText }: { amountText: string | null }) {
  const actor = useCashierActor();
  const text = useMessage();
  const tokenized = useCashier(cashier.tokenized, sameJson);
  const problem = useCashier(cashier.problem);
  const canPay = useCashier(cashier.canPay);
  return (
    <div className="cashier__footer">
      {tokenized.offered ? (
        <Checkbox
          checked={tokenized.accepted}
          onChange={(e) => actor.send({ type: 'tokenized.accept', accepted: e.target.checked })}
          label={
            tokenized.required ? (
              <Trans>Acepto que los próximos periodos se cobren automáticamente a este medio de pago (obligatorio).</Trans>
            ) : (
              <Trans>Cobrar automáticamente los próximos periodos a este medio de pago.</Trans>
            )
          }
          error={problem && tokenized.required && !tokenized.accepted ? text(problem) : undefined}
        />
      ) : null}
      {problem && !(tokenized.required && !tokenized.accepted) ? <Notice kind="error">{text(problem)}</Notice> : null}
      <Button block disabled={!canPay} onClick={() => actor.send({ type: 'cashier.pay' })}>
        {amountText ? <Trans>Pagar {amountText}</Trans> : <Trans>Pagar</Trans>}
      </Button>
      <p className="cashier__secure">
        <LockIcon />
        <Trans>Pago seguro: los datos de tu tarjeta los recibe solo el proveedor de pago.</Trans>
      </p>
    </div>
  );
}
