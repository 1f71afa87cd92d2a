import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { OK_CODE, type EndpointDef } from '#kernel/contract';
import { authenticate } from '#server/auth/authenticate';
import type { TokenPayload } from '#server/auth/tokens';
import type { ServerDeps } from '#server/deps';
import { noAccess, sessionRejected, unauthenticated } from './apiFailure';
import { sendJsonBytes } from './compression';

export interface HandlerContext<E extends EndpointDef> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** The caller's token payload: always set on 'user' endpoints, when sent and valid on 'public' ones. */
  auth: E['auth'] extends 'user' ? TokenPayload : TokenPayload | null;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: ServerDeps;
}

/** The call's own fields; the envelope's error flag and code are added here. */
export type HandlerResult<E extends EndpointDef> = Omit<z.input<E['response']>, 'error' | 'code'>;
export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<HandlerResult<E>>;

/** A successful answer: the call's fields in the contract's envelope. */
export const okEnvelope = <T extends object>(result: T) => ({ error: false as const, code: OK_CODE, ...result });

/**
 * Sends JSON that already is a whole answer (okEnvelope's, written once and kept) as it is, with no
 * response check: for answers whose shape the tests check.
 */
export async function answerJson<E extends EndpointDef>(
  request: FastifyRequest,
  reply: FastifyReply,
  json: Buffer,
): Promise<HandlerResult<E>> {
  await sendJsonBytes(request, reply, json);
  return SENT as HandlerResult<E>;
}

/** What a handler that sent its answer itself returns. */
const SENT = Object.freeze({});

/**
 * Registers one contract endpoint: the same zod schemas validate the request and the response,
 * the session is checked, and an endpoint with an owner param answers NO_ACCESS (404) to other users.
 */
export function registerEndpoint<E extends EndpointDef>(app: FastifyInstance, deps: ServerDeps, endpoint: E, handler: Handler<E>): void {
  // A POST, PUT or PATCH that takes no body is validated too (noBody): one sent anyway is refused, as the contract says.
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      params: endpoint.params,
      querystring: endpoint.query,
      ...(hasBody ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    handler: async (request, reply) => {
      const state = await authenticate(request, deps.db, deps.tokens);
      let auth: TokenPayload | null = null;
      if (endpoint.auth === 'user') {
        if (state.kind === 'anonymous' || state.kind === 'invalid') throw unauthenticated();
        if (state.kind === 'rejected') throw sessionRejected();
        auth = state.payload;
      } else if (state.kind === 'user') {
        auth = state.payload;
      }
      const params = request.params as Record<string, unknown>;
      if (endpoint.ownerParam && (!auth || params[endpoint.ownerParam] !== auth.id)) throw noAccess(endpoint.noAccessCode);
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth,
        request,
        reply,
        deps,
      } as HandlerContext<E>);
      // Fastify's rule for async handlers that sent: answer the reply itself.
      if (result === SENT) return reply;
      return okEnvelope(result);
    },
  });
}
