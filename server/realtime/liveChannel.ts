import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { COMMON_ERRORS } from '#kernel/contract';
import { LIVE_EVENTS, LIVE_PATH, notificationRoom, type JoinAnswer } from '#kernel/contract/notifications';
import type { ServerDeps } from '#server/deps';
import { latestNotificationId, notificationsAfter } from '#server/notifications/notificationRows';
import { mayJoinChat } from '#server/match/chat';
import { redisAdapter } from './redisAdapter';
import { requireSession } from './socketAuth';

interface JoinRequest {
  room?: unknown;
  /** The last notification id the client saw: what came after it is sent again (a reconnect's catch-up). */
  lastId?: unknown;
}

type Ack = (answer: JoinAnswer) => void;
const noAck: Ack = () => {};

function onJoin(deps: ServerDeps, socket: Socket) {
  return async (request: JoinRequest | string, maybeAck?: Ack) => {
    const ack = typeof maybeAck === 'function' ? maybeAck : noAck;
    const { room, lastId } = typeof request === 'string' ? { room: request, lastId: undefined } : (request ?? {});
    const userId = socket.data.userId as number;
    // The caller's own channel, or the chat room of a challenge they play in (spec §6: -8342 otherwise).
    const chat = typeof room === 'string' ? /^chatRoom#(\d{1,9})$/.exec(room) : null;
    if (chat) {
      if (!(await mayJoinChat(deps.db, Number(chat[1]), userId))) return ack({ ok: false, code: '-8342' });
      await socket.join(room as string);
      return ack({ ok: true, lastId: 0 });
    }
    if (room !== notificationRoom(userId)) return ack({ ok: false, code: COMMON_ERRORS.NO_ACCESS });
    await socket.join(room);
    if (typeof lastId === 'number' && Number.isInteger(lastId) && lastId >= 0) {
      for (const missed of await notificationsAfter(deps.db, userId, lastId)) socket.emit(LIVE_EVENTS.notification, missed);
    }
    ack({ ok: true, lastId: await latestNotificationId(deps.db, userId) });
  };
}

/**
 * The live channel (spec part 3 §7): socket.io on the API's own HTTP server at /api/socket.io. A
 * client with an open session joins notificationChannel#{itsId} and gets each new notification there;
 * with REDIS_URL the rooms span every instance (the Redis adapter), else this process alone.
 */
export async function attachLiveChannel(app: FastifyInstance, deps: ServerDeps): Promise<Server> {
  const io = new Server(app.server, { path: LIVE_PATH, serveClient: false, cors: { origin: false } });
  const redis = deps.settings.redisUrl ? await redisAdapter(deps.settings.redisUrl) : null;
  if (redis) io.adapter(redis.adapter);
  io.use(requireSession(deps));
  io.on('connection', (socket) => {
    socket.on(LIVE_EVENTS.join, (request: JoinRequest | string, ack?: Ack) => {
      onJoin(deps, socket)(request, ack).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'live channel join failed');
        (typeof ack === 'function' ? ack : noAck)({ ok: false, code: COMMON_ERRORS.GENERIC });
      });
    });
    socket.on(LIVE_EVENTS.leave, (room: unknown) => {
      if (typeof room === 'string') void socket.leave(room);
    });
  });
  deps.notifier.live = {
    publish: (userId, notification) => io.to(notificationRoom(userId)).emit(LIVE_EVENTS.notification, notification),
    unread: (userId, count) => io.to(notificationRoom(userId)).emit(LIVE_EVENTS.unread, count),
    toRoom: (room, event, payload) => io.to(room).emit(event, payload),
    async endSession(userId, sid) {
      const sockets = await io.fetchSockets().catch(() => []);
      for (const socket of sockets) if (socket.data.userId === userId && socket.data.sid === sid) socket.disconnect(true);
    },
  };
  app.addHook('preClose', async () => {
    deps.notifier.live = null;
    io.local.disconnectSockets(true);
    io.engine.close();
    await redis?.close();
  });
  return io;
}
