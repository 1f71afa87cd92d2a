import { lazy, Suspense } from 'react';
import { bookingSelectors } from '#machines/booking';
import { loadWholeCatalog } from '#shell/i18n/catalogs';
import { useBooking } from '../shared/BookingContext';

// A first visit changes no booking: the notice (and its texts) load only while a booking is changed.
const ExchangeNotice = lazy(async () => {
  const [module] = await Promise.all([import('./ExchangeNotice'), loadWholeCatalog()]);
  return { default: module.ExchangeNotice };
});

/** Where the search screen shows which booking is being changed, loaded when one is. */
export function ExchangeNoticeSlot() {
  const changing = useBooking(bookingSelectors.exchange) !== null;
  if (!changing) return null;
  return (
    <Suspense fallback={null}>
      <ExchangeNotice />
    </Suspense>
  );
}
