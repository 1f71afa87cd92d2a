import { Trans } from '@lingui/react/macro';
import { Modal } from '#ui/Modal';
import type { CashierActor } from './CashierContext';
import { CashierPanel } from './CashierPanel';

/**
 * The cashier as a payment modal (the booking summary's): closing it cancels the cashier, whose
 * output takes the caller back to where it was.
 */
export function CashierSheet({ actor, amountText }: { actor: CashierActor | null; amountText: string | null }) {
  return (
    <Modal
      open={actor !== null}
      title={amountText ? <Trans>Pagar {amountText}</Trans> : <Trans>Pagar</Trans>}
      onClose={() => actor?.send({ type: 'cashier.cancel' })}
    >
      {actor ? <CashierPanel actor={actor} amountText={amountText} /> : null}
    </Modal>
  );
}

export default CashierSheet;
