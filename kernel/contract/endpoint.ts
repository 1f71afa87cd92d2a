import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint.
 * - public: anyone; a token, when sent and valid, is still decoded.
 * - user: a valid session is required (401 otherwise).
 */
export type EndpointAuth = 'public' | 'user';

/** What a call-specific error code means; the client and the machines read the same table. */
export interface ErrorMeaning {
  /** HTTP status the server answers with. */
  status: number;
  /** Plain description for developers (user-facing texts live in the machines' error tables). */
  meaning: string;
}

export interface EndpointDef<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  A extends EndpointAuth = EndpointAuth,
> {
  /** Stable name: in the client's errors and logs, and the OpenAPI document's operationId. */
  id: string;
  method: HttpMethod;
  /** Path with `:name` placeholders, e.g. `/api/user/:userId`. */
  path: string;
  params: P;
  query: Q;
  body: B;
  response: R;
  auth: A;
  /**
   * The path param that names the calling user (e.g. `userId`): the server answers NO_ACCESS
   * (HTTP 404) when it differs from the token's user. The authorization test walks every such endpoint.
   */
  ownerParam?: string;
  /**
   * The spec's own no-access code for this call, answered (HTTP 404) instead of NO_ACCESS when the
   * resource is not the caller's: -64 for a booking, its vouchers and seats, and the bookings lists.
   */
  noAccessCode?: string;
  /** Call-specific error codes. */
  errors: Record<string, ErrorMeaning>;
  summary: string;
}

export const noParams = z.strictObject({});
/** Unknown query params (cache busters, tracking) are dropped, not refused. */
export const noQuery = z.object({});
export const noBody = z.optional(z.undefined());

type Parts = 'params' | 'query' | 'body';

/** Describe an endpoint once; missing parts default to "nothing accepted". */
export function defineEndpoint<
  P extends z.ZodMiniType = typeof noParams,
  Q extends z.ZodMiniType = typeof noQuery,
  B extends z.ZodMiniType = typeof noBody,
  R extends z.ZodMiniType = z.ZodMiniType,
  const A extends EndpointAuth = EndpointAuth,
>(def: Omit<EndpointDef<P, Q, B, R, A>, Parts> & Partial<Pick<EndpointDef<P, Q, B, R, A>, Parts>>) {
  return {
    ...def,
    params: (def.params ?? noParams) as P,
    query: (def.query ?? noQuery) as Q,
    body: (def.body ?? noBody) as B,
  } as EndpointDef<P, Q, B, R, A>;
}

export type ParamsOf<E extends EndpointDef> = z.input<E['params']>;
export type QueryOf<E extends EndpointDef> = z.input<E['query']>;
export type BodyOf<E extends EndpointDef> = z.input<E['body']>;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

/**
 * `/api/user/:userId` + `{ userId: 3 }` → `/api/user/3` (values are URI-encoded). A value that is a
 * dot segment ('.', '..') would be resolved away by every URL parser (`/api/clubs/../sports` is
 * `/api/sports`, another endpoint), so it is sent encoded twice: it reaches the server as data and
 * fails validation there instead of calling something else.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path param ${name} for ${path}`);
    const text = String(value);
    return text === '.' || text === '..' ? text.replace(/\./g, '%252E') : encodeURIComponent(text);
  });
}
