import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** A source that imports a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`, `@lingui/macro`). */
export const importsLinguiMacro = /['"]@lingui\/(?:[a-z]+\/)?macro['"]/;

/**
 * Compiles the Lingui macros (`t`, `msg`, `<Trans>`...) with their Babel plugin, and only in the
 * files that import one: @vitejs/plugin-react with `babel.plugins` parses and reprints every .ts and
 * .tsx file with Babel, most of which have no macro. TypeScript and JSX are left for Vite's own
 * transform, as plugin-react leaves them. A macro import left untransformed fails loudly
 * (@lingui/vite-plugin refuses to resolve it).
 */
export function linguiMacro(): Plugin {
  return {
    name: 'courtflow-lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?(?:\?|$)/, exclude: /\/node_modules\// }, code: importsLinguiMacro },
      async handler(code, id) {
        const [file] = id.split('?');
        const parserPlugins: ('typescript' | 'jsx')[] = [];
        if (/\.[cm]?tsx?$/.test(file)) parserPlugins.push('typescript');
        if (!/\.[cm]?ts$/.test(file)) parserPlugins.push('jsx');
        const result = await transformAsync(code, {
          babelrc: false,
          configFile: false,
          filename: file,
          sourceFileName: file,
          sourceMaps: true,
          parserOpts: { sourceType: 'module', allowAwaitOutsideFunction: true, plugins: parserPlugins },
          generatorOpts: { importAttributesKeyword: 'with', decoratorsBeforeExport: true },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        if (!result?.code) throw new Error(`Lingui macro transform gave nothing for ${file}`);
        return { code: result.code, map: result.map };
      },
    },
  };
}
