// Model-based test of the maps: located → zoom 12 around the device; refused → the country's centre;
// one club → zoom 16 on it; tiles failing leave the markers; a marker opens its club; inside the
// native shell one club's map is handed to the app (map.open with its place and name), again on request;
// a signed-in player narrows the clubs around to their favourites and back.
import { expect } from 'vitest';
import { clubsMapMachine, type ClubsMapMachine } from '#machines/clubsMap/clubsMap.machine';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<ClubsMapMachine>;
const clubs = [
  { id: 1, name: 'Club Pádel Vitacura', latitude: -33.39, longitude: -70.57, distance: 2.1 },
  { id: 2, name: 'Sportlife Ñuñoa', latitude: -33.45, longitude: -70.6, distance: 6.3 },
];
const here = { latitude: -33.41, longitude: -70.58 };

const journeys: J[] = [
  {
    name: 'located: zoom 12 around the device; a marker opens its club; an unknown one does nothing',
    steps: [
      { done: 'locate', output: here },
      { done: 'loadClubs', output: { clubs, tilesUrl: null } },
      { type: 'marker.open', clubId: 99 },
      { type: 'marker.open', clubId: 2 },
    ],
    end: 'shown',
    context: { zoom: 12, located: true, centre: here },
    assert: ({ effects, invocations }) => {
      expect(effects.filter((e) => e.type === 'goToClub').map((e) => e.params)).toEqual([{ clubId: 2 }]);
      expect(invocations[0]).toMatchObject({ src: 'locate', input: { timeoutMs: 15_000, enableHighAccuracy: true, maximumAgeMs: 0 } });
    },
  },
  {
    name: "refused: Chile's centre, the clubs still load; the tiles fail and the markers stay",
    steps: [
      { fail: 'locate', error: new Error('denied') },
      { done: 'loadClubs', output: { clubs, tilesUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' } },
      { type: 'tiles.failed' },
    ],
    end: 'shown',
    context: { located: false, centre: { latitude: -33.45, longitude: -70.68 }, tilesFailed: true },
    assert: ({ invocations }) =>
      expect(invocations[1]).toMatchObject({ src: 'loadClubs', input: { centre: { latitude: -33.45, longitude: -70.68 } } }),
  },
  {
    name: 'one club: zoom 16 on it',
    input: { clubId: 1, country: 'CL', shellMap: false, signedIn: false },
    steps: [{ done: 'loadClub', output: { clubs: [clubs[0]], tilesUrl: null } }],
    end: 'shown',
    context: { zoom: 16, centre: { latitude: -33.39, longitude: -70.57 } },
    assert: ({ effects }) => expect(effects.filter((e) => e.type === 'openShellMap')).toEqual([]),
  },
  {
    name: "inside the shell one club's map is the app's: map.open with its place and name, again on request; the club opens",
    input: { clubId: 1, country: 'CL', shellMap: true, signedIn: false },
    steps: [
      { done: 'loadClub', output: { clubs: [clubs[0]], tilesUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' } },
      { check: ({ snapshot }) => expect(snapshot.matches('inShellMap')).toBe(true) },
      { type: 'shellMap.open' },
      { type: 'marker.open', clubId: 1 },
    ],
    end: 'inShellMap',
    assert: ({ effects }) => {
      const target = { latitude: -33.39, longitude: -70.57, label: 'Club Pádel Vitacura' };
      expect(effects.filter((e) => e.type === 'openShellMap').map((e) => e.params)).toEqual([target, target]);
      expect(effects.filter((e) => e.type === 'goToClub').map((e) => e.params)).toEqual([{ clubId: 1 }]);
    },
  },
  {
    name: 'inside the shell the clubs around the player stay on the page (map.open shows one place)',
    input: { clubId: null, country: 'CL', shellMap: true, signedIn: false },
    steps: [
      { done: 'locate', output: here },
      { done: 'loadClubs', output: { clubs, tilesUrl: null } },
    ],
    end: 'shown',
    assert: ({ effects }) => expect(effects.filter((e) => e.type === 'openShellMap')).toEqual([]),
  },
  {
    name: 'signed in: only my favourites, nearest first, around the same centre; then every club again',
    input: { clubId: null, country: 'CL', shellMap: false, signedIn: true },
    steps: [
      { done: 'locate', output: here },
      { done: 'loadClubs', output: { clubs, tilesUrl: null } },
      { type: 'favourites.toggle' },
      { check: ({ snapshot }) => expect(snapshot.context.favouritesOnly).toBe(true) },
      { done: 'loadFavourites', output: { clubs: [clubs[1]], tilesUrl: null } },
      { check: ({ snapshot }) => expect(snapshot.context.clubs.map((c) => c.id)).toEqual([2]) },
      { type: 'marker.open', clubId: 1 },
      { type: 'marker.open', clubId: 2 },
      { type: 'favourites.toggle' },
      { done: 'loadClubs', output: { clubs, tilesUrl: null } },
    ],
    end: 'shown',
    context: { favouritesOnly: false },
    assert: ({ effects, invocations }) => {
      expect(invocations.find((i) => i.src === 'loadFavourites')).toMatchObject({ input: { centre: here, country: 'CL' } });
      // A club no longer on the map does not open.
      expect(effects.filter((e) => e.type === 'goToClub').map((e) => e.params)).toEqual([{ clubId: 2 }]);
    },
  },
  {
    name: 'signed out: the favourites toggle does nothing',
    steps: [{ done: 'locate', output: here }, { done: 'loadClubs', output: { clubs, tilesUrl: null } }, { type: 'favourites.toggle' }],
    end: 'shown',
    context: { favouritesOnly: false },
    assert: ({ invocations }) => expect(invocations.some((i) => i.src === 'loadFavourites')).toBe(false),
  },
  {
    name: 'the favourites fail to load: trying again starts over with every club around',
    input: { clubId: null, country: 'CL', shellMap: false, signedIn: true },
    steps: [
      { fail: 'locate', error: new Error('denied') },
      { done: 'loadClubs', output: { clubs, tilesUrl: null } },
      { type: 'favourites.toggle' },
      { fail: 'loadFavourites', error: new Error('network down') },
      { check: ({ snapshot }) => expect(snapshot.matches('failed')).toBe(true) },
      { type: 'map.retry' },
      { done: 'locate', output: here },
    ],
    end: 'loadingClubs',
    context: { favouritesOnly: false, located: true },
  },
];

describeModel(clubsMapMachine, {
  name: 'clubsMap',
  inputs: {
    around: { clubId: null, country: 'CL', shellMap: false, signedIn: false },
    signedIn: { clubId: null, country: 'CL', shellMap: false, signedIn: true },
    one: { clubId: 1, country: 'CL', shellMap: false, signedIn: false },
    oneInShell: { clubId: 1, country: 'CL', shellMap: true, signedIn: false },
  },
  events: {
    'map.retry': [{ type: 'map.retry' }],
    'marker.open': [
      { type: 'marker.open', clubId: 1 },
      { type: 'marker.open', clubId: 99 },
    ],
    'tiles.failed': [{ type: 'tiles.failed' }],
    'shellMap.open': [{ type: 'shellMap.open' }],
    'favourites.toggle': [{ type: 'favourites.toggle' }],
  },
  outputs: {
    locate: [here],
    loadClubs: [{ clubs, tilesUrl: null }],
    loadClub: [{ clubs: [clubs[0]], tilesUrl: null }],
    loadFavourites: [{ clubs: [clubs[1]], tilesUrl: null }],
  },
  errors: {
    locate: { denied: new Error('denied') },
    loadClubs: { other: new Error('network down') },
    loadFavourites: { other: new Error('network down') },
    loadClub: { '-404': Object.assign(new Error('-404'), { code: '-404', status: 404 }), other: new Error('network down') },
  },
  journeys,
  serializeContext: (c) => ({ zoom: c.zoom, located: c.located, n: c.clubs.length, tilesFailed: c.tilesFailed, fav: c.favouritesOnly }),
  require: { states: true, errors: true, transitions: true },
});
