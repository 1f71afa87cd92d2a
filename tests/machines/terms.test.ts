// Model-based test of /terms: every state, transition and listed code, plus journeys.
import { expect } from 'vitest';
import { termsErrors } from '#machines/terms/terms.errors';
import { termsMachine, type TermsMachine } from '#machines/terms/terms.machine';
import * as select from '#machines/terms/terms.selectors';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

const CL_TERMS = {
  country: 'CL',
  language: 'es-CL',
  title: 'Términos y condiciones de uso',
  body: 'Primero.\n\n1. Tu cuenta.\n\n  \n\n2. Reservas.',
  updatedAt: '2026-11-24T00:00:00.000Z',
};

const events: EventFixtures<TermsMachine> = { 'terms.reload': [{ type: 'terms.reload' }] };
const outputs: OutputFixtures<TermsMachine> = { loadTerms: [CL_TERMS] };
const errors: ErrorFixtures<TermsMachine> = {
  loadTerms: { '-404': { code: '-404', status: 404 }, NETWORK: { code: 'NETWORK', status: 0 }, other: { code: '-1', status: 500 } },
};

describeModel(termsMachine, {
  name: 'terms',
  inputs: { chile: { country: 'CL' } },
  events,
  outputs,
  errors,
  serializeContext: (c) => ({ terms: c.terms?.country ?? null, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: "the country's terms load and show paragraph by paragraph",
      steps: [{ check: ({ snapshot }) => expect(select.isLoading(snapshot)).toBe(true) }, { done: 'loadTerms', output: CL_TERMS }],
      end: 'shown',
      assert: ({ snapshot, invocations }) => {
        expect(invocations).toEqual([{ id: 'loadTerms', src: 'loadTerms', input: { country: 'CL' } }]);
        expect(select.terms(snapshot)?.title).toBe(CL_TERMS.title);
        expect(select.paragraphs(snapshot)).toEqual(['Primero.', '1. Tu cuenta.', '2. Reservas.']);
        expect(select.notice(snapshot)).toBeNull();
      },
    },
    {
      name: 'no terms for the country (-404), then a retry that works',
      steps: [
        { fail: 'loadTerms', error: { code: '-404', status: 404 } },
        { check: ({ snapshot }) => expect(select.notice(snapshot)).toBe(termsErrors['-404']) },
        { type: 'terms.reload' },
        { done: 'loadTerms', output: CL_TERMS },
      ],
      end: 'shown',
    },
  ],
});
