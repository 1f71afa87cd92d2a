import { describe, expect, it } from 'vitest';
import { sportListEntries } from '#kernel/lib/club/sportListEntries';

const link = (externalLinkId: number, pos: number) => ({ externalLinkId, name: `L${externalLinkId}`, image: null, pos });
const names = (entries: ReturnType<typeof sportListEntries<string>>) => entries.map((e) => (e.kind === 'sport' ? e.sport : e.link.name));

describe('external links in the sport list (pos counts from 1, 0 means 1)', () => {
  it('puts a link at its position, 0 and 1 both first', () => {
    expect(names(sportListEntries(['padel', 'tennis', 'golf'], [link(1, 2)]))).toEqual(['padel', 'L1', 'tennis', 'golf']);
    expect(names(sportListEntries(['padel', 'tennis'], [link(1, 0)]))).toEqual(['L1', 'padel', 'tennis']);
    expect(names(sportListEntries(['padel', 'tennis'], [link(1, 1)]))).toEqual(['L1', 'padel', 'tennis']);
  });

  it('puts a link past the end last; links of one position keep their order; pos is the place in the final list', () => {
    expect(names(sportListEntries(['padel'], [link(1, 9)]))).toEqual(['padel', 'L1']);
    expect(names(sportListEntries(['padel', 'tennis'], [link(2, 3), link(1, 1), link(3, 1)]))).toEqual([
      'L1',
      'L3',
      'L2',
      'padel',
      'tennis',
    ]);
  });
});
