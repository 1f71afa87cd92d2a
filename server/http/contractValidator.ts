import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The contract is written with zod/mini, which (unlike classic zod) loads no locale: its issues would
// all read "Invalid input". The server answers the English messages in a 400's details.issues, as
// before; the browser bundle leaves the locale out (its contract errors keep code, path and expected).
if (!z.config().localeError) z.config(en());

/**
 * The zod validator compiler, except that a request without a body reaches the body schema as
 * "absent" (undefined), as the contract means it. Fastify passes a missing body as null, which an
 * optional body schema (e.g. logout's) would refuse. A JSON `null` body counts as absent too.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = validatorCompiler(route as never);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => validate(data === null ? undefined : data);
};
