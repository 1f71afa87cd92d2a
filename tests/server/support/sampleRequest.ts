import type { EndpointDef, EndpointId } from '#kernel/contract';
import { sampleFromSchema } from './jsonSchemaSample';
import { BOOKING_SAMPLES } from './bookingSamples';
import { PAYMENT_SAMPLES } from './paymentSamples';
import { registration } from './registration';

export interface SampleRequest {
  params: Record<string, unknown>;
  query: Record<string, string | string[]>;
  body: unknown;
}

type SampleOverrides = Partial<Omit<SampleRequest, 'params'>> & { params?: Record<string, unknown> };

/**
 * Hand-written valid requests for endpoints whose schema alone does not give a valid one (cross-field
 * rules, formats). Endpoints missing here get a sample built from their schemas. Later areas add
 * their endpoints here when the fallback is not enough (the authorization test says which).
 */
export const SAMPLE_REQUESTS: Partial<Record<EndpointId, (ownerId?: number) => SampleOverrides>> = {
  register: () => ({ body: registration() }),
  login: () => ({ body: { email: 'player@courtflow.test', password: 'courtflow' } }),
  updateUser: () => ({ body: { first_name: 'Sample' } }),
  setLanguage: () => ({ body: { language: 'en' } }),
  // Filtered to 'LP12345678' (8–20 letters and digits once the special characters go).
  saveLatamPassId: () => ({ body: { accountId: 'lp-1234 5678' } }),
  logout: () => ({ body: {} }),
  // The demo password, so that the sample reaches the answer (a pending change and its mail).
  requestEmailChange: () => ({ params: { email: 'sample.change@example.com' }, body: { password: 'courtflow' } }),
  // Never the address above: applying a change would stop the demo account's e-mail from logging in.
  confirmEmailChange: () => ({ params: { newEmail: 'sample.other@example.com' }, body: {} }),
  // The body names the caller again (a category of the seeded padel categories at Vitacura).
  setUserClubSportCategory: (ownerId = 1) => ({
    params: { clubId: 1, sportId: 1 },
    body: { userId: ownerId, clubId: 1, clubSportCategoryId: 1, createdByUser: 'Y', gender: 'M' },
  }),
  // Court booking: valid requests on seeded data (bookingSamples.ts).
  ...BOOKING_SAMPLES,
  // Payments: card parts and provider tokens (paymentSamples.ts).
  ...PAYMENT_SAMPLES,
};

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);

/**
 * A valid request for an endpoint: path params from the schema (the owner param set to `ownerId`),
 * query and body from the sample table or the schemas.
 */
export function sampleRequest(endpoint: EndpointDef, ownerId?: number): SampleRequest {
  const overrides = SAMPLE_REQUESTS[endpoint.id as EndpointId]?.(ownerId) ?? {};
  const schemaParams = (sampleFromSchema(endpoint.params) ?? {}) as Record<string, unknown>;
  const params: Record<string, unknown> = {};
  for (const name of pathParams(endpoint.path)) params[name] = overrides.params?.[name] ?? schemaParams[name] ?? 1;
  if (endpoint.ownerParam && ownerId !== undefined) params[endpoint.ownerParam] = ownerId;
  const query = (overrides.query ?? sampleFromSchema(endpoint.query) ?? {}) as Record<string, string | string[]>;
  const body = 'body' in overrides ? overrides.body : sampleFromSchema(endpoint.body);
  return {
    params,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)])),
    body,
  };
}
