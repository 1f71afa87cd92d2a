import { Trans, useLingui } from '@lingui/react/macro';
import { bookingSelectors, reservationSelectors } from '#machines/booking';
import { Screen } from '#shell/layout/Screen';
import { usePrefetchWhenIdle } from '#shell/idlePrefetch';
import { useCashierPort } from '#shell/cashierPort';
import { Loader } from '#ui/Loader';
import { Spinner } from '#ui/Spinner';
import { useBooking } from '../shared/BookingContext';
import { FailureModal } from '../shared/FailureModal';
import { BookingDetails } from './BookingDetails';
import { BookingInProgressModal } from './BookingInProgressModal';
import { CouponsSection } from './CouponsSection';
import { DetailsSection } from './DetailsSection';
import { BookingTextsSection } from './BookingTextsSection';
import { ClubNote } from './ClubNote';
import { DiscountSection } from './DiscountSection';
import { ExtrasSection } from './ExtrasSection';
import { HoldCountdown } from './HoldCountdown';
import { InsuranceStep } from './InsuranceStep';
import { MinPlayersNotice } from './MinPlayersNotice';
import { PayBar } from './PayBar';
import { PaymentResultModal } from './PaymentResultModal';
import { CashierModal } from './CashierModal';
import { PlayersSection } from './PlayersSection';
import { PriceBreakdown } from './PriceBreakdown';
import { ReservationActorContext, useReservation } from './ReservationContext';
import { ReservationFailureModal } from './ReservationFailureModal';
import './ReservationPage.css';

/** The held slot becoming a booking: its countdown, the insurance step, then the summary and payment. */
export default function ReservationPage() {
  const ref = useBooking(bookingSelectors.reservationRef);
  // The next step: the cashier's modal and calls, for paying.
  usePrefetchWhenIdle(useCashierPort().preload);
  if (!ref) {
    return (
      <Screen>
        <Loader />
      </Screen>
    );
  }
  return (
    <ReservationActorContext.Provider value={ref}>
      <ReservationView />
    </ReservationActorContext.Provider>
  );
}

function ReservationView() {
  const { t } = useLingui();
  const insuranceStep = useReservation(reservationSelectors.isInsuranceStep);
  const screen = useReservation(reservationSelectors.screen);
  const hasQuote = useReservation(reservationSelectors.hasQuote);
  const busy = screen === 'loading' || screen === 'paymentResult' || screen === 'ended';
  return (
    <Screen title={insuranceStep ? t`Seguro de la reserva` : t`Resumen de la reserva`}>
      <HoldCountdown />
      <BookingDetails />
      {insuranceStep ? (
        <InsuranceStep />
      ) : !hasQuote ? (
        <div className="reservation-loading" role="status">
          <Spinner />
          <p className="muted">
            <Trans>Calculando el precio…</Trans>
          </p>
        </div>
      ) : (
        <>
          <PlayersSection busy={busy} />
          <MinPlayersNotice />
          <ExtrasSection busy={busy} />
          <CouponsSection busy={busy} />
          <DiscountSection busy={busy} />
          <ClubNote />
          <DetailsSection />
          <BookingTextsSection />
          <PriceBreakdown />
          <PayBar busy={busy} />
        </>
      )}
      {screen === 'paymentResult' ? (
        <p className="visually-hidden" role="status">
          <Trans>Confirmando tu reserva…</Trans>
        </p>
      ) : null}
      <CashierModal />
      <BookingInProgressModal />
      <PaymentResultModal />
      <ReservationFailureModal />
      <FailureModal />
    </Screen>
  );
}
