import ky, { HTTPError, type KyInstance } from 'ky';
// Only the contract's building blocks: each caller imports its endpoint from its area file, so a
// screen's chunk carries the schemas of the calls it makes and no others.
import { fillPath, type BodyOf, type EndpointDef, type ParamsOf, type QueryOf, type ResponseOf } from '#kernel/contract/endpoint';
import { errorEnvelope } from '#kernel/contract/envelope';
import { FRONT_ID_HEADER, REQUEST_HEADERS, REQUESTED_WITH_VALUE, type SessionHeaders } from '#kernel/contract/headers';
import { ApiError, CONTRACT_ERROR_CODE, NETWORK_ERROR_CODE } from './apiError';

export interface ClientHooks {
  /** The header values for this moment (they change with login, language and country). */
  headers(): SessionHeaders;
  /** 401/403: the session is gone. Logged-in users go to /logout, others to /login?refresh=1. */
  onSessionLost?(loggedIn: boolean): void;
  /** Every App-Front-Id response header seen. */
  onFrontId?(frontId: string): void;
  /** The server could not be reached (sets the offline status). */
  onNetworkError?(): void;
}

export type CallInput<E extends EndpointDef> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** A multipart body instead of JSON (the profile picture); the browser sets its content type. */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * A token to check instead of the session's (device biometrics hand one back): sent as the
   * Authorization header, and its 401 is the caller's to judge, not a lost session.
   */
  authToken?: string;
};

export interface ApiClient {
  /** Calls one endpoint of the contract (`api.call(listClubs, { query })`) and parses its answer with the endpoint's schema. */
  call<E extends EndpointDef>(endpoint: E, input?: CallInput<E>): Promise<ResponseOf<E>>;
}

/** Where a lost session sends the user (spec part 1 §6). */
export function sessionLostPath(loggedIn: boolean): string {
  return loggedIn ? '/logout' : '/login?refresh=1';
}

export function createApiClient(hooks: ClientHooks, options: { prefixUrl?: string; fetch?: typeof fetch } = {}): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.prefixUrl,
    fetch: options.fetch,
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: true,
    hooks: {
      beforeRequest: [(request) => setHeaders(request.headers, hooks.headers())],
      afterResponse: [
        (_request, _options, response) => {
          const frontId = response.headers.get(FRONT_ID_HEADER);
          if (frontId) hooks.onFrontId?.(frontId);
        },
      ],
    },
  });

  async function call<E extends EndpointDef>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
    const { id } = endpoint;
    const url = fillPath(endpoint.path, input.params as Record<string, unknown>).replace(/^\//, options.prefixUrl ? '' : '/');
    let payload: unknown;
    try {
      const response = await http(url, {
        method: endpoint.method,
        searchParams: toSearchParams(input.query as Record<string, unknown> | undefined),
        json: input.form || input.body === undefined ? undefined : input.body,
        body: input.form,
        signal: input.signal,
        headers: input.authToken ? { [REQUEST_HEADERS.authorization]: `Bearer ${input.authToken}` } : undefined,
      });
      payload = await response.json();
    } catch (error) {
      throw await toApiError(id, error, input.authToken ? { ...hooks, onSessionLost: undefined } : hooks);
    }
    const parsed = endpoint.response.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError(id, 200, {
        code: CONTRACT_ERROR_CODE,
        message: `Response of ${id} does not match the contract: ${parsed.error.message}`,
      });
    }
    return parsed.data as ResponseOf<E>;
  }

  return { call };
}

function setHeaders(headers: Headers, h: SessionHeaders): void {
  headers.set(REQUEST_HEADERS.appId, h.appId);
  headers.set(REQUEST_HEADERS.appOs, h.appOs);
  headers.set(REQUEST_HEADERS.appVersion, h.appVersion);
  headers.set(REQUEST_HEADERS.language, h.language);
  headers.set(REQUEST_HEADERS.country, h.country);
  headers.set(REQUEST_HEADERS.requestedWith, REQUESTED_WITH_VALUE);
  if (h.token && !headers.has(REQUEST_HEADERS.authorization)) headers.set(REQUEST_HEADERS.authorization, `Bearer ${h.token}`);
}

function toSearchParams(query: Record<string, unknown> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  return params;
}

async function toApiError(id: string, error: unknown, hooks: ClientHooks): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status } = error.response;
    if (status === 401 || status === 403) hooks.onSessionLost?.(Boolean(hooks.headers().token));
    const body = await error.response.json().catch(() => undefined);
    const envelope = errorEnvelope.safeParse(body);
    if (envelope.success) return new ApiError(id, status, envelope.data);
    return new ApiError(id, status, { code: String(-status), message: error.message });
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  hooks.onNetworkError?.();
  return new ApiError(id, 0, { code: NETWORK_ERROR_CODE, message: error instanceof Error ? error.message : String(error) });
}
