// /profile/customercodes: the player's customer codes at clubs, and asking the clubs for the codes
// their identity document holds.
//
//   loading     GET /api/users/{id}/clubcustomercodes → listed; failure → loadFailed
//   listed      codes.retrieve → retrieving
//   retrieving  GET /api/users/{id}/retrieve-customer-codes → listed with how many were added;
//               failure (-12 no document, other) → listed with the message
//   loadFailed  codes.reload → loading
import { assign, setup } from 'xstate';
import type { ClubCustomerCodeDto } from '#kernel/contract/profileItems';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { CustomerCodesContext, CustomerCodesEvent, CustomerCodesInput, RetrievedCodes } from './customerCodes.types';

export const customerCodesMachine = setup({
  types: { context: {} as CustomerCodesContext, events: {} as CustomerCodesEvent, input: {} as CustomerCodesInput },
  actors: {
    loadCodes: placeholder<ClubCustomerCodeDto[], { userId: number }>('customerCodes', 'loadCodes'),
    retrieveCodes: placeholder<RetrievedCodes, { userId: number }>('customerCodes', 'retrieveCodes'),
  },
  actions: {
    assignCodes: assign((_, codes: ClubCustomerCodeDto[]) => ({ codes, error: null })),
    assignRetrieved: assign((_, { codes, added }: RetrievedCodes) => ({ codes, added, error: null })),
    startRetrieval: assign({ added: null, error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
}).createMachine({
  id: 'customerCodes',
  context: ({ input }) => ({ userId: input.userId, codes: [], added: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCodes',
        src: 'loadCodes',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'listed', actions: { type: 'assignCodes', params: output<ClubCustomerCodeDto[]> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    listed: { on: { 'codes.retrieve': { target: 'retrieving', actions: 'startRetrieval' } } },
    retrieving: {
      invoke: {
        id: 'retrieveCodes',
        src: 'retrieveCodes',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'listed', actions: { type: 'assignRetrieved', params: output<RetrievedCodes> } },
        onError: { target: 'listed', actions: { type: 'assignError', params: rejection } },
      },
    },
    loadFailed: { on: { 'codes.reload': 'loading' } },
  },
});

export type CustomerCodesMachine = typeof customerCodesMachine;
