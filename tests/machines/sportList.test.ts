// Model-based test of /book/sports: the sports load (retry on a failure); a sport goes on to book it;
// a club's external link opens its generated address, a failure says so and the list stays.
import { expect } from 'vitest';
import { sportListMachine, type SportListMachine } from '#machines/sportList/sportList.machine';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<SportListMachine>;
const sports = [
  { id: 1, code: 'padel', name: 'Pádel' },
  { id: 2, code: 'tennis', name: 'Tenis' },
];
const links = [{ externalLinkId: 5, name: 'Clases', image: null, pos: 0 }];
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: "a club's sport goes on to book it",
    input: { clubId: 3 },
    steps: [
      { done: 'loadSports', output: { sports, links } },
      { type: 'sport.choose', sportId: 2 },
    ],
    end: 'shown',
    assert: ({ effects }) =>
      expect(effects).toContainEqual(expect.objectContaining({ type: 'goToSport', params: { clubId: 3, sportId: 2 } })),
  },
  {
    name: 'a link opens its address; an unknown link does nothing; a failure is shown',
    input: { clubId: 3 },
    steps: [
      { done: 'loadSports', output: { sports, links } },
      { type: 'link.open', linkId: 99 },
      { type: 'link.open', linkId: 5 },
      { done: 'generateLink', output: { url: 'https://example.test/clases' } },
      { type: 'link.open', linkId: 5 },
      { fail: 'generateLink', error: apiError('-404', 404) },
    ],
    end: 'shown',
    context: { linkFailed: true },
    assert: ({ effects }) =>
      expect(effects).toContainEqual(expect.objectContaining({ type: 'openExternal', params: { url: 'https://example.test/clases' } })),
  },
];

describeModel(sportListMachine, {
  name: 'sportList',
  inputs: { all: { clubId: null }, club: { clubId: 3 } },
  events: {
    'sports.retry': [{ type: 'sports.retry' }],
    'sport.choose': [{ type: 'sport.choose', sportId: 1 }],
    'link.open': [
      { type: 'link.open', linkId: 5 },
      { type: 'link.open', linkId: 99 },
    ],
  },
  outputs: { loadSports: [{ sports, links }], generateLink: [{ url: 'https://example.test/clases' }] },
  errors: {
    loadSports: { other: new Error('network down') },
    generateLink: { '-404': apiError('-404', 404), other: new Error('network down') },
  },
  journeys,
  serializeContext: (c) => ({ n: c.sports.length, linkFailed: c.linkFailed }),
  require: { states: true, errors: true, transitions: true },
});
