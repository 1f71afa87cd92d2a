import { createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, LIVE_PATH, notificationRoom, type JoinAnswer, type NotificationDto } from '#kernel/contract/notifications';
import { buildApp } from '#server/app';
import { createMailer } from '#server/mail/createMailer';
import { playerOf, type Player } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// The live channel (spec part 3 §7): socket.io at /api/socket.io on the API's server; a session is
// required; a player joins only notificationChannel#{their id}; a reconnect catches up after the last
// id seen; with REDIS_URL two instances deliver to each other's clients.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const sockets: Socket[] = [];

function open(baseUrl: string, token?: string): Socket {
  const socket = connect(baseUrl, { path: LIVE_PATH, auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
const refused = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a session')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
const join = (socket: Socket, room: string, lastId?: number) =>
  socket.timeout(5000).emitWithAck(LIVE_EVENTS.join, { room, lastId }) as Promise<JoinAnswer>;
const next = (socket: Socket, ms = 5000) =>
  new Promise<NotificationDto>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification arrived')), ms);
    socket.once(LIVE_EVENTS.notification, (n: NotificationDto) => {
      clearTimeout(timer);
      resolve(n);
    });
  });
const texts = (title: string) => () => ({ title, body: 'body' });

afterAll(() => sockets.forEach((s) => s.close()));

describe('one instance', () => {
  let server: TestServer;
  let player: Player;
  let rival: Player;
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
    player = await playerOf(server, DEMO.player);
    rival = await playerOf(server, DEMO.rival);
  });
  afterAll(() => server?.close());

  it('refuses a socket without a token, or with an invalid one (-401)', async () => {
    expect(await refused(open(server.baseUrl!))).toBe('-401');
    expect(await refused(open(server.baseUrl!, 'not-a-token'))).toBe('-401');
  });

  it('refuses to join another player’s channel; delivers to the own one only', async () => {
    const mine = open(server.baseUrl!, player.token);
    const theirs = open(server.baseUrl!, rival.token);
    await Promise.all([connected(mine), connected(theirs)]);
    expect(await join(theirs, notificationRoom(player.id))).toEqual({ ok: false, code: '-404' });
    expect(await join(mine, notificationRoom(player.id))).toMatchObject({ ok: true });
    let leaked = false;
    theirs.on(LIVE_EVENTS.notification, () => (leaked = true));
    const arriving = next(mine);
    const sent = await server.deps.notifier.notify(player.id, 1, { type: 'bookingConfirmed', texts: texts('live one') });
    expect(await arriving).toEqual(sent);
    expect(leaked).toBe(false);
    // A read on any device: every open app of the player gets the new count.
    const count = new Promise<number>((resolve) => mine.once(LIVE_EVENTS.unread, resolve));
    await server.call('markNotificationRead', { token: player.token, params: { id: sent!.id } });
    expect(await count).toBe(0);
  });

  it('a logout ends that session’s socket (not the player’s other sessions)', async () => {
    const other = await server.login(DEMO.player);
    const ending = open(server.baseUrl!, other);
    const staying = open(server.baseUrl!, player.token);
    await Promise.all([connected(ending), connected(staying)]);
    const closed = new Promise<string>((resolve) => ending.once('disconnect', (reason) => resolve(reason)));
    expect((await server.call('logout', { token: other, params: { userId: player.id }, body: {} })).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    expect(await refused(open(server.baseUrl!, other))).toBe('-401');
  });

  it('a reconnect catches up on what came after the last id seen', async () => {
    const first = open(server.baseUrl!, player.token);
    await connected(first);
    const { lastId } = (await join(first, notificationRoom(player.id))) as { lastId: number };
    first.close();
    await server.deps.notifier.notify(player.id, 1, { type: 'bookingConfirmed', texts: texts('missed 1') });
    await server.deps.notifier.notify(player.id, 2, { type: 'paymentApproved', texts: texts('missed 2') });
    const again = open(server.baseUrl!, player.token);
    await connected(again);
    const caught: string[] = [];
    again.on(LIVE_EVENTS.notification, (n: NotificationDto) => caught.push(n.title));
    const answer = await join(again, notificationRoom(player.id), lastId);
    expect(caught).toEqual(['missed 1', 'missed 2']);
    expect(answer).toMatchObject({ ok: true, lastId: lastId + 2 });
  });
});

/** Whether Redis answers at REDIS_URL (a plain TCP connect, 1 s). */
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
if (!withRedis) console.log(`live channel across instances skipped: Redis is unreachable at ${REDIS_URL}`);

describe.runIf(withRedis)('two instances with the Redis adapter', () => {
  let a: TestServer;
  let b: FastifyInstance;
  let bUrl: string;
  let player: Player;
  beforeAll(async () => {
    a = await startTestServer({ listen: true, settings: { redisUrl: REDIS_URL } });
    // The second instance: its own HTTP server and socket.io, the same database and Redis.
    ({ app: b } = await buildApp({
      database: a.database,
      settings: a.settings,
      mailer: createMailer(a.settings, { info: () => {} }),
      logger: false,
    }));
    await b.listen({ port: 0, host: '127.0.0.1' });
    const address = b.server.address();
    bUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    player = await playerOf(a, DEMO.player);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a notification made on instance A reaches the player’s socket on instance B', async () => {
    const onB = open(bUrl, player.token);
    await connected(onB);
    expect(await join(onB, notificationRoom(player.id))).toMatchObject({ ok: true });
    const arriving = next(onB);
    const sent = await a.deps.notifier.notify(player.id, 2, { type: 'paymentApproved', texts: texts('across instances') });
    expect(await arriving).toEqual(sent);
  });
});
