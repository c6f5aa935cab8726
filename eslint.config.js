// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/decisions/004 and 012). Each entry is one forbidden target: a regular expression
 * over the import specifier (relative specifiers climb with `../`, so `^(?:\.\./)+db/` is the root `db/`
 * folder seen from anywhere below the root) and the message the developer reads.
 * `importNamePattern`, when given, forbids only the names it matches (the module itself stays allowed).
 * @typedef {{ regex: string, message: string, importNamePattern?: string }} Forbidden
 */

/** @satisfies {Record<string, Forbidden>} */
const FORBIDDEN = {
  db: { regex: '^(?:\\.\\./)+db(?:/|$)', message: 'db/ is server-only: go through src/server/services.' },
  api: {
    regex: '^(?:\\.\\./)+api(?:/|$)',
    message:
      'api/ is the Hono app: client code calls it through src/islands/api-client.ts (`import type { AppType }` only).',
  },
  cron: { regex: '^(?:\\.\\./)+cron(?:/|$)', message: 'cron/ holds the scrapers: server-only.' },
  server: { regex: '^(?:\\.\\./)+(?:src/)?server(?:/|$)', message: 'src/server is server-only.' },
  env: {
    regex: '^(?:(?:\\.\\./)+(?:src/)?env(?:\\.ts)?|astro:env/server)$',
    message: 'Server configuration stays on the server: read public values from astro:env/client.',
  },
  drizzle: { regex: '^drizzle-orm(?:/|$)', message: 'drizzle-orm is server-only: go through src/server/services.' },
  drivers: {
    regex: '^(?:pg|@electric-sql/pglite|@neondatabase/[^/]+)(?:/|$)',
    message: 'Database drivers are server-only: go through src/server/services.',
  },
  react: { regex: '^(?:react|react-dom)(?:/|$)', message: 'src/lib is pure: React belongs in src/ui or src/islands.' },
  tanstack: { regex: '^@tanstack/', message: 'src/lib is pure: data fetching belongs in src/islands.' },
  honoClient: {
    regex: '^hono/client$',
    message: 'src/lib is pure: the one module that calls /api is src/islands/api-client.ts (decision 044).',
  },
  invalidate: {
    regex: '(?:^|/)server/cache(?:\\.ts)?$',
    importNamePattern: '^invalidate',
    message: 'Services own every invalidation (decision 092): call the service; it drops the cache through ctx.cache.',
  },
};

/** A route that invalidates by hand, through its context's cache port (decision 092). */
const INVALIDATE_CALL = {
  selector: "CallExpression[callee.property.name='invalidate']",
  message: 'Services own every invalidation (decision 092): a route validates, calls a service and answers.',
};

/** Targets no browser-side or pure folder may reach. */
const SERVER_ONLY = [
  FORBIDDEN.db,
  FORBIDDEN.api,
  FORBIDDEN.cron,
  FORBIDDEN.server,
  FORBIDDEN.env,
  FORBIDDEN.drizzle,
  FORBIDDEN.drivers,
];

/** `regex` as an esquery regular expression literal. */
const selectorRegex = (/** @type {string} */ regex) => `/${regex.replaceAll('/', '\\/')}/`;

/**
 * The one import across the api/ boundary (decision 044): `import type { AppType } from '…/api/_hono/app.ts'`, the
 * type the typed client (src/islands/api-client.ts) is built from. Types are erased, so no server code reaches a bundle.
 * Browser folders forbid api/ but that exact specifier through `BROWSER_FORBIDDEN`, and every other import of it
 * (value or side-effect import, a type import of another name, default or namespace, a re-export, a dynamic import,
 * an `import('…')` type) through these no-restricted-syntax selectors.
 */
const APP_TYPE_ONLY = (() => {
  const app = selectorRegex('^(?:\\.\\./)+api/_hono/app\\.ts$');
  const message =
    'Only `import type { AppType }` from the Hono app may cross: calls go through src/islands/api-client.ts.';
  return [
    `ImportDeclaration[source.value=${app}][importKind!="type"]`,
    `ImportDeclaration[source.value=${app}][importKind="type"]:has(ImportDefaultSpecifier, ImportNamespaceSpecifier, ImportSpecifier[imported.name!="AppType"])`,
    `:matches(ExportNamedDeclaration, ExportAllDeclaration)[source.value=${app}]`,
    `ImportExpression:matches([source.value=${app}], [source.quasis.0.value.raw=${app}])`,
    `TSImportType[argument.literal.value=${app}]`,
  ].map((selector) => ({ selector, message }));
})();

/** What browser folders may not reach: `SERVER_ONLY`, with api/ short of the Hono app's path (`APP_TYPE_ONLY`). */
const BROWSER_FORBIDDEN = SERVER_ONLY.map((target) =>
  target === FORBIDDEN.api ? { ...target, regex: '^(?:\\.\\./)+api(?:/(?!_hono/app\\.ts$)|$)' } : target,
);

/**
 * Rules forbidding static imports and re-exports (no-restricted-imports), dynamic `import()` (no-restricted-syntax,
 * on a string specifier or the leading text of a template literal) and `import('…')` types of the given targets,
 * plus `syntax`, more no-restricted-syntax entries. Type-only imports are forbidden too: a type that a client
 * folder needs belongs in src/lib (the one exception is `APP_TYPE_ONLY`).
 * @param {Forbidden[]} targets
 * @param {{ selector: string, message: string }[]} [syntax]
 * @returns {import('eslint').Linter.RulesRecord}
 */
function restrictImports(targets, syntax = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: targets.map(({ regex, message, importNamePattern }) => ({
          regex,
          message,
          caseSensitive: true,
          ...(importNamePattern && { importNamePattern }),
        })),
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...targets.flatMap(({ regex, message, importNamePattern }) => {
        if (importNamePattern) return [];
        const pattern = selectorRegex(regex);
        return [
          {
            selector: `ImportExpression:matches([source.value=${pattern}], [source.quasis.0.value.raw=${pattern}])`,
            message: `Dynamic import: ${message}`,
          },
          { selector: `TSImportType[argument.literal.value=${pattern}]`, message: `Type import: ${message}` },
        ];
      }),
      ...syntax,
    ],
  };
}

const TYPED_FILES = ['**/*.{ts,tsx,mts,cts}'];
const UNTYPED_FILES = ['**/*.{js,mjs,cjs,astro}', '**/*.astro/*.{js,ts}'];

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.data/',
      '.vercel/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'db/migrations/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  astro.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: TYPED_FILES,
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  // A test that meets an unexpected undefined fails anyway; `!` keeps fixture lookups short.
  {
    files: ['**/*.test.ts', 'tests/**'],
    // Fakes are async to match the signature they stand in for, and `await response.json()` is read as the test
    // expects it (the assertion is the check).
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // Config files and Astro components are outside the TypeScript program (Astro needs its own language
  // service), so they get the syntactic rules only.
  { files: UNTYPED_FILES, extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['**/*.{js,mjs,cjs}', 'api/**', 'cron/**', 'db/**', 'scripts/**', 'bench/**', 'tests/**', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{tsx,ts}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },

  // Boundaries. In flat config a later rule setting replaces an earlier one for the same file, so each block
  // lists every target its folders may not reach.
  {
    files: ['src/ui/**', 'src/islands/**', 'src/admin/**', 'src/sw/**'],
    rules: restrictImports(BROWSER_FORBIDDEN, APP_TYPE_ONLY),
  },
  {
    files: ['src/lib/**'],
    rules: {
      // Not even `AppType`: src/lib sits below api/, which imports it (decision 045).
      ...restrictImports([...SERVER_ONLY, FORBIDDEN.react, FORBIDDEN.tanstack, FORBIDDEN.honoClient]),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/lib is pure: no network I/O (fetch belongs in src/islands or src/server).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'fetch', message: 'src/lib is pure: no network I/O.' },
        { object: 'window', property: 'fetch', message: 'src/lib is pure: no network I/O.' },
      ],
    },
  },
  {
    files: ['src/pages/**', 'src/components/**'],
    ignores: ['**/*.test.ts'],
    rules: restrictImports([FORBIDDEN.db, FORBIDDEN.drizzle]),
  },
  // Routes only validate, call a service and answer: services own every invalidation (decision 092).
  {
    files: ['api/_hono/routes/**'],
    ignores: ['**/*.test.ts'],
    rules: restrictImports([FORBIDDEN.db, FORBIDDEN.drizzle, FORBIDDEN.invalidate], [INVALIDATE_CALL]),
  },
  // cron/ is the pure side of scraping (decision 045): adapters, validation and the snapshot manifest read
  // src/lib only; what fetches on a schedule, stores or starts the app lives in src/server/scraping.
  {
    files: ['cron/**'],
    rules: restrictImports(
      [FORBIDDEN.db, FORBIDDEN.api, FORBIDDEN.server, FORBIDDEN.env, FORBIDDEN.drizzle, FORBIDDEN.drivers].map(
        ({ regex }) => ({
          regex,
          message: 'cron/ is pure: what stores, schedules or reads the database belongs in src/server/scraping.',
        }),
      ),
    ),
  },
);
