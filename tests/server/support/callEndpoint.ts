import type { FastifyInstance, InjectOptions } from 'fastify';
import { endpoints, fillPath, type EndpointDef, type EndpointId } from '#kernel/contract';

export interface CallInput {
  /** Path params; anything goes (tests send malformed ones too). */
  params?: Record<string, unknown>;
  query?: Record<string, string | string[]>;
  /** Sent as JSON unless rawBody is given. */
  body?: unknown;
  /** Sent as is, with contentType (default application/json). */
  rawBody?: string;
  contentType?: string;
  /** Bearer token; null or omitted sends none. */
  token?: string | null;
  headers?: Record<string, string>;
  /** The client address the server sees (request.ip), e.g. to act as another client. */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  // Tests read both success fields and the error envelope from it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

/** Calls a contract endpoint (by id or definition) with app.inject and parses the JSON answer. */
export async function callEndpoint(app: FastifyInstance, endpoint: EndpointId | EndpointDef, input: CallInput = {}): Promise<CallResult> {
  const def: EndpointDef = typeof endpoint === 'string' ? endpoints[endpoint] : endpoint;
  const headers: Record<string, string> = { ...input.headers };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  const options: InjectOptions = {
    method: def.method,
    url: fillPath(def.path, input.params),
    query: input.query,
    headers,
    remoteAddress: input.remoteAddress,
  };
  if (input.rawBody !== undefined) {
    options.payload = input.rawBody;
    headers['content-type'] = input.contentType ?? 'application/json';
  } else if (input.body !== undefined) {
    options.payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  const response = await app.inject(options);
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // not JSON: the raw text stays, and tests asserting the envelope fail on it
  }
  return { status: response.statusCode, body, headers: response.headers };
}
