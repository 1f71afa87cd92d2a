import { describe, expect, it } from 'vitest';
import { CLUB_SEARCH_OPTIONS, searchClubs } from '#kernel/lib/text/clubSearch';

const clubs = [
  { name: 'Club Pádel Vitacura', state: 'Metropolitana', city: 'Santiago', address: 'Av. Vitacura 5250' },
  { name: 'Sportlife Ñuñoa', state: 'Metropolitana', city: 'Santiago', address: 'Irarrázaval 3000' },
  { name: 'Tenis Viña del Mar', state: 'Valparaíso', city: 'Viña del Mar', address: 'Av. Libertad 100' },
  { name: 'Palermo Pádel', state: 'Buenos Aires', city: 'Buenos Aires', address: 'Av. Santa Fe 4500' },
];
const names = (list: typeof clubs | null) => list?.map((c) => c.name) ?? null;

describe('club search (fuse.js, spec part 1 §5)', () => {
  it('uses the spec weights, threshold and minimum match length', () => {
    expect(CLUB_SEARCH_OPTIONS.keys).toEqual([
      { name: 'name', weight: 0.9 },
      { name: 'state', weight: 0.03 },
      { name: 'city', weight: 0.04 },
      { name: 'address', weight: 0.03 },
    ]);
    expect(CLUB_SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(CLUB_SEARCH_OPTIONS.minMatchCharLength).toBe(2);
  });

  it('does not search under 3 characters', () => {
    expect(searchClubs(clubs, '')).toBeNull();
    expect(searchClubs(clubs, ' vi ')).toBeNull();
    expect(searchClubs(clubs, 'vit')).not.toBeNull();
  });

  it('finds a club by a misspelt name, accents ignored', () => {
    expect(names(searchClubs(clubs, 'Vitacrua'))?.[0]).toBe('Club Pádel Vitacura');
    expect(names(searchClubs(clubs, 'nunoa'))?.[0]).toBe('Sportlife Ñuñoa');
    expect(names(searchClubs(clubs, 'palremo'))?.[0]).toBe('Palermo Pádel');
  });

  it('the name weighs most: a name match comes before a city or address match', () => {
    const found = names(searchClubs(clubs, 'Viña del Mar'));
    expect(found?.[0]).toBe('Tenis Viña del Mar');
  });

  it('answers nothing for text unlike any club', () => {
    expect(searchClubs(clubs, 'zzzzqqq')).toEqual([]);
  });
});
