import type { FastifyInstance } from 'fastify';

/**
 * Form posts (application/x-www-form-urlencoded) of the provider pages and the return, parsed into
 * a plain object of strings. Only inside the encapsulated scope it is added to.
 */
export function acceptForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(String(body)))
      if (!Object.hasOwn(fields, key) && key !== '__proto__') fields[key] = value;
    done(null, fields);
  });
}

/** A form field as text ('' when absent). */
export const field = (body: unknown, name: string): string => {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};
