// Model-based test of the club filter modal (spec part 1 §5, §9): states, cities of the chosen
// state, at most 3 cities and 3 sports ('You can select only three options'), a new state clears
// the cities; plus journeys pinning those rules.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { clubFilterMachine, type ClubFilterMachine } from '#machines/clubFilter/clubFilter.machine';
import { canChooseCities, overLimit } from '#machines/clubFilter/clubFilter.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<ClubFilterMachine>;

const sports = [1, 2, 3, 4].map((id) => ({ id, name: `Deporte ${id}` }));
const states = [
  { id: 13, name: 'Metropolitana' },
  { id: 5, name: 'Valparaíso' },
];
const santiagoCities = [1, 2, 3, 4].map((id) => ({ id, name: `Comuna ${id}` }));
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'three cities at most: a fourth shows the notice and is not chosen; taking one off makes room',
    steps: [
      { done: 'loadStates', output: { states } },
      { type: 'filter.chooseState', stateId: 13 },
      { done: 'loadCities', output: { cities: santiagoCities } },
      { check: ({ snapshot }) => expect(canChooseCities(snapshot)).toBe(true) },
      { type: 'filter.toggleCity', cityId: 1 },
      { type: 'filter.toggleCity', cityId: 2 },
      { type: 'filter.toggleCity', cityId: 3 },
      { type: 'filter.toggleCity', cityId: 4 },
      { check: ({ snapshot }) => expect(overLimit(snapshot)).toBe('cities') },
      { check: ({ snapshot }) => expect(snapshot.context.filter.cityIds).toEqual([1, 2, 3]) },
      { type: 'filter.toggleCity', cityId: 2 },
      { type: 'filter.toggleCity', cityId: 4 },
      { check: ({ snapshot }) => expect(overLimit(snapshot)).toBeNull() },
      { type: 'filter.apply' },
    ],
    end: 'applied',
    assert: ({ snapshot, invocations }) => {
      expect(snapshot.context.filter).toEqual({ stateId: 13, cityIds: [1, 3, 4], sportIds: [] });
      expect(invocations.at(-1)).toMatchObject({ src: 'loadCities', input: { country: 'CL', stateId: 13 } });
    },
  },
  {
    name: 'three sports at most; changing the state clears the cities',
    steps: [
      { done: 'loadStates', output: { states } },
      { type: 'filter.toggleSport', sportId: 1 },
      { type: 'filter.toggleSport', sportId: 2 },
      { type: 'filter.toggleSport', sportId: 3 },
      { type: 'filter.toggleSport', sportId: 4 },
      { check: ({ snapshot }) => expect(overLimit(snapshot)).toBe('sports') },
      { type: 'filter.chooseState', stateId: 13 },
      { done: 'loadCities', output: { cities: santiagoCities } },
      { type: 'filter.toggleCity', cityId: 1 },
      { type: 'filter.chooseState', stateId: 5 },
      { check: ({ snapshot }) => expect(snapshot.context.filter.cityIds).toEqual([]) },
      { check: ({ snapshot }) => expect(snapshot.context.cities).toEqual([]) },
      { done: 'loadCities', output: { cities: [{ id: 9, name: 'Viña del Mar' }] } },
      { type: 'filter.apply' },
    ],
    end: 'applied',
    assert: ({ snapshot }) => expect(snapshot.context.filter).toEqual({ stateId: 5, cityIds: [], sportIds: [1, 2, 3] }),
  },
  {
    name: 'opened with a filter: its state’s cities load; cancel changes nothing',
    input: { country: 'CL', sports, current: { stateId: 13, cityIds: [2], sportIds: [1] } },
    steps: [
      { done: 'loadStates', output: { states } },
      { done: 'loadCities', output: { cities: santiagoCities } },
      { type: 'filter.cancel' },
    ],
    end: 'cancelled',
    assert: ({ snapshot }) => expect(snapshot.context.filter).toEqual({ stateId: 13, cityIds: [2], sportIds: [1] }),
  },
];

// The modal's answer, from a running actor (the final states' outputs).
describe('clubFilter output', () => {
  it('applied carries the filter; cancelled carries nothing', async () => {
    const run = (last: 'filter.apply' | 'filter.cancel') => {
      const actor = createActor(
        clubFilterMachine.provide({
          actors: {
            loadStates: fromPromise(async () => ({ states })),
            loadCities: fromPromise(async () => ({ cities: santiagoCities })),
          },
        }),
        { input: { country: 'CL', sports } },
      ).start();
      return new Promise((resolve) => {
        actor.subscribe((s) => {
          if (s.matches('choosing')) {
            actor.send({ type: 'filter.toggleSport', sportId: 2 });
            actor.send({ type: last });
          }
          if (s.status === 'done') resolve(s.output);
        });
      });
    };
    expect(await run('filter.apply')).toEqual({ result: 'applied', filter: { stateId: null, cityIds: [], sportIds: [2] } });
    expect(await run('filter.cancel')).toEqual({ result: 'cancelled' });
  });
});

describeModel(clubFilterMachine, {
  name: 'clubFilter',
  inputs: {
    empty: { country: 'CL', sports },
    withFilter: { country: 'CL', sports, current: { stateId: 13, cityIds: [1, 2, 3], sportIds: [1, 2, 3] } },
  },
  events: {
    'filter.chooseState': [
      { type: 'filter.chooseState', stateId: 13 },
      { type: 'filter.chooseState', stateId: null },
    ],
    'filter.toggleCity': [
      { type: 'filter.toggleCity', cityId: 1 },
      { type: 'filter.toggleCity', cityId: 4 },
      { type: 'filter.toggleCity', cityId: 99 },
    ],
    'filter.toggleSport': [
      { type: 'filter.toggleSport', sportId: 1 },
      { type: 'filter.toggleSport', sportId: 4 },
      { type: 'filter.toggleSport', sportId: 99 },
    ],
    'filter.clear': [{ type: 'filter.clear' }],
    'filter.retry': [{ type: 'filter.retry' }],
    'filter.apply': [{ type: 'filter.apply' }],
    'filter.cancel': [{ type: 'filter.cancel' }],
  },
  outputs: {
    loadStates: [{ states }],
    loadCities: [{ cities: santiagoCities }],
  },
  errors: {
    loadStates: { '-404': apiError('-404', 404), other: new Error('network down') },
    loadCities: { '-404': apiError('-404', 404), other: new Error('network down') },
  },
  journeys,
  serializeContext: (c) => ({ filter: c.filter, cities: c.cities.length, states: c.states.length, overLimit: c.overLimit }),
  require: { states: true, errors: true, transitions: true },
});
