import fc from 'fast-check';
import type * as z from 'zod/mini';
import { sampleFromJsonSchema, toJsonSchema, type JsonSchema } from './jsonSchemaSample';

const MAX_STRING = 40;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern || schema.format) return fc.constant(sampleFromJsonSchema(schema) as string);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constant(sampleFromJsonSchema(schema) as string),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0) : undefined);
  const max = schema.maximum;
  if (integer) return fc.integer({ min: min ?? -2_147_483_648, max: max ?? 2_147_483_647 });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values of the shape a JSON schema describes (types, ranges, lengths, enums, required and some
 * optional fields), so that requests get past validation and reach the handlers with odd values.
 */
export function arbitraryFromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryFromJsonSchema(option, depth)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFromJsonSchema({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(properties.map(([key, value]) => [key, arbitraryFromJsonSchema(value, depth + 1)]));
      return fc.record(record, { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) });
    }
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(arbitraryFromJsonSchema(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: 3 });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Schema-shaped values for a contract schema; `undefined` when the schema is unrepresentable. */
export function schemaShaped(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  return arbitraryFromJsonSchema(toJsonSchema(schema));
}
