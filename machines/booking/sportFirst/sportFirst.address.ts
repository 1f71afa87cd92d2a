// The sport-first search and the address bar: /book/slots-clubs?sportId&date&time&timespan is the
// place of the clubs' free courts; booking.address.ts asks here first.
import type { AddressEvent } from '../booking.types';
import type { Place } from '../booking.url';
import type { BookingSnapshot } from '../booking.selectors';

type ClubSlotsPlace = Extract<Place, { kind: 'clubSlots' }>;
type Decision = { kind: 'here' } | { kind: 'follow'; event: AddressEvent | null } | { kind: 'restart' };

/** The place of the clubs' free courts once shown (null while it locates or searches). */
export function sportFirstPlace(s: BookingSnapshot): ClubSlotsPlace | null {
  const search = s.context.sportFirst.search;
  const settled = s.matches({ sportFirst: 'clubSlots' }) || s.matches({ sportFirst: 'noClubSlots' }) || s.matches({ sportFirst: 'failed' });
  if (!search || !settled) return null;
  return {
    kind: 'clubSlots',
    sportId: search.sportId,
    criteria: { date: search.date, time: search.time, timespan: search.timespan },
    ...(s.context.holes === 9 ? { holes: 9 as const } : {}),
  };
}

/** What the flow does with an address when the sport-first search is involved; null: not involved. */
export function sportFirstDecision(s: BookingSnapshot, wanted: Place): Decision | null {
  const inSportFirst = s.matches('sportFirst');
  if (wanted.kind === 'clubSlots') {
    if (!inSportFirst) return { kind: 'restart' };
    const search = s.context.sportFirst.search;
    const c = wanted.criteria;
    // Another golf mode (back or forward over a switch of holes, an edited address): a new search in that mode.
    if ((wanted.holes ?? 18) !== s.context.holes) return { kind: 'restart' };
    const same =
      search !== null &&
      search.sportId === wanted.sportId &&
      search.date === c.date &&
      search.time === c.time &&
      search.timespan === c.timespan;
    if (same) return sportFirstPlace(s) ? { kind: 'here' } : { kind: 'follow', event: null };
    if (c.date === null || c.time === null || c.timespan === null) return { kind: 'restart' };
    return {
      kind: 'follow',
      event: { type: 'sportSearch.run', sportId: wanted.sportId, date: c.date, time: c.time, timespan: c.timespan },
    };
  }
  if (!inSportFirst) return null;
  // Back to /book/search: the form and the club list.
  if (wanted.kind === 'clubs' && wanted.parentClubId === null) return { kind: 'follow', event: { type: 'clubSlots.back' } };
  return { kind: 'restart' };
}
