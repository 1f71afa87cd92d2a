import fc from 'fast-check';
import type { EndpointDef } from '#kernel/contract';
import type { SampleRequest } from './sampleRequest';
import { schemaShaped } from './schemaShaped';

export type TokenKind = 'none' | 'valid' | 'garbage' | 'forged';

export interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, string | string[]>;
  /** JSON body (undefined: none), unless rawBody is set. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  token: TokenKind;
}

const HUGE_STRING = 'x'.repeat(20_000);

/** Values for ids and other path params: wrong types, huge and odd numbers, injection-looking text. */
export const oddParam: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.bigInt().map(String),
  fc.string({ maxLength: 30 }),
  fc.nat(20),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'null',
    '..',
    '%',
    '%00',
    '💥',
    "1' OR '1'='1",
    '[1]',
  ),
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER * 1000, -1e308, 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
  fc.constant(HUGE_STRING),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** The sample body with one or two fields dropped, retyped, or joined by an unknown one. */
function mutatedBody(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(sample);
  const mutations: fc.Arbitrary<Record<string, unknown>>[] = [
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) => ({ ...sample, [key]: value })),
  ];
  if (keys.length > 0) {
    mutations.push(
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key))),
      fc.tuple(fc.constantFrom(...keys), wrongValue).map(([key, value]) => ({ ...sample, [key]: value })),
      fc
        .tuple(fc.constantFrom(...keys), fc.constantFrom(...keys), wrongValue, wrongValue)
        .map(([a, b, va, vb]) => ({ ...sample, [a]: va, [b]: vb })),
    );
  }
  return fc.oneof(...mutations);
}

const rawBodies: fc.Arbitrary<Pick<FuzzRequest, 'rawBody' | 'contentType'>> = fc.oneof(
  fc.string({ maxLength: 40 }).map((rawBody) => ({ rawBody, contentType: 'application/json' })),
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[]',
      '"text"',
      '42',
      'true',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '\u0000',
    )
    .map((rawBody) => ({ rawBody, contentType: 'application/json' })),
  fc.string({ maxLength: 40 }).map((rawBody) => ({ rawBody, contentType: 'text/plain' })),
  fc.constant({ rawBody: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
  fc.constant({ rawBody: '{}', contentType: 'application/json; charset=utf-16' }),
  fc.constant({ rawBody: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' }),
);

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);

/** Requests to one endpoint that are mostly wrong somewhere: params, query, body, content type or token. */
export function fuzzRequests(endpoint: EndpointDef, sample: SampleRequest): fc.Arbitrary<FuzzRequest> {
  const names = pathParamNames(endpoint.path);
  const params = fc.oneof(
    fc.record(Object.fromEntries(names.map((name) => [name, oddParam]))),
    fc.constant(sample.params),
    fc.constant(sample.params),
  ) as fc.Arbitrary<Record<string, unknown>>;
  const query = fc.oneof(
    fc.constant(sample.query),
    fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.oneof(fc.string({ maxLength: 20 }), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 })),
      { maxKeys: 4 },
    ),
    fc.constant({ ...sample.query, huge: HUGE_STRING }),
  );
  const sampleObject =
    sample.body && typeof sample.body === 'object' && !Array.isArray(sample.body) ? (sample.body as Record<string, unknown>) : {};
  const jsonBody = fc
    .oneof(fc.constant(undefined), fc.constant(sample.body), fc.jsonValue({ maxDepth: 3 }), mutatedBody(sampleObject), {
      weight: 3,
      arbitrary: schemaShaped(endpoint.body),
    })
    .map((body) => ({ body }));
  const body = fc.oneof({ weight: 4, arbitrary: jsonBody }, { weight: 1, arbitrary: rawBodies });
  const token = fc.constantFrom<TokenKind>('none', 'valid', 'valid', 'garbage', 'forged');
  return fc.record({ params, query, body, token }).map(({ body: b, ...rest }) => ({ ...rest, ...b }));
}
