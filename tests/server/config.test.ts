import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRANDS, endpoints, FRONT_ID_HEADER } from '#kernel/contract';
import { appConfigs } from '#server/db/schema';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('getConfig', () => {
  it.each(BRANDS.map((brand) => [brand]))('answers the configuration of brand %s (x-app-id)', async (brand) => {
    const response = await server.call('getConfig', { headers: { 'x-app-id': brand } });
    const parsed = endpoints.getConfig.response.parse(response.body);
    expect(parsed.appConfig.appid).toBe(brand);
    expect(parsed.config).toEqual({ defaultCountry: 'CL', defaultLanguage: 'es-CL', defaultTimezone: 'America/Santiago' });
    expect(parsed.globalUrl).toBe('http://courtflow.test');
    expect(parsed.env).toBe('development');
  });

  it('gives each brand its own name, and an unknown or missing app id the main brand', async () => {
    const nameOf = async (appId?: string) =>
      (await server.call('getConfig', { headers: appId ? { 'x-app-id': appId } : {} })).body.appConfig.name as string;
    expect(await nameOf('fg')).toBe('FG Sports');
    expect(await nameOf('rock-and-soccer')).toBe('Rock & Soccer');
    expect(await nameOf('no-such-brand')).toBe('Courtflow');
    expect(await nameOf()).toBe('Courtflow');
  });

  it("allows the server's own origin for logins and payment returns, before the stored partner origins", async () => {
    const partner = { origin: 'https://partner.example', allowedScopes: ['login'] };
    const own = { origin: 'http://courtflow.test', allowedScopes: ['login', 'payment'] };
    await server.db
      .update(appConfigs)
      .set({ allowedOrigins: [partner, { ...own, allowedScopes: ['login'] }] })
      .where(eq(appConfigs.appId, 'fg'));
    const parsed = endpoints.getConfig.response.parse((await server.call('getConfig', { headers: { 'x-app-id': 'fg' } })).body);
    expect(parsed.appConfig.allowedOrigins).toEqual([own, partner]);
  });

  it('announces the front-end build id and forbids caching on API answers', async () => {
    const response = await server.call('getConfig');
    expect(response.headers[FRONT_ID_HEADER]).toBe('dev');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('getLanguages and getCountries', () => {
  it('lists es-CL, en and pt-BR in order', async () => {
    const parsed = endpoints.getLanguages.response.parse((await server.call('getLanguages')).body);
    expect(parsed.languages.map((l) => l.code)).toEqual(['es-CL', 'en', 'pt-BR']);
  });

  it('lists the seven markets with timezone, currency and profile field rules', async () => {
    const parsed = endpoints.getCountries.response.parse((await server.call('getCountries')).body);
    const byCode = Object.fromEntries(parsed.countries.map((c) => [c.isoCode, c]));
    expect(Object.keys(byCode).sort()).toEqual(['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'US']);
    expect(byCode.CL).toMatchObject({ phoneCode: '+56', timezone: 'America/Santiago', currencyCode: 'CLP', primeEnabled: true });
    expect(byCode.BR).toMatchObject({ defaultLanguageCode: 'pt-BR', currencyCode: 'BRL' });
    // Chile asks for a mobile number with its country code (the register and profile forms check it).
    expect(byCode.CL.fields.phone).toEqual({ visible: 'Y', mandatory: 'Y', regexp_validation: '^\\+?56[0-9]{9}$' });
  });
});
