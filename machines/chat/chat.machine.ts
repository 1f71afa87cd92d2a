// The match chat (/match/chat/{challengeId}; spec part 3 §4 "Chat"):
//
//   loading    GET chat-history → open (the received, unread messages are reported read); -8342 →
//              noAccess (the account check message); other → loadFailed
//   open       draft.change, message.send → sending; live.resumed (reconnect, foreground, back
//              online) → loading again (the view rejoins the room)
//   sending    POST chat → open (the message added, the draft cleared); -8344 → closed (called off);
//              -8342 → noAccess; other → sendFailed: the no-internet modal, send.retry / send.dismiss
//   anywhere   live.message adds a message once (a received one is reported read at once);
//              live.delivered marks mine delivered; live.nogo → leftForHome (match home)
//
// The view supplies fetchHistory and postMessage with `.provide({ actors })`, reportRead and
// goToMatchHome with `.provide({ actions })`.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo } from '#machines/shared/outcomes';
import { historyErrors, sendErrors } from './chat.errors';
import type { ChatContext, ChatEvent, ChatHistory, ChatInput, ChatMessage, ReadRange } from './chat.types';

type Args = { context: ChatContext; event: ChatEvent };

const byTime = (a: ChatMessage, b: ChatMessage) => a.epoch_ts - b.epoch_ts || a.id - b.id;

/** The messages with `incoming` added once each, in time order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, { ...m, delivered: m.delivered || (byId.get(m.id)?.delivered ?? false) });
  return [...byId.values()].sort(byTime);
}

/** The received messages not read yet, as the range mark-delivered-multiple takes. */
export function unreadRange(context: ChatContext, messages: ChatMessage[]): ReadRange | null {
  const unread = messages.filter((m) => m.fromUserId !== context.userId && !m.delivered);
  if (unread.length === 0) return null;
  return { challengeId: context.challengeId, minEpochTs: unread[0].epoch_ts, maxEpochTs: unread[unread.length - 1].epoch_ts };
}

/** A live message as the viewer sees it (the room carries the sender's side). */
const asSeenBy = (message: ChatMessage, userId: number): ChatMessage => ({
  ...message,
  type: message.fromUserId === userId ? 'sent' : 'received',
});

const liveMessage = ({ event, context }: Args) => (event.type === 'live.message' ? asSeenBy(event.message, context.userId) : null);

export const chatSetup = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent, input: {} as ChatInput },
  actors: {
    /** GET /api/match/challenges/{id}/chat-history. */
    fetchHistory: placeholder<ChatHistory, { challengeId: number }>('chat', 'fetchHistory'),
    /** POST /api/match/challenges/{id}/chat. */
    postMessage: placeholder<ChatMessage, { challengeId: number; message: string }>('chat', 'postMessage'),
  },
  guards: {
    hasDraft: ({ context }: Args) => context.draft.trim().length > 0,
    historyLeadsTo: rowLeadsTo(historyErrors),
    sendLeadsTo: rowLeadsTo(sendErrors),
  },
  actions: {
    assignHistory: assign(({ context }, history: ChatHistory) => ({
      messages: mergeMessages(context.messages, history.messages),
      error: null,
    })),
    addMessage: assign(({ context }, message: ChatMessage | null) =>
      message ? { messages: mergeMessages(context.messages, [message]) } : {},
    ),
    markDelivered: assign(({ context, event }: Args) => {
      if (event.type !== 'live.delivered') return {};
      const ids = new Set(event.ids);
      return { messages: context.messages.map((m) => (ids.has(m.id) ? { ...m, delivered: true } : m)) };
    }),
    assignDraft: assign(({ event }: Args) => ({ draft: event.type === 'draft.change' ? event.text.slice(0, 1000) : '' })),
    takeDraft: assign(({ context }: Args) => ({ sendingText: context.draft.trim(), draft: '' })),
    sent: assign(({ context }, message: ChatMessage) => ({
      messages: mergeMessages(context.messages, [message]),
      sendingText: '',
      error: null,
    })),
    restoreDraft: assign(({ context }: Args) => ({ draft: context.sendingText, sendingText: '' })),
    assignError: assign((_, { error }: ReturnType<typeof rejection>) => ({ error })),
    // ── supplied by the view ──
    /** Marks these received messages delivered on the server (mark-delivered-multiple). */
    reportRead: (_: Args, _range: ReadRange | null) => {},
    goToMatchHome: () => {},
  },
});

const keepError = { type: 'assignError', params: rejection } as const;
const readHistory = ({ context, event }: { context: ChatContext; event: { output: ChatHistory } }) =>
  unreadRange(context, mergeMessages(context.messages, event.output.messages));
const readLive = ({ context, event }: Args): ReadRange | null => {
  const message = event.type === 'live.message' ? event.message : null;
  if (!message || message.fromUserId === context.userId || message.delivered) return null;
  return { challengeId: context.challengeId, minEpochTs: message.epoch_ts, maxEpochTs: message.epoch_ts };
};

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: ({ input }) => ({
    challengeId: input.challengeId,
    userId: input.userId,
    messages: [],
    draft: '',
    sendingText: '',
    error: null,
  }),
  on: {
    'live.message': {
      actions: [
        { type: 'reportRead', params: readLive },
        { type: 'addMessage', params: liveMessage },
      ],
    },
    'live.delivered': { actions: 'markDelivered' },
    'live.nogo': '.leftForHome',
    'draft.change': { actions: 'assignDraft' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchHistory',
        src: 'fetchHistory',
        input: ({ context }) => ({ challengeId: context.challengeId }),
        onDone: {
          target: 'open',
          actions: [
            { type: 'reportRead', params: readHistory },
            { type: 'assignHistory', params: output<ChatHistory> },
          ],
        },
        onError: [
          { guard: { type: 'historyLeadsTo', params: leadsTo('noAccess') }, target: 'noAccess', actions: keepError },
          { target: 'loadFailed', actions: keepError },
        ],
      },
    },
    open: {
      on: {
        'message.send': { guard: 'hasDraft', target: 'sending', actions: 'takeDraft' },
        'live.resumed': 'loading',
      },
    },
    sending: {
      invoke: {
        id: 'postMessage',
        src: 'postMessage',
        input: ({ context }) => ({ challengeId: context.challengeId, message: context.sendingText }),
        onDone: { target: 'open', actions: { type: 'sent', params: output<ChatMessage> } },
        onError: [
          { guard: { type: 'sendLeadsTo', params: leadsTo('closed') }, target: 'closed', actions: keepError },
          { guard: { type: 'sendLeadsTo', params: leadsTo('noAccess') }, target: 'noAccess', actions: keepError },
          { target: 'sendFailed', actions: keepError },
        ],
      },
    },
    /** The no-internet modal: retry sends the same text again. */
    sendFailed: {
      on: {
        'send.retry': 'sending',
        'send.dismiss': { target: 'open', actions: 'restoreDraft' },
        'live.resumed': 'sending',
      },
    },
    closed: { on: { 'match.home': 'leftForHome' } },
    noAccess: { on: { 'match.home': 'leftForHome' } },
    loadFailed: { on: { 'chat.reload': 'loading', 'live.resumed': 'loading', 'match.home': 'leftForHome' } },
    leftForHome: { type: 'final', entry: 'goToMatchHome' },
  },
});

export type ChatMachine = typeof chatMachine;
