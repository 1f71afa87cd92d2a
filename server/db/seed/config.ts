import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appConfigs, countries, languages, type ProfileFieldRule } from '../schema';
import { BRANDS } from '#kernel/contract';

const field = (visible: 'Y' | 'N', mandatory: 'Y' | 'N', regexp: string | null = null): ProfileFieldRule => ({
  visible,
  mandatory,
  regexp_validation: regexp,
});

type FieldName = 'birth_date' | 'email' | 'first_name' | 'last_name' | 'foid' | 'gender' | 'phone';

/** Shown everywhere, with e-mail and names required; each country changes what it needs. */
const fieldsOf = (changes: Partial<Record<FieldName, ProfileFieldRule>>): Record<FieldName, ProfileFieldRule> => ({
  birth_date: field('Y', 'N'),
  email: field('Y', 'Y'),
  first_name: field('Y', 'Y'),
  last_name: field('Y', 'Y'),
  foid: field('Y', 'N'),
  gender: field('Y', 'N'),
  phone: field('Y', 'Y'),
  ...changes,
});

/**
 * Each country's profile field settings (spec part 3 §3): Chile asks for the phone and takes an
 * optional RUT; Brazil requires the CPF and the birth date; Argentina, Colombia and Peru take an optional document of their
 * shape; Mexico and the United States do not ask for a document, and the United States neither for
 * the gender. The patterns only shape the text; the check digits are the validators' (kernel/lib).
 */
export const COUNTRY_FIELDS: Record<string, Record<FieldName, ProfileFieldRule>> = {
  CL: fieldsOf({ foid: field('Y', 'N', '^[0-9]{1,2}\\.?[0-9]{3}\\.?[0-9]{3}-?[0-9kK]$'), phone: field('Y', 'Y', '^\\+?56[0-9]{9}$') }),
  AR: fieldsOf({ foid: field('Y', 'N', '^[0-9]{7,8}$'), phone: field('Y', 'Y', '^\\+?549[0-9]{10}$') }),
  BR: fieldsOf({ foid: field('Y', 'Y', '^[0-9]{3}\\.?[0-9]{3}\\.?[0-9]{3}-?[0-9]{2}$'), birth_date: field('Y', 'Y') }),
  CO: fieldsOf({ foid: field('Y', 'N', '^[0-9]{6,10}$') }),
  PE: fieldsOf({ foid: field('Y', 'N', '^[0-9A-Za-z-]{9,}$') }),
  MX: fieldsOf({ foid: field('N', 'N') }),
  US: fieldsOf({ foid: field('N', 'N'), gender: field('N', 'N'), phone: field('Y', 'N') }),
};

/** The countries of the product's markets, with their timezones and currencies. */
export const SEED_COUNTRIES = [
  {
    isoCode: 'CL',
    name: 'Chile',
    phoneCode: '+56',
    timezone: 'America/Santiago',
    defaultLanguageCode: 'es-CL',
    currencyCode: 'CLP',
    primeEnabled: true,
  },
  {
    isoCode: 'AR',
    name: 'Argentina',
    phoneCode: '+549',
    timezone: 'America/Argentina/Buenos_Aires',
    defaultLanguageCode: 'es-AR',
    currencyCode: 'ARS',
    primeEnabled: false,
  },
  {
    isoCode: 'BR',
    name: 'Brasil',
    phoneCode: '+55',
    timezone: 'America/Sao_Paulo',
    defaultLanguageCode: 'pt-BR',
    currencyCode: 'BRL',
    primeEnabled: false,
  },
  {
    isoCode: 'CO',
    name: 'Colombia',
    phoneCode: '+57',
    timezone: 'America/Bogota',
    defaultLanguageCode: 'es-CO',
    currencyCode: 'COP',
    primeEnabled: false,
  },
  {
    isoCode: 'PE',
    name: 'Perú',
    phoneCode: '+51',
    timezone: 'America/Lima',
    defaultLanguageCode: 'es-PE',
    currencyCode: 'PEN',
    primeEnabled: false,
  },
  {
    isoCode: 'MX',
    name: 'México',
    phoneCode: '+52',
    timezone: 'America/Mexico_City',
    defaultLanguageCode: 'es-MX',
    currencyCode: 'MXN',
    primeEnabled: false,
  },
  {
    isoCode: 'US',
    name: 'United States',
    phoneCode: '+1',
    timezone: 'America/New_York',
    defaultLanguageCode: 'en-US',
    currencyCode: 'USD',
    primeEnabled: false,
  },
].map((c) => ({ ...c, fields: COUNTRY_FIELDS[c.isoCode] }));

export const SEED_LANGUAGES = [
  { code: 'es-CL', languageName: 'Español', localeName: 'Español (Chile)' },
  { code: 'en', languageName: 'English', localeName: 'English' },
  { code: 'pt-BR', languageName: 'Português', localeName: 'Português (Brasil)' },
].map((l, position) => ({ ...l, position }));

const BRAND_NAMES: Record<string, string> = {
  main: 'Courtflow',
  fg: 'FG Sports',
  aramark: 'Aramark Courts',
  mlp: 'MLP',
  'rock-and-soccer': 'Rock & Soccer',
};

/** Reference data every installation needs, production included. Idempotent. */
export async function seedConfig(db: Db): Promise<void> {
  // The field settings follow the seed on a database seeded before they changed (a restart on an old .data).
  await db
    .insert(countries)
    .values(SEED_COUNTRIES)
    .onConflictDoUpdate({
      target: countries.isoCode,
      set: { fields: sql`excluded.fields` },
      setWhere: sql`${countries.fields} is distinct from excluded.fields`,
    });
  await db.insert(languages).values(SEED_LANGUAGES).onConflictDoNothing();
  await db
    .insert(appConfigs)
    .values(
      BRANDS.map((appId) => ({
        appId,
        name: BRAND_NAMES[appId],
        forceCountry: false,
        mainImage: null,
        // Partner origins only; the server's own origin is always allowed (server/routes/config.ts).
        allowedOrigins: [],
        notifyUpdate: false,
        updateLink: null,
        searchMaxDistance: 50,
      })),
    )
    .onConflictDoNothing();
}
