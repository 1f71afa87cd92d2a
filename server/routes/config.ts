import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { configContract, REQUEST_HEADERS, toBrand } from '#kernel/contract';
import { appConfigs, countries, languages } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { ApiFailure } from '#server/http/apiFailure';

/**
 * The server's own origin may always receive logins and payment returns; the stored list names the
 * partners. Added here, not seeded, so that a data directory serves under any public URL unchanged.
 */
type AllowedOrigin = { origin: string; allowedScopes: string[] };

function withOwnOrigin(stored: AllowedOrigin[], publicUrl: string): AllowedOrigin[] {
  const own = new URL(publicUrl).origin;
  return [{ origin: own, allowedScopes: ['login', 'payment'] }, ...stored.filter((entry) => entry.origin !== own)];
}

export function configRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, configContract.getConfig, async ({ request }) => {
    const brand = toBrand(request.headers[REQUEST_HEADERS.appId] as string | undefined);
    const [row] = await deps.db.select().from(appConfigs).where(eq(appConfigs.appId, brand)).limit(1);
    if (!row) throw new ApiFailure('-1', 500, `No configuration for brand ${brand}`);
    return {
      env: deps.settings.production ? 'production' : 'development',
      config: { defaultCountry: 'CL', defaultLanguage: 'es-CL', defaultTimezone: 'America/Santiago' },
      appConfig: {
        appid: row.appId,
        name: row.name,
        force_country: row.forceCountry,
        main_image: row.mainImage,
        allowedOrigins: withOwnOrigin(row.allowedOrigins, deps.settings.publicUrl),
        notifyUpdate: row.notifyUpdate,
        updateLink: row.updateLink,
      },
      searchMaxDistance: row.searchMaxDistance,
      globalUrl: deps.settings.publicUrl,
      mapTilesUrl: deps.settings.mapTilesUrl,
    };
  });

  registerEndpoint(app, deps, configContract.getLanguages, async () => {
    const rows = await deps.db.select().from(languages).orderBy(asc(languages.position), asc(languages.code));
    return { languages: rows.map(({ code, languageName, localeName }) => ({ code, languageName, localeName })) };
  });

  registerEndpoint(app, deps, configContract.getCountries, async () => {
    const rows = await deps.db.select().from(countries).where(eq(countries.active, true)).orderBy(asc(countries.name));
    return {
      countries: rows.map((c) => ({
        isoCode: c.isoCode,
        name: c.name,
        phoneCode: c.phoneCode,
        timezone: c.timezone,
        defaultLanguageCode: c.defaultLanguageCode,
        currencyCode: c.currencyCode,
        primeEnabled: c.primeEnabled,
        fields: c.fields,
      })),
    };
  });
}
