import { ageBand, ageOn, minutesOf, type DayWindow } from '#kernel/lib/match/matchRules';

// The recommendation score (docs/decisions.md, "match recommendations"). Pure, so the formula is
// tested on its own and the query only gathers the players.

export interface Player {
  userId: number;
  gender: string | null;
  birthDate: string | null;
  level: number;
  hand: string | null;
  cityIds: number[];
  days: DayWindow[];
  genderPreference: string[];
  agePreference: string[];
  levelPreference: number[];
  handPreference: string | null;
  ranked: boolean;
}

export const WEIGHTS = {
  /** Same level 40; each level apart −15. */
  level: 40,
  levelStep: 15,
  /** 5 per overlapping hour a week, at most 6 hours (30). */
  perHour: 5,
  maxHours: 6,
  /** 10 per shared city (at most 3: 30). */
  perCity: 10,
  /** Wanting ranked matches differently. */
  rankedMismatch: 10,
} as const;

/** Minutes a week both can play: per weekday, the overlap of the two windows. */
export function overlapMinutes(a: readonly DayWindow[], b: readonly DayWindow[]): number {
  let total = 0;
  for (const x of a) {
    for (const y of b) {
      if (x.dayOfWeek !== y.dayOfWeek) continue;
      const start = Math.max(minutesOf(x.startTime), minutesOf(y.startTime));
      const end = Math.min(minutesOf(x.endTime), minutesOf(y.endTime));
      total += Math.max(0, end - start);
    }
  }
  return total;
}

/** Whether `who` fits what `seeker` asked for (empty preference = anyone). */
function fits(seeker: Player, who: Player, today: string): boolean {
  if (seeker.genderPreference.length > 0 && !(who.gender && seeker.genderPreference.includes(who.gender))) return false;
  if (seeker.agePreference.length > 0) {
    if (!who.birthDate || !seeker.agePreference.includes(ageBand(ageOn(who.birthDate, today)))) return false;
  }
  if (seeker.levelPreference.length > 0 && !seeker.levelPreference.includes(who.level)) return false;
  if (seeker.handPreference && who.hand !== seeker.handPreference) return false;
  return true;
}

/**
 * The score of `rival` for `me`, or null when either one's gender, age, level or hand preference
 * rules the other out (preferences are hard filters, both ways: a match needs both to agree).
 */
export function rivalScore(me: Player, rival: Player, today: string): { score: number; overlap: number; shared: number[] } | null {
  if (!fits(me, rival, today) || !fits(rival, me, today)) return null;
  const overlap = overlapMinutes(me.days, rival.days);
  const shared = me.cityIds.filter((id) => rival.cityIds.includes(id));
  const score =
    WEIGHTS.level -
    WEIGHTS.levelStep * Math.abs(me.level - rival.level) +
    WEIGHTS.perHour * Math.min(overlap / 60, WEIGHTS.maxHours) +
    WEIGHTS.perCity * shared.length -
    (me.ranked !== rival.ranked ? WEIGHTS.rankedMismatch : 0);
  return { score, overlap, shared };
}

/** The score on 0..1: 100 is the best possible (same level, 6 hours, 3 cities). */
export const probOf = (score: number) => Math.round(Math.min(1, Math.max(0, score / 100)) * 100) / 100;
