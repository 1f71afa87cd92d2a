import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import PO from 'pofile';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The catalogs are the app's text: es-CL is the source, en and pt-BR complete translations
 * (issue "Foundation", item 5). A production build keeps only message ids, so a message missing
 * from the catalogs would show as an id. This extracts the sources afresh into a scratch folder
 * and compares it with locales/, then checks every translation is there.
 */
const root = resolve(__dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'courtflow-catalogs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Catalog = Map<string, string>;

/** msgctxt + msgid → msgstr. */
function readCatalog(path: string): Catalog {
  const po = PO.parse(readFileSync(path, 'utf8'));
  return new Map(
    po.items.filter((item) => !item.obsolete).map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr.join('')]),
  );
}

/** The msgid of a key (after gettext's msgctxt separator, U+0004). */
const shown = (key: string) => key.slice(key.indexOf('\u0004') + 1);

function extractSources(): Catalog {
  const config = {
    rootDir: root,
    sourceLocale: 'es-CL',
    locales: ['es-CL'],
    catalogs: [{ path: join(scratch, '{locale}'), include: [join(root, 'kernel'), join(root, 'src'), join(root, 'machines')] }],
    format: 'po',
  };
  const configPath = join(scratch, 'lingui.config.json');
  writeFileSync(configPath, JSON.stringify(config));
  const run = spawnSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--config', configPath], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`lingui extract failed:\n${run.stderr || run.stdout}`);
  return readCatalog(join(scratch, 'es-CL.po'));
}

describe('message catalogs', () => {
  const committed = readCatalog(join(root, 'locales/es-CL.po'));

  it('hold every message of the sources, and nothing else (run `npm run extract`)', { timeout: 60_000 }, () => {
    const extracted = extractSources();
    const missing = [...extracted.keys()].filter((key) => !committed.has(key)).map(shown);
    const stale = [...committed.keys()].filter((key) => !extracted.has(key)).map(shown);
    console.log(`catalogs: ${extracted.size} messages in the sources, ${committed.size} in locales/es-CL.po`);
    expect(missing, 'messages in the code but not in locales/ (run `npm run extract`)').toEqual([]);
    expect(stale, 'messages in locales/ no longer in the code (run `npm run extract`)').toEqual([]);
  });

  it.each(['en', 'pt-BR'])('%s translates every message', (locale) => {
    const translated = readCatalog(join(root, `locales/${locale}.po`));
    const untranslated = [...committed.keys()].filter((key) => !translated.get(key)?.trim()).map(shown);
    expect(untranslated, `messages without a ${locale} translation`).toEqual([]);
  });
});
