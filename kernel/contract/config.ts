import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';

export const allowedOrigin = z.object({ origin: z.string(), allowedScopes: z.array(z.string()) });

export const appConfig = z.object({
  appid: z.string(),
  name: z.string(),
  force_country: z.boolean(),
  main_image: z.nullable(z.string()),
  allowedOrigins: z.array(allowedOrigin),
  notifyUpdate: z.boolean(),
  updateLink: z.nullable(z.string()),
});
export type AppConfig = z.infer<typeof appConfig>;

const profileField = z.object({ visible: z.enum(['Y', 'N']), mandatory: z.enum(['Y', 'N']), regexp_validation: z.nullable(z.string()) });

export const country = z.object({
  isoCode: z.string().check(z.length(2)),
  name: z.string(),
  phoneCode: z.string(),
  timezone: z.string(),
  defaultLanguageCode: z.string(),
  currencyCode: z.string().check(z.length(3)),
  primeEnabled: z.boolean(),
  fields: z.record(z.string(), profileField),
});
export type Country = z.infer<typeof country>;

export const language = z.object({ code: z.string(), languageName: z.string(), localeName: z.string() });
export type Language = z.infer<typeof language>;

export const getConfig = defineEndpoint({
  id: 'getConfig',
  method: 'GET',
  path: '/api/config',
  auth: 'public',
  summary: 'App configuration for the calling brand (App-Id header)',
  response: ok({
    env: z.string(),
    config: z.object({ defaultCountry: z.string(), defaultLanguage: z.string(), defaultTimezone: z.string() }),
    appConfig,
    searchMaxDistance: z.number(),
    globalUrl: z.string(),
    /** The map tiles' address template (MAP_TILES_URL), or null: the maps then show markers on a plain background. */
    mapTilesUrl: z.nullable(z.string()),
  }),
  errors: {},
});

export const getLanguages = defineEndpoint({
  id: 'getLanguages',
  method: 'GET',
  path: '/api/config/languages',
  auth: 'public',
  summary: 'Languages the product offers',
  response: ok({ languages: z.array(language) }),
  errors: {},
});

export const getCountries = defineEndpoint({
  id: 'getCountries',
  method: 'GET',
  path: '/api/config/countries',
  auth: 'public',
  summary: 'Countries the product operates in, with profile field rules',
  response: ok({ countries: z.array(country) }),
  errors: {},
});
