import * as z from 'zod/mini';

export type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  default?: unknown;
};

const STRING_CANDIDATES = ['a', 'sample', '2026-01-01', '12:00:00', '2026-01-01T12:00:00Z', 'Y', '1', 'CL'];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'sample@example.com';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'date-time') return '2026-01-01T12:00:00Z';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (value: string) => value.length >= min && value.length <= max && (!schema.pattern || new RegExp(schema.pattern).test(value));
  return STRING_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(min, 1));
}

function sampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low;
}

/** A minimal value that satisfies a JSON schema: required fields only, smallest allowed values. */
export function sampleFromJsonSchema(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleFromJsonSchema(options.find((o) => o.type !== 'null') ?? options[0]);
  if (schema.allOf) return sampleFromJsonSchema(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleFromJsonSchema(schema.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleFromJsonSchema(schema.items ?? {}));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'sample';
  }
}

/**
 * A minimal valid value for a contract schema, or undefined when the schema accepts "absent".
 * A fallback for endpoints without an entry in the sample table: refinements (e.g. two fields
 * that must match) and rules the JSON schema cannot express may need a hand-written sample.
 */
export function sampleFromSchema(schema: z.ZodMiniType): unknown {
  if (schema.safeParse(undefined).success) return undefined;
  return sampleFromJsonSchema(toJsonSchema(schema));
}

/** The JSON schema of a contract schema as the server receives it (input side). */
export function toJsonSchema(schema: z.ZodMiniType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
