// Model-based test of the match chat machine (/match/chat/{challengeId}): every state, every code of
// the history and send tables, and journeys for live messages, deliveries, the no-internet retry,
// the reload on resume and the nogo that leaves for match home.
import { expect } from 'vitest';
import { chatMachine, type ChatMachine } from '#machines/chat/chat.machine';
import * as select from '#machines/chat/chat.selectors';
import type { ChatHistory, ChatMessage } from '#machines/chat/chat.types';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<ChatMachine>;

const ME = 7;
const RIVAL = 9;
const T = Date.parse('2026-03-02T15:00:00Z');
const msgOf = (id: number, from: number, text: string, delivered = false): ChatMessage => ({
  id,
  challengeId: 41,
  fromUserId: from,
  epoch_ts: T + id * 1000,
  message: text,
  delivered,
  type: from === ME ? 'sent' : 'received',
});

const h = {
  empty: { messages: [], minEpochTs: null, maxEpochTs: null },
  some: {
    messages: [msgOf(1, ME, 'hola', true), msgOf(2, RIVAL, '¿lunes?'), msgOf(3, RIVAL, '¿19h?')],
    minEpochTs: T + 1000,
    maxEpochTs: T + 3000,
  },
} satisfies Record<string, ChatHistory>;

const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const inputs = { chat: { challengeId: 41, userId: ME } } as const;

const journeys: J[] = [
  {
    name: 'loads, reports the unread received range read, sends, the rival reads it (delivered)',
    steps: [
      { done: 'fetchHistory', output: h.some },
      { type: 'draft.change', text: '  Dale, lunes 19h  ' },
      { type: 'message.send' },
      { check: ({ snapshot }) => expect(select.draft(snapshot)).toBe('') },
      { done: 'postMessage', output: msgOf(4, ME, 'Dale, lunes 19h') },
      { type: 'live.message', message: msgOf(4, ME, 'Dale, lunes 19h') },
      { type: 'live.delivered', ids: [4] },
    ],
    end: 'open',
    assert: ({ snapshot, effects, invocations }) => {
      expect(effects[0]).toEqual({ type: 'reportRead', params: { challengeId: 41, minEpochTs: T + 2000, maxEpochTs: T + 3000 } });
      expect(invocations.at(-1)?.input).toEqual({ challengeId: 41, message: 'Dale, lunes 19h' });
      expect(select.messages(snapshot).map((m) => [m.id, m.delivered])).toEqual([
        [1, true],
        [2, false],
        [3, false],
        [4, true],
      ]);
    },
  },
  {
    name: 'a live message from the rival is shown once and reported read at once',
    steps: [
      { done: 'fetchHistory', output: h.empty },
      { type: 'live.message', message: { ...msgOf(5, RIVAL, 'llegué'), type: 'sent' } },
      { type: 'live.message', message: { ...msgOf(5, RIVAL, 'llegué'), type: 'sent' } },
    ],
    end: 'open',
    assert: ({ snapshot, effects }) => {
      expect(select.messages(snapshot)).toEqual([msgOf(5, RIVAL, 'llegué')]);
      expect(effects.filter((e) => e.type === 'reportRead' && e.params !== null)).toHaveLength(2);
    },
  },
  {
    name: 'a failed send shows the no-internet modal; retry sends the same text',
    steps: [
      { done: 'fetchHistory', output: h.empty },
      { type: 'draft.change', text: 'hola' },
      { type: 'message.send' },
      { fail: 'postMessage', error: new TypeError('Failed to fetch') },
      { check: ({ snapshot }) => expect(select.noInternet(snapshot)).toBe(true) },
      { type: 'send.retry' },
      { done: 'postMessage', output: msgOf(6, ME, 'hola') },
    ],
    end: 'open',
    assert: ({ invocations }) =>
      expect(invocations.filter((i) => i.src === 'postMessage').map((i) => i.input)).toEqual([
        { challengeId: 41, message: 'hola' },
        { challengeId: 41, message: 'hola' },
      ]),
  },
  {
    name: 'dismissing the modal puts the text back in the draft',
    steps: [
      { done: 'fetchHistory', output: h.empty },
      { type: 'draft.change', text: 'hola' },
      { type: 'message.send' },
      { fail: 'postMessage', error: new TypeError('Failed to fetch') },
      { type: 'send.dismiss' },
    ],
    end: 'open',
    assert: ({ snapshot }) => expect(select.draft(snapshot)).toBe('hola'),
  },
  {
    name: 'back online / foreground / reconnect: the history is read again and merged',
    steps: [{ done: 'fetchHistory', output: h.empty }, { type: 'live.resumed' }, { done: 'fetchHistory', output: h.some }],
    end: 'open',
    assert: ({ snapshot }) => expect(select.messages(snapshot)).toHaveLength(3),
  },
  {
    name: 'a nogoChallenge while in the chat goes to match home',
    steps: [{ done: 'fetchHistory', output: h.some }, { type: 'live.nogo' }],
    end: 'leftForHome',
    assert: ({ effects }) => expect(effects.at(-1)).toEqual({ type: 'goToMatchHome', params: undefined }),
  },
  {
    name: 'not a player of this match (-8342): the account check message',
    steps: [{ fail: 'fetchHistory', error: apiError('-8342', 404) }],
    end: 'noAccess',
    assert: ({ snapshot }) => expect(select.notice(snapshot)?.kind).toBe('noAccess'),
  },
];

describeModel(chatMachine, {
  name: 'chat',
  inputs,
  events: {
    'draft.change': [
      { type: 'draft.change', text: 'hola' },
      { type: 'draft.change', text: '   ' },
    ],
    'message.send': [{ type: 'message.send' }],
    'send.retry': [{ type: 'send.retry' }],
    'send.dismiss': [{ type: 'send.dismiss' }],
    'live.message': [{ type: 'live.message', message: msgOf(8, RIVAL, 'nuevo') }],
    'live.delivered': [{ type: 'live.delivered', ids: [1] }],
    'live.resumed': [{ type: 'live.resumed' }],
    'live.nogo': [{ type: 'live.nogo' }],
    'chat.reload': [{ type: 'chat.reload' }],
    'match.home': [{ type: 'match.home' }],
  },
  outputs: {
    fetchHistory: [h.empty, h.some],
    postMessage: [msgOf(9, ME, 'hola')],
  },
  errors: {
    fetchHistory: { '-8342': apiError('-8342', 404), other: new TypeError('Failed to fetch') },
    postMessage: { '-8342': apiError('-8342', 404), '-8344': apiError('-8344', 409), other: new TypeError('Failed to fetch') },
  },
  journeys,
  serializeContext: (c) => ({
    messages: c.messages.map((m) => `${m.id}${m.delivered ? 'd' : ''}`).join(','),
    draft: c.draft,
    sending: c.sendingText,
    error: c.error?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
