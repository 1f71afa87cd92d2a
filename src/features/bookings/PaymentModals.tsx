import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CashierMachine } from '#machines/cashier/cashier.machine';
import { paymentResultSelectors, type PaymentResultMachine } from '#machines/paymentResult';
import { useCashierPort } from '#shell/cashierPort';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Spinner } from '#ui/Spinner';

/** The cashier child while the player chooses how to pay what is due (one booking or a group). */
export function CashierModal({ cashier, amountText }: { cashier: ActorRefFrom<CashierMachine> | null; amountText: string | null }) {
  const { CashierSheet } = useCashierPort();
  if (!cashier) return null;
  return (
    <Suspense
      fallback={
        <Modal open title={<Trans>Pagar {amountText}</Trans>} onClose={() => cashier.send({ type: 'cashier.cancel' })}>
          <div role="status">
            <Spinner decorative />
            <p className="muted">
              <Trans>Cargando los medios de pago…</Trans>
            </p>
          </div>
        </Modal>
      }
    >
      <CashierSheet actor={cashier} amountText={amountText} />
    </Suspense>
  );
}

/** A pay call's error (the paymentResult child's table): its message, then back to the list. */
export function PaymentErrorModal({ result }: { result: ActorRefFrom<PaymentResultMachine> }) {
  const { i18n } = useLingui();
  const row = useSelector(result, paymentResultSelectors.errorModal);
  const dismissable = useSelector(result, paymentResultSelectors.canDismiss);
  if (!row || !dismissable) return null;
  const close = () => result.send({ type: 'result.dismiss' });
  return (
    <Modal
      open
      title={row.title ? i18n._(row.title) : <Trans>No pudimos hacer el pago</Trans>}
      onClose={close}
      footer={
        <Button block onClick={close}>
          <Trans>Entendido</Trans>
        </Button>
      }
    >
      <p>{i18n._(row.message)}</p>
    </Modal>
  );
}
