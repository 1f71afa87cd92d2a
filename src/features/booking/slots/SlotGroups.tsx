import { memo, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Timeslot } from '#machines/booking';
import { SlotCard } from '#ui/SlotCard';
import { slotCard, type SlotCardData } from '../api/views';
import { formatTime, money } from '../shared/format';
import { useLocale } from '#shell/i18n/useMessage';
import './SlotGroups.css';

interface Group {
  key: string;
  title: string;
  club?: string;
  slots: SlotCardData[];
  /** Golf: every slot of this tee is for nine holes only (no round starts there). */
  nineOnly: boolean;
}

/** Courts (and clubs, for nearby slots), each with its slots in time order. */
export function groupSlots(slots: readonly Timeslot[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of slots) {
    const slot = slotCard(item);
    // Golf rounds: by start and end court ('Hoyo 1 → Hoyo 10').
    const end = slot.crossBlock?.endCourtText;
    const key = `${slot.clubId}|${slot.courtId}|${slot.crossBlock?.endCourtId ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, title: end ? `${slot.courtText} → ${end}` : slot.courtText, club: slot.clubName, slots: [], nineOnly: true };
      groups.set(key, group);
    }
    group.slots.push(slot);
    group.nineOnly &&= slot.onlyShowFor9 === true;
  }
  const list = [...groups.values()];
  // One club: the club's court order. Several (nearby slots): nearest club first, as answered.
  if (list.some((g) => g.club)) return list;
  return list.sort((a, b) => (a.slots[0].courtSort ?? 0) - (b.slots[0].courtSort ?? 0) || a.title.localeCompare(b.title));
}

const sameSlot = (a: Timeslot | null, b: Timeslot) =>
  a !== null &&
  a.clubId === b.clubId &&
  a.courtId === b.courtId &&
  a.local_date === b.local_date &&
  a.local_start_time === b.local_start_time;

export interface SlotGroupsProps {
  slots: readonly Timeslot[];
  /** The searched hour ('HH:mm:ss'): its slots are highlighted. */
  searchedTime: string;
  selected: Timeslot | null;
  holding: boolean;
  canSelect: boolean;
  onSelect: (slot: Timeslot) => void;
  showClub?: boolean;
  /** The club's hide_price_mode ALL: no prices on the slots. */
  hidePrices?: boolean;
}

/** The slots of a search, by court: big buttons with start, end and price. */
export const SlotGroups = memo(function SlotGroups({
  slots,
  searchedTime,
  selected,
  holding,
  canSelect,
  onSelect,
  showClub,
  hidePrices,
}: SlotGroupsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const groups = useMemo(() => groupSlots(slots), [slots]);
  return (
    <div className="slot-groups">
      {groups.map((group) => (
        <section
          key={group.key}
          className="card slot-group"
          aria-label={showClub && group.club ? `${group.club}, ${group.title}` : group.title}
        >
          <h2 className="slot-group__title">
            {showClub && group.club ? <span className="slot-group__club">{group.club}</span> : null}
            {group.title}
            {group.nineOnly ? <span className="slot-group__note">{t`Solo 9 hoyos`}</span> : null}
          </h2>
          <div className="slot-group__slots">
            {group.slots.map((slot) => {
              const start = formatTime(slot.local_start_time, locale);
              const end = formatTime(slot.local_end_time, locale);
              const price = slot.price && !hidePrices ? money(slot.price.amount, slot.price.currencyCode, locale) : null;
              const free = !hidePrices && slot.price?.amount === 0;
              const priceText = free ? t`Gratis` : price;
              const busy = holding && sameSlot(selected, slot);
              if (slot.bookedByMe) {
                // The caller's own booking over this slot (it may start before or after it): theirs to
                // open, never a slot to book again and never priced.
                const content = (
                  <>
                    <span className="slot-card__time">{start}</span>
                    <span className="visually-hidden">, </span>
                    <span className="slot-card__detail">{t`hasta ${end}`}</span>
                    <span className="visually-hidden">, </span>
                    <span className="slot-card__price">{t`Tu reserva`}</span>
                    <span className="visually-hidden">, {showClub && group.club ? `${group.title}, ${group.club}` : group.title}</span>
                  </>
                );
                const key = `${slot.local_date}|${slot.local_start_time}`;
                return slot.bookingId ? (
                  <Link key={key} className="slot-card slot-card--mine" to={`/summary/${slot.bookingId}`}>
                    {content}
                  </Link>
                ) : (
                  <span key={key} className="slot-card slot-card--mine">
                    {content}
                  </span>
                );
              }
              // Golf: a round ends with its back nine, at its end court (said in the button's name).
              const round = slot.crossBlock;
              const endCourt = round?.endCourtText ?? '';
              const turn = round ? formatTime(round.local_start_time, locale) : '';
              const roundEnd = round ? formatTime(round.local_end_time, locale) : '';
              const detail = round ? t`hasta ${roundEnd}` : t`hasta ${end}`;
              const where = showClub && group.club ? `${group.title}, ${group.club}` : group.title;
              const golf = round ? t`18 hoyos: sigue en ${endCourt} a las ${turn}` : group.nineOnly ? t`Solo 9 hoyos` : null;
              return (
                <SlotCard
                  key={`${slot.local_date}|${slot.local_start_time}`}
                  time={start}
                  detail={detail}
                  price={priceText}
                  context={golf ? `${golf}, ${where}` : where}
                  highlight={slot.local_start_time === searchedTime}
                  busy={busy}
                  disabled={!canSelect}
                  onSelect={() => onSelect(slot)}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
});
