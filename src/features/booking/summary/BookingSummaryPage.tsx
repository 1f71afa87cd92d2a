import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { CashierMachine } from '#machines/cashier';
import { Announcements } from '#shell/announcements/Announcements';
import { useCashierPort } from '#shell/cashierPort';
import { useLocale, useMessage } from '#shell/i18n/useMessage';
import { Screen } from '#shell/layout/Screen';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { money } from '../shared/format';
import { PaymentErrorModal } from '../shared/PaymentErrorModal';
import { SummaryDetails } from './SummaryDetails';
import { useBookingSummary } from './useBookingSummary';
import './BookingSummaryPage.css';

/** Golf's ball dispenser: its own chunk, only for bookings with buckets of balls. */
const DispenserPanel = lazy(() => import('./dispenser/DispenserPanel'));
const DISPENSING = ['BOOKED', 'PARTIALLY_PAYED', 'PAYED'];

/**
 * /summary/{bookingId} (spec part 2 §2 "Booking summary"): the booking as stored — its status, price,
 * players, vouchers, seats — with paying what is pending through the cashier, the insurance paid later,
 * sharing, the calendar and the cross-sell. Another user's booking, or none, is not found.
 */
export default function BookingSummaryPage() {
  const { bookingId } = useParams();
  return <Summary key={bookingId ?? ''} bookingId={bookingId} />;
}

function Summary({ bookingId }: { bookingId: string | undefined }) {
  const text = useMessage();
  const view = useBookingSummary(bookingId);
  const { screen, problem, data, actor } = view;
  if (screen === 'notFound' || screen === 'loadFailed') {
    return (
      <Screen narrow>
        <section className="card confirmed" data-testid="summary-problem" data-screen={screen}>
          <Notice kind="error" title={problem ? text(problem.title) : null}>
            <p>{problem ? text(problem.message) : null}</p>
          </Notice>
          <div className="confirmed__actions">
            {screen === 'loadFailed' ? (
              <Button block onClick={() => actor.send({ type: 'summary.retry' })}>
                <Trans>Reintentar</Trans>
              </Button>
            ) : null}
            <ButtonLink to="/bookings" variant="secondary" block>
              <Trans>Ver mis reservas</Trans>
            </ButtonLink>
          </div>
        </section>
      </Screen>
    );
  }
  if (screen !== 'loaded' || !data) {
    return (
      <Screen narrow>
        <div className="confirmed__loading" role="status">
          <Spinner size="small" decorative />
          <span className="muted">
            <Trans>Cargando el detalle de tu reserva…</Trans>
          </span>
        </div>
      </Screen>
    );
  }
  return (
    <Screen>
      <SummaryDetails view={view} data={data} />
      {(data.booking.dispenserItems ?? 0) > 0 && !data.booking.dispenserReleased && DISPENSING.includes(data.booking.status) ? (
        <Suspense fallback={null}>
          <DispenserPanel bookingId={data.booking.id} buckets={data.booking.dispenserItems ?? 0} />
        </Suspense>
      ) : null}
      {view.insurancePrompt ? <InsurancePrompt view={view} /> : null}
      {view.cashier ? <CashierModal cashier={view.cashier} amount={view.charge ?? 0} currency={data.booking.currencyCode} /> : null}
      {view.paymentResult ? <PaymentErrorModal actor={view.paymentResult} /> : null}
      <Announcements />
    </Screen>
  );
}

/** Spec §4 "Insurance": in Colombia the unbilled accident insurance is offered as soon as the summary opens. */
function InsurancePrompt({ view }: { view: ReturnType<typeof useBookingSummary> }) {
  const locale = useLocale();
  const b = view.data!.booking;
  const amount = money(b.insuranceTotalAmount, b.currencyCode, locale);
  const later = () => view.actor.send({ type: 'insurance.dismiss' });
  return (
    <Modal
      open
      title={<Trans>Paga tu seguro de accidentes</Trans>}
      onClose={later}
      footer={
        <>
          <Button block onClick={() => view.actor.send({ type: 'summary.payInsurance' })}>
            <Trans>Pagar seguro {amount}</Trans>
          </Button>
          <Button block variant="secondary" onClick={later}>
            <Trans>Más tarde</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Tu reserva tiene un seguro de accidentes para {b.insurancePlayerQuantity} jugadores que aún no está pagado.</Trans>
      </p>
    </Modal>
  );
}

function CashierModal({ cashier, amount, currency }: { cashier: ActorRefFrom<CashierMachine>; amount: number; currency: string }) {
  const locale = useLocale();
  const { CashierSheet } = useCashierPort();
  const amountText = money(amount, currency, locale);
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
