// ESLint for the whole tree: JavaScript and typescript-eslint's recommended rules, React's hooks rules
// and jsx-a11y for the views, and the one-way layers of DESIGN.md (import zones and no cycles).
// The layer rules are described in docs/architecture.md; tests/lint/boundaries.test.ts proves they fire.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

const root = import.meta.dirname;
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A relative import that climbs out of its unit: use the tsconfig alias (#kernel/..., #shell/...). */
const deepRelative = {
  regex: '^(\\.\\./){3,}(?!locales/|package\\.json$)',
  message: 'Across units, import through the path alias (#kernel/…, #machines/…, #server/…, #shell/…, #ui/…, #api/…, #features/…).',
};

/**
 * The layers (DESIGN.md "One-way layers"): each zone forbids files under `target` to import files
 * under `from` (aliases are resolved first, so `#app/...` and `../../app/...` are the same import).
 */
const zones = [
  {
    target: './kernel',
    from: ['./src', './machines', './server', './tests', './bench', './scripts'],
    message: 'kernel/ imports only libraries.',
  },
  {
    target: './machines',
    from: ['./src', './server', './tests', './bench'],
    message: 'machines/ import only kernel/, xstate and @lingui/core.',
  },
  { target: './server', from: ['./src', './machines', './tests', './bench'], message: 'server/ imports only kernel/.' },
  {
    target: './server/booking/availability',
    from: './server/booking/reservations',
    message: 'Reservations read availability; availability never imports reservations.',
  },
  {
    target: './src',
    from: ['./server', './tests', './bench'],
    message: 'src/ talks to the server through the contract (kernel/) and src/api only.',
  },
  {
    target: ['./src/features', './src/shell', './src/ui', './src/api'],
    from: './src/app',
    message: 'src/app is the composition root: nothing imports it (what features need lives in src/shell, or is injected).',
  },
  { target: ['./src/shell', './src/ui', './src/api'], from: './src/features', message: 'shell/, ui/ and api/ never import a feature.' },
  { target: ['./src/ui', './src/api'], from: './src/shell', message: 'ui/ and api/ sit below the shell: they never import it.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: src/app composes them (routes, injected ports such as src/shell/cashierPort.ts).',
  })),
];

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.build/',
      '.data/',
      '.tmp/',
      '.reports/',
      '.storybook-static/',
      '.artifacts/',
      'coverage/',
      'test-results/',
      'locales/',
      'server/db/migrations/',
      // Deliberately broken imports that tests/lint/boundaries.test.ts lints on its own.
      'tests/lint/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `let x!: T` read by closures before its one assignment (the runtime's session and router need each other).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/dom/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // tests/lint/fixtures: ignored by `eslint .`; tests/lint/boundaries.test.ts lints them with these rules.
    files: ['kernel/**/*.ts', 'machines/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}', 'tests/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check parses what it follows: TypeScript files with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }), createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: [deepRelative] }],
    },
  },
  {
    // Machines are pure charts: xstate, @lingui/core (message descriptors as data) and the kernel.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            {
              regex: '^(?!xstate(/|$)|@lingui/core(/|$)|#kernel(/|$)|#machines(/|$)|\\.)',
              message: 'machines/ import only kernel/, xstate and @lingui/core: no React, DOM, fetch or app code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The kernel runs in the browser, in the machines and in the server: pure code, no framework or I/O.
    files: ['kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            {
              regex: '^(node:|react|@lingui/react|@xstate/|xstate|ky$|fastify|@fastify/|drizzle-orm|postgres$|@electric-sql/|#(?!kernel))',
              message: 'kernel/ is pure: libraries only, no React, xstate, fetch, server or app code.',
            },
          ],
        },
      ],
    },
  },
);
