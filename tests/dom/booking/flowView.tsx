import { cashierPort } from '#app/routes/bookingWithCashier';
import { BookingScreens } from '#features/booking/BookingScreens';
import type { BookingActor } from '#features/booking/flow/bookingFlow';
import { BookingActorContext } from '#features/booking/shared/BookingContext';
import { CashierPortContext } from '#shell/cashierPort';

/** The booking flow's screens as the booking route shows them: the visit's actor and the app's cashier in context. */
export function FlowView({ actor }: { actor: BookingActor }) {
  return (
    <CashierPortContext.Provider value={cashierPort}>
      <BookingActorContext.Provider value={actor}>
        <BookingScreens />
      </BookingActorContext.Provider>
    </CashierPortContext.Provider>
  );
}
