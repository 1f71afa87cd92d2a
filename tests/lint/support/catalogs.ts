import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCatalogs, createCompiledCatalog, extractor as babelExtractor } from '@lingui/cli/api';
import { getConfig, type ExtractedMessage, type LinguiConfigNormalized } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';

// What the catalog test compares: the messages of the sources, extracted in this process the way
// `lingui extract` does (same config, same source list, same extractors), and the committed catalogs.
// `lingui extract` as a child process cost 7-16 s (a new Node, Babel over every source in worker
// threads, catalogs written and read back); most sources hold no message at all.

/** msgctxt + U+0004 + msgid → msgstr, as a .po file keys its messages. */
export type Catalog = Map<string, string>;

const key = (context: string | undefined, msgid: string) => `${context ?? ''}\u0004${msgid}`;
/** The msgid of a key (after gettext's msgctxt separator, U+0004). */
export const shown = (entry: string) => entry.slice(entry.indexOf('\u0004') + 1);

export function readCatalog(path: string): Catalog {
  const po = PO.parse(readFileSync(path, 'utf8'));
  return new Map(
    po.items.filter((item) => !item.obsolete).map((item) => [key(item.msgctxt ?? undefined, item.msgid), item.msgstr.join('')]),
  );
}

export function linguiConfig(root: string): LinguiConfigNormalized {
  return getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts') });
}

/**
 * A source can only hold a message if it names Lingui: the extractors find macro calls (imported from
 * `@lingui/...`), `i18n._(...)`/`i18n.t(...)` calls and `/*i18n*\/` descriptors. The others are skipped.
 */
const mayHoldMessages = (code: string) => code.includes('@lingui') || code.includes('i18n');

/**
 * The messages of the sources, keyed like a .po file: msgid is the message itself unless the source
 * gives an explicit id (as the po format writes them).
 */
export async function extractSourceMessages(config: LinguiConfigNormalized): Promise<Catalog> {
  const extractors = config.extractors ?? [babelExtractor];
  const messages: Catalog = new Map();
  const onMessage = (message: ExtractedMessage) => {
    const explicitId = message.message === undefined || message.id !== generateMessageId(message.message, message.context);
    messages.set(key(message.context, explicitId ? message.id : message.message!), message.message ?? '');
  };
  for (const catalog of await getCatalogs(config)) {
    for (const path of catalog.sourcePaths) {
      const code = readFileSync(path, 'utf8');
      if (!mayHoldMessages(code)) continue;
      const extract = extractors.find((candidate) => candidate.match(path));
      await extract?.extract(path, code, onMessage, { linguiConfig: config });
    }
  }
  return messages;
}

/** Which extracted messages the committed catalog lacks, and which of its messages no source has. */
export function compareWithSources(extracted: Catalog, committed: Catalog): { missing: string[]; stale: string[] } {
  return {
    missing: [...extracted.keys()].filter((entry) => !committed.has(entry)).map(shown),
    stale: [...committed.keys()].filter((entry) => !extracted.has(entry)).map(shown),
  };
}

/** The compile errors of a locale's catalog, as the Vite plugin compiles it for the app. */
export async function compileErrors(config: LinguiConfigNormalized, locale: string): Promise<string[]> {
  const [catalog] = await getCatalogs(config);
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales || {},
    sourceLocale: config.sourceLocale ?? locale,
  });
  const { errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
  return errors.map((error) => `${error.id}: ${error.error}`);
}
