// The sport list with a club's external links among the sports (spec part 1 §9: "External links are
// inserted into the sport list at position pos (0 means 1)"). pos is the link's place in the final
// list, counted from 1; a link past the end goes last; links of one position keep their order.

export interface ExternalLinkEntry {
  externalLinkId: number;
  name: string;
  image: string | null;
  pos: number;
}

export type SportListEntry<S> = { kind: 'sport'; sport: S } | { kind: 'link'; link: ExternalLinkEntry };

export function sportListEntries<S>(sports: readonly S[], links: readonly ExternalLinkEntry[]): SportListEntry<S>[] {
  const entries: SportListEntry<S>[] = sports.map((sport) => ({ kind: 'sport', sport }));
  const ordered = links.map((link, i) => ({ link, i, at: Math.max(1, link.pos) })).sort((a, b) => a.at - b.at || a.i - b.i);
  ordered.forEach(({ link, at }, n) => {
    const earlierTies = ordered.slice(0, n).filter((o) => o.at === at).length;
    entries.splice(Math.min(at - 1 + earlierTies, entries.length), 0, { kind: 'link', link });
  });
  return entries;
}
