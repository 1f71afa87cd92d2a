import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ControlCharacterError, controlCharacterAt } from './controlCharacters';

// The contract is written with zod/mini, which (unlike classic zod) loads no locale: its issues would
// all read "Invalid input". The server answers the English messages in a 400's details.issues, as
// before; the browser bundle leaves the locale out (its contract errors keep code, path and expected).
if (!z.config().localeError) z.config(en());

/**
 * The zod validator compiler of every contract endpoint, with two rules of its own:
 * - every string of the request (params, query, body; values and keys) is refused with -400 when it
 *   holds a NUL or another control character (controlCharacters.ts) — one place for every field;
 * - a request without a body reaches the body schema as "absent" (undefined), as the contract means
 *   it. Fastify passes a missing body as null, which an optional body schema (e.g. logout's) would
 *   refuse. A JSON `null` body counts as absent too.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = validatorCompiler(route as never);
  const part = route.httpPart ?? 'body';
  const oneLine = part !== 'body';
  return (data: unknown) => {
    const where = controlCharacterAt(data, oneLine);
    if (where !== null) return { error: new ControlCharacterError(`${part}${where === '(value)' ? '' : where}`) };
    return validate(part === 'body' && data === null ? undefined : data);
  };
};
