// Model-based test of a club card's favourite toggle: 2 while saving, the server's state after, the
// old state back on a failure, login first when anonymous.
import { expect } from 'vitest';
import { favouriteClubMachine, type FavouriteClubMachine } from '#machines/favouriteClub/favouriteClub.machine';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<FavouriteClubMachine>;
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'on: 2 while saving, then 1 from the server; again: 0',
    steps: [
      { type: 'favourite.toggle' },
      { check: ({ snapshot }) => expect(snapshot.context.state).toBe(2) },
      { done: 'toggleFavourite', output: { state: 1 } },
      { check: ({ snapshot }) => expect(snapshot.context.state).toBe(1) },
      { type: 'favourite.toggle' },
      { done: 'toggleFavourite', output: { state: 0 } },
    ],
    end: 'shown',
    context: { state: 0, failed: false },
    assert: ({ invocations }) => expect(invocations.map((i) => i.input)).toEqual([{ clubId: 7 }, { clubId: 7 }]),
  },
  {
    name: 'a failure puts the favourite back',
    input: { clubId: 7, favourite: true, loggedIn: true },
    steps: [{ type: 'favourite.toggle' }, { fail: 'toggleFavourite', error: apiError('-404', 404) }],
    end: 'shown',
    context: { state: 1, failed: true },
  },
  {
    name: 'anonymous: asked to log in, nothing saved',
    input: { clubId: 7, favourite: false, loggedIn: false },
    steps: [{ type: 'favourite.toggle' }],
    end: 'shown',
    context: { state: 0 },
    assert: ({ invocations, effects }) => {
      expect(invocations).toEqual([]);
      expect(effects.map((e) => e.type)).toEqual(['requestLogin']);
    },
  },
];

describeModel(favouriteClubMachine, {
  name: 'favouriteClub',
  inputs: {
    off: { clubId: 7, favourite: false, loggedIn: true },
    on: { clubId: 7, favourite: true, loggedIn: true },
    anonymous: { clubId: 7, favourite: false, loggedIn: false },
  },
  events: { 'favourite.toggle': [{ type: 'favourite.toggle' }] },
  outputs: { toggleFavourite: [{ state: 1 }, { state: 0 }] },
  errors: { toggleFavourite: { '-404': apiError('-404', 404), other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ state: c.state, before: c.before, failed: c.failed }),
  require: { states: true, errors: true, transitions: true },
});
