// Model-based test of /profile/customercodes: every state, transition and listed code (-12 asks for
// the identity document), plus journeys for a retrieval that adds a code and one without a document.
import { expect } from 'vitest';
import type { ClubCustomerCodeDto } from '#kernel/contract/profileItems';
import { customerCodesMachine, type CustomerCodesMachine } from '#machines/customerCodes/customerCodes.machine';
import * as select from '#machines/customerCodes/customerCodes.selectors';
import { describeModel, type Journey } from './support/modelTest';

const code = (id: number, name: string): ClubCustomerCodeDto => ({ id, name, clubId: id, clubName: `Club ${id}`, maxActiveBookings: 2 });
const one = [code(1, 'Socio Polanco')];
const two = [code(2, 'Socio Vitacura'), ...one];
const apiError = (c: string, status: number) => Object.assign(new Error(c), { code: c, status });

const journeys: Journey<CustomerCodesMachine>[] = [
  {
    name: 'retrieving adds the code the document holds and says how many',
    steps: [{ done: 'loadCodes', output: one }, { type: 'codes.retrieve' }, { done: 'retrieveCodes', output: { codes: two, added: 1 } }],
    end: 'listed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[1]).toMatchObject({ src: 'retrieveCodes', input: { userId: 7 } });
      expect(select.codes(snapshot).map((c) => c.name)).toEqual(['Socio Vitacura', 'Socio Polanco']);
      expect(select.added(snapshot)).toBe(1);
    },
  },
  {
    name: 'without an identity document (-12) the list stays and asks for it',
    steps: [{ done: 'loadCodes', output: [] }, { type: 'codes.retrieve' }, { fail: 'retrieveCodes', error: apiError('-12', 422) }],
    end: 'listed',
    assert: ({ snapshot }) => {
      expect(select.needsDocument(snapshot)).toBe(true);
      expect(select.retrieveError(snapshot)).not.toBeNull();
      expect(select.added(snapshot)).toBeNull();
    },
  },
];

describeModel(customerCodesMachine, {
  name: 'customerCodes',
  inputs: { player: { userId: 7 } },
  events: { 'codes.retrieve': [{ type: 'codes.retrieve' }], 'codes.reload': [{ type: 'codes.reload' }] },
  outputs: { loadCodes: [one], retrieveCodes: [{ codes: two, added: 1 }] },
  errors: {
    loadCodes: { other: new Error('network down') },
    retrieveCodes: { '-12': apiError('-12', 422), other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({ c: c.codes.length, a: c.added, e: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
