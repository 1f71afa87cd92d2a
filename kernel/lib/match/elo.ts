// The match ranking's rating (docs/decisions.md "Match ranking"): Elo with K = 32 from 1500, a draw
// (played, no winner) scoring ½ each; matches applied in the order they were played; ratings kept
// exact while applying and rounded once at the end.

export const ELO_START = 1500;
export const ELO_K = 32;

export interface RatedMatch {
  a: number;
  b: number;
  /** The winner's id, or null for a match with no winner. */
  winner: number | null;
}

/** The expected score of a player rated `ra` against one rated `rb`. */
export const expectedScore = (ra: number, rb: number): number => 1 / (1 + 10 ** ((rb - ra) / 400));

/** Every player's rating and number of rated matches after `matches`, in order. */
export function eloRatings(matches: readonly RatedMatch[], k = ELO_K, start = ELO_START): Map<number, { rating: number; matches: number }> {
  const exact = new Map<number, { rating: number; matches: number }>();
  const of = (id: number) => exact.get(id) ?? { rating: start, matches: 0 };
  for (const { a, b, winner } of matches) {
    const ra = of(a);
    const rb = of(b);
    const scoreA = winner === null ? 0.5 : winner === a ? 1 : 0;
    const change = k * (scoreA - expectedScore(ra.rating, rb.rating));
    exact.set(a, { rating: ra.rating + change, matches: ra.matches + 1 });
    exact.set(b, { rating: rb.rating - change, matches: rb.matches + 1 });
  }
  return new Map([...exact].map(([id, r]) => [id, { rating: Math.round(r.rating), matches: r.matches }]));
}
