// What the player chose on a summary, kept in the tab's session storage (issue 9, item 5): a reload
// of the summary, or coming back from a provider's page (a card enrolment, a cancelled or rejected
// payment), resumes it for the same person and the same court, date, time and duration. One draft per
// tab (the last summary). The hold's end is kept as this tab's clock sees it (the time left when it was
// saved, added to the tab's clock then), so a reload after it never holds the court again.
import type { ReservationDraft } from '#machines/booking';

const KEY = 'courtflow.reservationDraft';

/** The court a draft belongs to, as its summary address names it. */
export interface DraftPlace {
  clubId: number;
  sportId: number;
  courtId: number;
  date: string | null;
  time: string | null;
  timespan: number | null;
}

interface Stored {
  userId: number;
  place: string;
  /** When the hold runs out on this tab's clock; null: no hold was counting. */
  holdEndsAt: number | null;
  draft: ReservationDraft;
}

export interface ResumedDraft {
  draft: ReservationDraft;
  holdExpired: boolean;
}

export interface DraftStore {
  read(userId: number, place: DraftPlace): ResumedDraft | null;
  write(userId: number, place: DraftPlace, draft: ReservationDraft, holdEndsAt: number | null): void;
  clear(): void;
}

const keyOf = (p: DraftPlace) => [p.clubId, p.sportId, p.courtId, p.date, p.time?.slice(0, 5), p.timespan].join('/');

function isDraft(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Stored>;
  return (
    typeof s.userId === 'number' &&
    typeof s.place === 'string' &&
    typeof s.draft === 'object' &&
    s.draft !== null &&
    Array.isArray(s.draft.players)
  );
}

/** A store over sessionStorage (none available, e.g. a private mode that refuses it: nothing is kept). */
export function sessionDraftStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, now: () => number): DraftStore {
  return {
    read(userId, place) {
      try {
        const stored: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
        if (!isDraft(stored) || stored.userId !== userId || stored.place !== keyOf(place)) return null;
        return { draft: stored.draft, holdExpired: stored.holdEndsAt !== null && now() >= stored.holdEndsAt };
      } catch {
        return null;
      }
    },
    write(userId, place, draft, holdEndsAt) {
      try {
        storage?.setItem(KEY, JSON.stringify({ userId, place: keyOf(place), holdEndsAt, draft } satisfies Stored));
      } catch {
        // Full or refused: the summary simply starts afresh next time.
      }
    },
    clear() {
      try {
        storage?.removeItem(KEY);
      } catch {
        // nothing kept
      }
    },
  };
}

/** The tab's session storage, when the browser gives one. */
export function browserSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
