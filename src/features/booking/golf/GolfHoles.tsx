import { Trans, useLingui } from '@lingui/react/macro';
import { golfSelectors, type Holes } from '#machines/booking';
import { SegmentedControl } from '#ui/SegmentedControl';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import './GolfHoles.css';

/**
 * Golf's 9/18-hole choice (spec part 1 §4.6), where the club offers cross-court blocks: 18 holes by
 * default; switching resets the time and, from the slots, searches again.
 */
export function GolfHoles({ disabled }: { disabled?: boolean }) {
  const actor = useBookingActor();
  const { t } = useLingui();
  const holes = useBooking(golfSelectors.holes);
  const canSwitch = useBooking(golfSelectors.canSwitchHoles);
  const options = ([18, 9] as const).map((value) => ({
    value,
    label: value === 18 ? t`18 hoyos` : t`9 hoyos`,
    disabled: disabled || (!canSwitch && value !== holes),
  }));
  return (
    <div className="golf-holes">
      <SegmentedControl<Holes>
        label={t`Recorrido de golf`}
        options={options}
        value={holes}
        onChange={(value) => actor.send({ type: 'golf.setHoles', holes: value })}
      />
      <p className="golf-holes__hint muted">
        {holes === 18 ? (
          <Trans>18 hoyos: sales del primer tee y sigues en el segundo, a la hora que te mostramos.</Trans>
        ) : (
          <Trans>9 hoyos: una vuelta en un solo tee.</Trans>
        )}
      </p>
    </div>
  );
}
