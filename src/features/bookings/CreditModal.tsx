import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { bookingsListSelectors as sel, type BookingsListMachine } from '#machines/bookingsList';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { money } from './format';

/** Spec part 2 §4 "A booking can be converted to credit": asked first, saying what it means. */
export function CreditModal({ actor }: { actor: ActorRefFrom<BookingsListMachine> }) {
  const { i18n } = useLingui();
  const target = useSelector(actor, sel.creditTarget);
  const converting = useSelector(actor, sel.isConverting);
  if (!target) return null;
  const paid = money(target.totalAmountPayed, target.currencyCode, i18n.locale);
  const dismiss = () => !converting && actor.send({ type: 'credit.dismiss' });
  return (
    <Modal
      open
      title={<Trans>¿Convertir la reserva en crédito?</Trans>}
      onClose={dismiss}
      footer={
        <div className="bookings__modal-actions">
          <Button variant="secondary" disabled={converting} onClick={dismiss}>
            <Trans>Volver</Trans>
          </Button>
          <Button busy={converting} disabled={converting} onClick={() => actor.send({ type: 'credit.confirm' })}>
            <Trans>Sí, convertir</Trans>
          </Button>
        </div>
      }
    >
      <p data-testid="credit-confirm">
        <Trans>
          Tu reserva en {target.club_name}, {target.courtName}, quedará como CAMBIADA y la cancha quedará libre para otros. Lo que pagaste
          por ella ({paid}) quedará como crédito tuyo en el club. La comisión de servicio y el seguro no se devuelven.
        </Trans>
      </p>
    </Modal>
  );
}
