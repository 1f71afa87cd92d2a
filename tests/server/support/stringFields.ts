import type { EndpointDef } from '#kernel/contract';
import { sampleFromJsonSchema, toJsonSchema, type JsonSchema } from './jsonSchemaSample';
import type { SampleRequest } from './sampleRequest';

// Every string field of an endpoint's request (path params, query, body; nested and optional ones
// included), found in its contract schemas, and a copy of a valid request with one of them set to a
// given text: the contract-wide fuzz puts a NUL and control characters in each (issue 10, item 3).

export type RequestPart = 'params' | 'query' | 'body';
export interface StringField {
  part: RequestPart;
  /** Keys and array indexes from the part's root. */
  path: (string | number)[];
}

const MAX_DEPTH = 6;

/** The variants of a schema a value may take (anyOf / oneOf), without the null one. */
function variants(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap(variants);
  if (schema.allOf) return [Object.assign({}, ...schema.allOf) as JsonSchema];
  return [schema];
}

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

function collect(schema: JsonSchema, path: (string | number)[], out: (string | number)[][], depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const variant of variants(schema)) {
    const types = typesOf(variant);
    if (types.includes('string') && variant.enum === undefined && variant.const === undefined) out.push(path);
    if (types.includes('object'))
      for (const [key, child] of Object.entries(variant.properties ?? {})) collect(child, [...path, key], out, depth + 1);
    if (types.includes('array') && variant.items) collect(variant.items, [...path, 0], out, depth + 1);
  }
}

/** The string fields of an endpoint's request, each once. */
export function stringFields(endpoint: EndpointDef): StringField[] {
  const fields: StringField[] = [];
  const parts: [RequestPart, EndpointDef['params']][] = [
    ['params', endpoint.params],
    ['query', endpoint.query],
  ];
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') parts.push(['body', endpoint.body]);
  for (const [part, schema] of parts) {
    const paths: (string | number)[][] = [];
    collect(toJsonSchema(schema), [], paths, 0);
    const seen = new Set<string>();
    for (const path of paths) {
      const key = JSON.stringify(path);
      if (path.length > 0 && !seen.has(key)) {
        seen.add(key);
        fields.push({ part, path });
      }
    }
  }
  return fields;
}

/** The sub-schema at a path (the first variant that has it). */
function schemaAt(schema: JsonSchema, path: (string | number)[]): JsonSchema | undefined {
  if (path.length === 0) return schema;
  const [head, ...rest] = path;
  for (const variant of variants(schema)) {
    const child = typeof head === 'number' ? variant.items : variant.properties?.[head];
    const found = child && schemaAt(child, rest);
    if (found) return found;
  }
  return undefined;
}

/** A sample object or array for a container schema (the first variant that is one). */
function containerSample(schema: JsonSchema | undefined, array: boolean): Record<string | number, unknown> {
  for (const variant of schema ? variants(schema) : []) {
    if (typesOf(variant).includes(array ? 'array' : 'object')) {
      const sample = sampleFromJsonSchema({ ...variant, ...(array ? { minItems: 1 } : {}) });
      if (sample && typeof sample === 'object') return sample as Record<string | number, unknown>;
    }
  }
  return array ? ([] as unknown as Record<number, unknown>) : {};
}

/** A copy of a valid request with one string field set to `text` (containers created as needed). */
export function withStringField(endpoint: EndpointDef, sample: SampleRequest, field: StringField, text: string): SampleRequest {
  const request: SampleRequest = structuredClone(sample);
  const rootSchema = toJsonSchema(field.part === 'params' ? endpoint.params : field.part === 'query' ? endpoint.query : endpoint.body);
  if (field.part === 'params' || field.part === 'query') {
    (request[field.part] as Record<string, unknown>)[String(field.path[0])] = text;
    return request;
  }
  if (request.body === undefined || request.body === null || typeof request.body !== 'object')
    request.body = containerSample(rootSchema, false);
  let node = request.body as Record<string | number, unknown>;
  for (let i = 0; i < field.path.length - 1; i++) {
    const key = field.path[i];
    const next = node[key];
    if (next === null || typeof next !== 'object')
      node[key] = containerSample(schemaAt(rootSchema, field.path.slice(0, i + 1)), typeof field.path[i + 1] === 'number');
    node = node[key] as Record<string | number, unknown>;
  }
  node[field.path[field.path.length - 1]] = text;
  return request;
}
