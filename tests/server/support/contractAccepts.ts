import type { EndpointDef } from '#kernel/contract';
import { controlCharacterAt } from '#server/http/controlCharacters';
import type { FuzzRequest } from './fuzzRequests';

const hasBody = (endpoint: EndpointDef) => endpoint.method !== 'GET' && endpoint.method !== 'DELETE';

/** The body as the server's parser would hand it to validation, or 'unparsable'. */
function bodyAsSent(request: FuzzRequest): unknown {
  if (request.rawBody === undefined) return request.body ?? undefined;
  if (request.contentType?.split(';')[0].trim().toLowerCase() !== 'application/json') return 'unparsable';
  try {
    return JSON.parse(request.rawBody);
  } catch {
    return 'unparsable';
  }
}

/**
 * The query as the server reads it off the wire: a key with an empty list of values is not sent at
 * all, and a list of one value is that key once, which the query parser hands over as a plain value.
 */
function queryAsSent(query: FuzzRequest['query']): FuzzRequest['query'] {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => !Array.isArray(v) || v.length > 0)
      .map(([k, v]) => [k, Array.isArray(v) && v.length === 1 ? v[0] : v]),
  );
}

/**
 * Whether the contract allows this request to succeed for a caller whose user id is `callerId`:
 * params, query and body match the schemas, a 'user' endpoint has a valid token, and the owner param
 * names the caller. Anything else must be answered with a 4xx envelope.
 */
export function contractAccepts(endpoint: EndpointDef, request: FuzzRequest, callerId: number): boolean {
  if (endpoint.auth === 'user' && request.token !== 'valid') return false;
  // The contract refuses any string holding a NUL or a control character (server/http/controlCharacters.ts).
  if (controlCharacterAt(request.params, true) !== null || controlCharacterAt(request.query, true) !== null) return false;
  const params = Object.fromEntries(Object.entries(request.params).map(([k, v]) => [k, String(v)]));
  const parsedParams = endpoint.params.safeParse(params);
  if (!parsedParams.success) return false;
  if (endpoint.ownerParam) {
    if (request.token !== 'valid') return false;
    if ((parsedParams.data as Record<string, unknown>)[endpoint.ownerParam] !== callerId) return false;
  }
  if (!endpoint.query.safeParse(queryAsSent(request.query)).success) return false;
  if (!hasBody(endpoint)) return true;
  const body = bodyAsSent(request);
  if (body === 'unparsable' || controlCharacterAt(body, false) !== null) return false;
  return endpoint.body.safeParse(body === null ? undefined : body).success;
}
