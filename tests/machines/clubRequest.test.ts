// Model-based test of "request a new club": the contract's schema checks the form before it is sent
// (name and city required, phone and e-mail well formed when given); a failure keeps the form; an
// anonymous player is asked to log in and nothing is sent.
import { expect } from 'vitest';
import { clubRequestMachine, type ClubRequestMachine } from '#machines/clubRequest/clubRequest.machine';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<ClubRequestMachine>;
const fill = [
  { type: 'field.change' as const, field: 'clubName' as const, value: 'Pádel Los Dominicos' },
  { type: 'field.change' as const, field: 'city' as const, value: 'Las Condes' },
];

const journeys: J[] = [
  {
    name: 'empty name and a bad e-mail are refused; fixed, the request is sent without the empty fields',
    steps: [
      { type: 'field.change', field: 'contactEmail', value: 'no-es-correo' },
      { type: 'request.submit' },
      { check: ({ snapshot }) => expect([...snapshot.context.invalid].sort()).toEqual(['city', 'clubName', 'contactEmail']) },
      ...fill,
      { type: 'field.change', field: 'contactEmail', value: 'admin@dominicos.cl' },
      { type: 'request.submit' },
      { done: 'sendRequest', output: { requestId: 4 } },
    ],
    end: 'sent',
    assert: ({ invocations }) =>
      expect(invocations[0].input).toEqual({ clubName: 'Pádel Los Dominicos', city: 'Las Condes', contactEmail: 'admin@dominicos.cl' }),
  },
  {
    name: 'a failed send keeps the form and says so',
    steps: [...fill, { type: 'request.submit' }, { fail: 'sendRequest', error: new Error('network down') }],
    end: 'editing',
    context: { sendFailed: true },
  },
  {
    name: 'anonymous: asked to log in, nothing sent',
    input: { loggedIn: false },
    steps: [...fill, { type: 'request.submit' }],
    end: 'editing',
    assert: ({ invocations, effects }) => {
      expect(invocations).toEqual([]);
      expect(effects.map((e) => e.type)).toContain('requestLogin');
    },
  },
];

describeModel(clubRequestMachine, {
  name: 'clubRequest',
  inputs: { player: { loggedIn: true }, anonymous: { loggedIn: false } },
  events: {
    'field.change': [...fill, { type: 'field.change', field: 'contactPhone', value: 'x' }],
    'request.submit': [{ type: 'request.submit' }],
    'request.close': [{ type: 'request.close' }],
  },
  outputs: { sendRequest: [{ requestId: 4 }] },
  errors: { sendRequest: { other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ form: c.form, invalid: c.invalid, sendFailed: c.sendFailed }),
  require: { states: true, errors: true, transitions: true },
});
