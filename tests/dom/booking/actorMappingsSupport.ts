// A fake API client for the booking actors' mapping tests: answers each endpoint id from a table and
// records the calls; and a runner that starts one actor and waits for its output.
import { vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '#api/client';

type Call = Parameters<ApiClient['call']>;

/** An API client that answers each endpoint id from a table and records the calls (endpoint id, input). */
export function fakeApi(answers: Record<string, unknown>) {
  const calls: [string, Call[1]][] = [];
  const api: ApiClient = {
    call: vi.fn(async (...args: Call) => {
      const id = args[0].id;
      calls.push([id, args[1]]);
      const value = answers[id];
      if (value instanceof Error) throw value;
      if (value === undefined) throw new Error(`no answer for ${id}`);
      return value;
    }) as ApiClient['call'],
  };
  return { api, calls };
}

export const run = <O>(logic: AnyActorLogic, input: unknown): Promise<O> => toPromise(createActor(logic, { input }).start()) as Promise<O>;
