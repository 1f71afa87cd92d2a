import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, type ErrorEnvelope } from '#kernel/contract';
import { ApiFailure } from './apiFailure';

/** Every failure leaves as the error envelope; nothing but a real bug answers 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply.status(error.status).send(envelope(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => `${error.validationContext ?? ''}${v.instancePath || ''} ${v.message}`.trim());
      return reply.status(400).send(envelope(COMMON_ERRORS.INVALID_INPUT, 'Invalid request', { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match the contract');
      return reply.status(500).send(envelope(COMMON_ERRORS.GENERIC, 'An error has ocurred. Please try again later'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(envelope(COMMON_ERRORS.INVALID_INPUT, error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(envelope(COMMON_ERRORS.GENERIC, 'An error has ocurred. Please try again later'));
  });
}
export function envelope(code: string, message: string, details?: Record<string, unknown>): ErrorEnvelope {
  return details ? { error: true, code, message, details } : { error: true, code, message };
}
