import { lazy, Suspense } from 'react';
import { golfSelectors } from '#machines/booking';
import { offersRounds } from '#machines/booking/sportFirst/sportFirst.selectors';
import { loadWholeCatalog } from '#shell/i18n/catalogs';
import { useBooking } from '../shared/BookingContext';

// Golf's screens are their own chunk: only clubs with cross-court blocks show them.
const LazyGolfHoles = lazy(async () => {
  const [module] = await Promise.all([import('./GolfHoles'), loadWholeCatalog()]);
  return { default: module.GolfHoles };
});

/** The 9/18-hole choice where the club offers it (loaded on the way); nothing elsewhere. */
export function GolfHolesChoice({ disabled, acrossClubs }: { disabled?: boolean; acrossClubs?: boolean }) {
  // Across clubs (/book/slots-clubs): where some club of the answer offers rounds.
  const offered = useBooking(acrossClubs ? offersRounds : golfSelectors.offersGolfMode);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LazyGolfHoles disabled={disabled} />
    </Suspense>
  );
}
