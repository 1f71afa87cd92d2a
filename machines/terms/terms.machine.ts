// /terms (spec part 3 §2, public):
//
//   loading --done--> shown
//           --error (-404 no terms for the country, network, other)--> failed --terms.reload--> loading
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { TermsContext, TermsEvent, TermsInput, TermsText } from './terms.types';

export const termsSetup = setup({
  types: { context: {} as TermsContext, events: {} as TermsEvent, input: {} as TermsInput },
  actors: {
    loadTerms: placeholder<TermsText, { country: string }>('terms', 'loadTerms'),
  },
  actions: {
    assignTerms: assign((_, terms: TermsText) => ({ terms, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
});

export const termsMachine = termsSetup.createMachine({
  id: 'terms',
  context: ({ input }) => ({ country: input.country, terms: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        input: ({ context }) => ({ country: context.country }),
        onDone: { target: 'shown', actions: { type: 'assignTerms', params: output<TermsText> } },
        onError: { target: 'failed', actions: { type: 'assignError', params: rejection } },
      },
    },
    shown: {},
    failed: { on: { 'terms.reload': 'loading' } },
  },
});

export type TermsMachine = typeof termsMachine;
