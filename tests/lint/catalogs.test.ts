import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithSources, compileErrors, extractSourceMessages, linguiConfig, readCatalog, shown } from './support/catalogs';

/**
 * The catalogs are the app's text: es-CL is the source, en and pt-BR complete translations
 * (issue "Foundation", item 5). A production build keeps only message ids, so a message missing
 * from the catalogs would show as an id. This extracts the sources afresh (in this process, like
 * `lingui extract`) and compares them with locales/, then checks every translation is there and
 * every catalog compiles.
 */
const root = resolve(__dirname, '../..');
const config = linguiConfig(root);
const committed = readCatalog(join(root, 'locales/es-CL.po'));
let extraction: ReturnType<typeof extractSourceMessages> | undefined;
const sourceMessages = () => (extraction ??= extractSourceMessages(config));

describe('message catalogs', () => {
  it('hold every message of the sources, and nothing else (run `npm run extract`)', { timeout: 60_000 }, async () => {
    const extracted = await sourceMessages();
    const { missing, stale } = compareWithSources(extracted, committed);
    expect(missing, 'messages in the code but not in locales/ (run `npm run extract`)').toEqual([]);
    expect(stale, 'messages in locales/ no longer in the code (run `npm run extract`)').toEqual([]);
    expect(extracted.size).toBeGreaterThan(0);
  });

  it('a message of the sources that a catalog lacks is reported', { timeout: 60_000 }, async () => {
    const extracted = await sourceMessages();
    const [dropped] = extracted.keys();
    const lacking = new Map(extracted);
    lacking.delete(dropped);
    expect(compareWithSources(extracted, lacking)).toEqual({ missing: [shown(dropped)], stale: [] });
  });

  it.each(['en', 'pt-BR'])('%s translates every message', (locale) => {
    const translated = readCatalog(join(root, `locales/${locale}.po`));
    const untranslated = [...committed.keys()].filter((key) => !translated.get(key)?.trim()).map(shown);
    expect(untranslated, `messages without a ${locale} translation`).toEqual([]);
  });

  it.each(['es-CL', 'en', 'pt-BR'])('%s compiles', async (locale) => {
    expect(await compileErrors(config, locale)).toEqual([]);
  });
});
