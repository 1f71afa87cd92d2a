import { createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, chatRoom, type ChatMessageDto } from '#kernel/contract/matchChat';
import { LIVE_EVENTS, LIVE_PATH, type JoinAnswer } from '#kernel/contract/notifications';
import { buildApp } from '#server/app';
import { createMailer } from '#server/mail/createMailer';
import type { SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { movableClock } from '../support/booking';
import { createMatchPlayers } from './matchPlayers';

// The chat of an accepted challenge: only its two players read, post or join its room (-8342); the
// room hears messages and deliveries; with Redis a message posted on one instance reaches a socket
// on another.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

function open(baseUrl: string, token: string): Promise<Socket> {
  const socket = connect(baseUrl, { path: LIVE_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const join = (socket: Socket, room: string) => socket.timeout(5000).emitWithAck(LIVE_EVENTS.join, { room }) as Promise<JoinAnswer>;
const nextEvent = <T>(socket: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} arrived`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

async function acceptedChallenge(server: TestServer, a: SignedPlayer, b: SignedPlayer): Promise<number> {
  const sent = await server.call('sendChallenge', { token: a.token, params: { userId: a.id, otherUserId: b.id }, body: { sportId: 1 } });
  const challengeId = sent.body.challengeId as number;
  await server.call('acceptChallenge', { token: b.token, params: { challengeId } });
  return challengeId;
}

describe('the chat on one instance', () => {
  const clock = movableClock('2026-03-02T15:00:00Z');
  let server: TestServer;
  let a: SignedPlayer;
  let b: SignedPlayer;
  let stranger: SignedPlayer;
  let challengeId: number;
  beforeAll(async () => {
    server = await startTestServer({ listen: true, now: clock.now });
    [a, b, stranger] = await createMatchPlayers(server.db, server.deps.tokens, 3, 'chat');
    challengeId = await acceptedChallenge(server, a, b);
  });
  afterAll(() => server?.close());

  const post = (who: SignedPlayer, message: string, id = challengeId) =>
    server.call('postChatMessage', { token: who.token, params: { challengeId: id }, body: { message } });

  it('a non-participant can neither read nor post nor join the room (-8342)', async () => {
    const read = await server.call('getChatHistory', { token: stranger.token, params: { challengeId } });
    expect([read.status, read.body.code]).toEqual([404, '-8342']);
    const wrote = await post(stranger, 'hola');
    expect([wrote.status, wrote.body.code]).toEqual([404, '-8342']);
    const marked = await server.call('markChatDeliveredMultiple', {
      token: stranger.token,
      params: { challengeId },
      body: { minEpochTs: 0, maxEpochTs: Date.now() },
    });
    expect(marked.body.code).toBe('-8342');
    const socket = await open(server.baseUrl!, stranger.token);
    expect(await join(socket, chatRoom(challengeId))).toEqual({ ok: false, code: '-8342' });
    expect((await server.call('getChatHistory', { token: b.token, params: { challengeId } })).body.chatHistory.messages).toEqual([]);
  });

  it('a message reaches the other player in the room; their read reaches the sender as delivered', async () => {
    const onA = await open(server.baseUrl!, a.token);
    const onB = await open(server.baseUrl!, b.token);
    expect(await join(onA, chatRoom(challengeId))).toMatchObject({ ok: true });
    expect(await join(onB, chatRoom(challengeId))).toMatchObject({ ok: true });
    const arriving = nextEvent<ChatMessageDto>(onB, CHAT_EVENTS.message);
    const sent = await post(a, '  ¿Jugamos el lunes a las 19?  ');
    expect(sent.body.message).toMatchObject({ fromUserId: a.id, message: '¿Jugamos el lunes a las 19?', delivered: false, type: 'sent' });
    expect(await arriving).toEqual(sent.body.message);
    const delivered = nextEvent<{ challengeId: number; msgId: number }>(onA, CHAT_EVENTS.delivered);
    const own = await server.call('markChatDelivered', { token: a.token, params: { challengeId, msgId: sent.body.message.id } });
    expect(own.body.delivered).toEqual([]); // the sender's own message is not theirs to mark
    const read = await server.call('markChatDelivered', { token: b.token, params: { challengeId, msgId: sent.body.message.id } });
    expect(read.body.delivered).toEqual([sent.body.message.id]);
    expect(await delivered).toEqual({ challengeId, msgId: sent.body.message.id });
    const history = await server.call('getChatHistory', { token: a.token, params: { challengeId } });
    expect(history.body.chatHistory.messages).toEqual([{ ...sent.body.message, delivered: true }]);
  });

  it('history by minEpochTs / maxEpochTs; mark-delivered-multiple marks the range; the other is notified of each message', async () => {
    const stamps: number[] = [];
    for (const text of ['uno', 'dos', 'tres']) {
      clock.advanceMinutes(1);
      stamps.push(clock.now().getTime());
      expect((await post(b, text)).status).toBe(200);
    }
    const mid = await server.call('getChatHistory', {
      token: a.token,
      params: { challengeId },
      query: { minEpochTs: String(stamps[1]), maxEpochTs: String(stamps[2]) },
    });
    expect(mid.body.chatHistory).toMatchObject({ minEpochTs: stamps[1], maxEpochTs: stamps[2], undeliveredMessages: 3 });
    expect(mid.body.chatHistory.messages.map((m: ChatMessageDto) => [m.message, m.type])).toEqual([
      ['dos', 'received'],
      ['tres', 'received'],
    ]);
    const marked = await server.call('markChatDeliveredMultiple', {
      token: a.token,
      params: { challengeId },
      body: { minEpochTs: stamps[0], maxEpochTs: stamps[1] },
    });
    expect(marked.body.delivered).toHaveLength(2);
    const after = await server.call('getChatHistory', { token: a.token, params: { challengeId } });
    expect(after.body.chatHistory.undeliveredMessages).toBe(1);
    const notes = await server.call('listNotifications', { token: a.token, query: { pageSize: '10' } });
    const chat = notes.body.notifications.filter((n: { type: string }) => n.type === 'chatMessages');
    expect(chat[0]).toMatchObject({ category: 'chatMessages', challengeId, body: 'tres', undeliveredMessagesCount: 3 });
  });

  it('a called-off match keeps its history but takes no new message (-8344)', async () => {
    await server.call('nogoChallenge', { token: a.token, params: { challengeId }, body: {} });
    expect((await post(a, 'otra')).body.code).toBe('-8344');
    expect((await server.call('getChatHistory', { token: b.token, params: { challengeId } })).body.chatHistory.messages).toHaveLength(4);
  });
});

async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
const withRedis = await redisReachable(REDIS_URL);
if (!withRedis) console.log(`chat across instances skipped: Redis is unreachable at ${REDIS_URL}`);

describe.runIf(withRedis)('the chat across two instances with the Redis adapter', () => {
  let a: TestServer;
  let b: FastifyInstance;
  let bUrl: string;
  beforeAll(async () => {
    a = await startTestServer({ listen: true, settings: { redisUrl: REDIS_URL } });
    ({ app: b } = await buildApp({
      database: a.database,
      settings: a.settings,
      mailer: createMailer(a.settings, { info: () => {} }),
      logger: false,
    }));
    await b.listen({ port: 0, host: '127.0.0.1' });
    const address = b.server.address();
    bUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a message posted on instance A reaches the rival’s socket on instance B', async () => {
    const [sender, rival] = await createMatchPlayers(a.db, a.deps.tokens, 2, 'chatx');
    const challengeId = await acceptedChallenge(a, sender, rival);
    const onB = await open(bUrl, rival.token);
    expect(await join(onB, chatRoom(challengeId))).toMatchObject({ ok: true });
    const arriving = nextEvent<ChatMessageDto>(onB, CHAT_EVENTS.message);
    const sent = await a.call('postChatMessage', { token: sender.token, params: { challengeId }, body: { message: 'across' } });
    expect(await arriving).toEqual(sent.body.message);
    console.log('chat message posted on instance A arrived on instance B');
  });
});
