import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

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
