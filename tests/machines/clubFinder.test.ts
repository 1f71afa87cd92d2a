// Model-based test of the club list's finder (spec part 1 §5, §9): a filter or 3+ characters load the
// filter's clubs; the fuzzy search finds a misspelt name; favourites come first; clearing both goes
// back to the booking flow's list.
import { expect } from 'vitest';
import { clubFinderMachine, type ClubFinderMachine } from '#machines/clubFinder/clubFinder.machine';
import { isActive, results } from '#machines/clubFinder/clubFinder.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<ClubFinderMachine>;

const clubs = [
  { id: 1, name: 'Club Pádel Vitacura', city: 'Vitacura', favourite: false },
  { id: 2, name: 'Tenis Viña del Mar', city: 'Viña del Mar', favourite: false },
  { id: 3, name: 'Sportlife Ñuñoa', city: 'Ñuñoa', favourite: true },
];
const inVina = { stateId: 5, cityIds: [9], sportIds: [] };
const names = (list: { name: string }[]) => list.map((c) => c.name);

const journeys: J[] = [
  {
    name: 'two letters do not search; three load every club and find a misspelt name',
    steps: [
      { type: 'finder.type', text: 'vi' },
      { check: ({ snapshot }) => expect(isActive(snapshot)).toBe(false) },
      { type: 'finder.type', text: 'vitakura' },
      { done: 'loadClubs', output: { clubs } },
      { check: ({ snapshot }) => expect(names(results(snapshot))).toEqual(['Club Pádel Vitacura']) },
      { type: 'finder.type', text: '' },
    ],
    end: 'browsing',
    assert: ({ invocations }) =>
      expect(invocations.map((i) => i.input)).toEqual([{ country: 'CL', filter: { stateId: null, cityIds: [], sportIds: [] } }]),
  },
  {
    name: 'a filter loads its clubs; favourites first, a new favourite moves up at once',
    steps: [
      { type: 'finder.filter', filter: inVina },
      { done: 'loadClubs', output: { clubs } },
      { check: ({ snapshot }) => expect(names(results(snapshot))[0]).toBe('Sportlife Ñuñoa') },
      { type: 'finder.favourite', clubId: 2, favourite: true },
      { type: 'finder.favourite', clubId: 3, favourite: false },
      {
        check: ({ snapshot }) => expect(names(results(snapshot))).toEqual(['Tenis Viña del Mar', 'Club Pádel Vitacura', 'Sportlife Ñuñoa']),
      },
      { type: 'finder.type', text: 'tenis' },
    ],
    end: 'found',
    assert: ({ invocations }) => expect(invocations).toHaveLength(1),
  },
  {
    name: 'a failed load is retried; clear goes back to the booking list',
    steps: [
      { type: 'finder.filter', filter: inVina },
      { fail: 'loadClubs', error: new Error('network down') },
      { type: 'finder.retry' },
      { done: 'loadClubs', output: { clubs: [] } },
      { type: 'finder.clear' },
    ],
    end: 'browsing',
    context: { text: '', filter: { stateId: null, cityIds: [], sportIds: [] } },
  },
];

describeModel(clubFinderMachine, {
  name: 'clubFinder',
  inputs: { chile: { country: 'CL' } },
  events: {
    'finder.type': [
      { type: 'finder.type', text: 'vitakura' },
      { type: 'finder.type', text: 'vi' },
    ],
    'finder.filter': [
      { type: 'finder.filter', filter: inVina },
      { type: 'finder.filter', filter: { stateId: null, cityIds: [], sportIds: [] } },
    ],
    'finder.clear': [{ type: 'finder.clear' }],
    'finder.retry': [{ type: 'finder.retry' }],
    'finder.favourite': [{ type: 'finder.favourite', clubId: 1, favourite: true }],
  },
  outputs: { loadClubs: [{ clubs }] },
  errors: { loadClubs: { other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ text: c.text, filter: c.filter, loadedFor: c.loadedFor, n: c.clubs.length }),
  require: { states: true, errors: true, transitions: true },
});
