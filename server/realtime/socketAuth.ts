import type { Socket } from 'socket.io';
import { COMMON_ERRORS } from '#kernel/contract';
import { sessionCheck } from '#server/auth/sessionChecks';
import type { ServerDeps } from '#server/deps';

/** The session token a client sends: socket.io's auth payload, or the spec's `token` query. */
function tokenOf(socket: Socket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = socket.handshake.query.token;
  const token = typeof fromAuth === 'string' ? fromAuth : typeof fromQuery === 'string' ? fromQuery : null;
  return token && token.trim() !== '' ? token.trim() : null;
}

/**
 * socket.io middleware: a connection needs an open session (the same checks as the API's bearer
 * token); without one it is refused with the API's code (-401, or -403 for a closed account).
 */
export function requireSession(deps: Pick<ServerDeps, 'db' | 'tokens'>) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const token = tokenOf(socket);
      const payload = token ? await deps.tokens.verify(token) : null;
      const session = payload ? await sessionCheck(deps.db)(payload.sid, payload.id) : null;
      if (!payload || !session) return next(new Error(COMMON_ERRORS.UNAUTHENTICATED));
      if (session.closedAt) return next(new Error(COMMON_ERRORS.SESSION_REJECTED));
      socket.data.userId = payload.id;
      socket.data.sid = payload.sid;
      next();
    } catch {
      next(new Error(COMMON_ERRORS.GENERIC));
    }
  };
}
