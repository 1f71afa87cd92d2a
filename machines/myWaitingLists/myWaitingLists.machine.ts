// /profile/my-waiting-lists: the player's waiting lists and leaving one.
//
//   loading     GET /api/waiting_list/user_lists → listed; failure → loadFailed
//   listed      entry.revoke {id} (a listed entry) → confirming
//   confirming  revoke.confirm → revoking; revoke.cancel → listed (nothing sent)
//   revoking    POST /api/waiting_list/{id} → listed with the answer; -404 (already gone) → loading
//               again with the message; other → listed with the message
//   loadFailed  waitingLists.reload → loading
import { assign, setup } from 'xstate';
import type { WaitingListEntryDto } from '#kernel/contract/booking';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type RejectionParams } from '#machines/shared/outcomes';
import { revokeWaitingListErrors } from './myWaitingLists.errors';
import type { MyWaitingListsContext, MyWaitingListsEvent } from './myWaitingLists.types';

type Args = { context: MyWaitingListsContext };
type EntryParams = { id: number };

const asked = ({ event }: { event: MyWaitingListsEvent }): EntryParams => ({ id: event.type === 'entry.revoke' ? event.id : 0 });

export const myWaitingListsMachine = setup({
  types: { context: {} as MyWaitingListsContext, events: {} as MyWaitingListsEvent },
  actors: {
    loadWaitingLists: placeholder<WaitingListEntryDto[], void>('myWaitingLists', 'loadWaitingLists'),
    revokeWaitingList: placeholder<WaitingListEntryDto[], { id: number }>('myWaitingLists', 'revokeWaitingList'),
  },
  guards: {
    isListed: ({ context }: Args, { id }: EntryParams) => context.entries.some((e) => e.id === id),
    revokeLeadsTo: rowLeadsTo(revokeWaitingListErrors),
  },
  actions: {
    assignEntries: assign((_, entries: WaitingListEntryDto[]) => ({ entries, revoking: null })),
    pick: assign((_, { id }: EntryParams) => ({ revoking: id, error: null })),
    drop: assign({ revoking: null }),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error, revoking: null })),
  },
}).createMachine({
  id: 'myWaitingLists',
  context: { entries: [], revoking: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWaitingLists',
        src: 'loadWaitingLists',
        onDone: { target: 'listed', actions: { type: 'assignEntries', params: output<WaitingListEntryDto[]> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    listed: {
      on: {
        'entry.revoke': { guard: { type: 'isListed', params: asked }, target: 'confirming', actions: { type: 'pick', params: asked } },
      },
    },
    /** Leaving a list loses the player's place in it: asked first. */
    confirming: {
      on: { 'revoke.confirm': 'revoking', 'revoke.cancel': { target: 'listed', actions: 'drop' } },
    },
    revoking: {
      invoke: {
        id: 'revokeWaitingList',
        src: 'revokeWaitingList',
        input: ({ context }) => ({ id: context.revoking ?? 0 }),
        onDone: { target: 'listed', actions: ['clearError', { type: 'assignEntries', params: output<WaitingListEntryDto[]> }] },
        onError: [
          {
            guard: { type: 'revokeLeadsTo', params: leadsTo('reload') },
            target: 'loading',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'listed', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    loadFailed: { on: { 'waitingLists.reload': { target: 'loading', actions: 'clearError' } } },
  },
});

export type MyWaitingListsMachine = typeof myWaitingListsMachine;
