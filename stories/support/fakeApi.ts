import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { answer } from '../../tests/dom/booking/contractFixtures';

/** An answer that never comes: the screen stays in its loading state. */
export const PENDING = 'pending' as const;

type Body<Id extends keyof Endpoints> = Omit<ResponseOf<Endpoints[Id]>, 'error' | 'code'>;
/** What a call answers: a body (checked against the contract's schema), an error, or nothing ever. */
export type FakeAnswer<Id extends keyof Endpoints> =
  Body<Id> | ApiError | typeof PENDING | ((n: number) => Body<Id> | ApiError | typeof PENDING);
export type FakeAnswers = { [Id in keyof Endpoints]?: FakeAnswer<Id> };

/** A refusal with the spec's code, as the API client throws it. */
export const refused = (endpointId: string, code: string, status = 422) => new ApiError(endpointId, status, { code, message: code });
/** The server could not be reached. */
export const offline = (endpointId: string) => new ApiError(endpointId, 0, { code: 'NETWORK', message: 'offline' });

/**
 * An API client whose calls answer from fixtures typed and parsed by the contract (no server); a call
 * not listed never answers. The n-th call of an endpoint can answer differently (a function of n).
 */
export function fakeApi(answers: FakeAnswers): Pick<ApiClient, 'call'> {
  const counts: Record<string, number> = {};
  return {
    call: (async ({ id }: EndpointDef) => {
      const n = (counts[id] = (counts[id] ?? -1) + 1);
      const given = answers[id as keyof Endpoints] as FakeAnswer<keyof Endpoints> | undefined;
      const result = typeof given === 'function' ? given(n) : given;
      if (result === undefined || result === PENDING) return new Promise(() => undefined);
      if (result instanceof ApiError) throw result;
      return answer(id as keyof Endpoints, result as never);
    }) as ApiClient['call'],
  };
}
