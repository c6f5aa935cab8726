/**
 * The import boundaries of eslint.config.js (decisions 004 and 012), checked by linting small snippets as if
 * they lived at a given path of the project. Each forbidden import must be reported, allowed ones must not.
 */
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'no-restricted-globals',
  'no-restricted-properties',
]);

let eslint: ESLint;

// The boundary rules are syntactic; type information is switched off so that snippets can sit at paths that
// do not exist (the TypeScript project service only knows files on disk).
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

/** Boundary messages ESLint reports for `code` placed at the project-relative `file`. */
async function boundaryHits(file: string, code: string): Promise<{ rule: string; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: posix.join(ROOT, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${file}: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => ({ rule: m.ruleId ?? '', message: m.message }));
}

/** Specifier that reaches the project-relative `target` from `file` (both posix paths). */
function relativeTo(file: string, target: string): string {
  const path = posix.relative(posix.dirname(file), target);
  return path.startsWith('.') ? path : `./${path}`;
}

const SERVER_TARGETS = [
  'db/queries/results.ts',
  'db/client.ts',
  'api/_hono/env.ts',
  'api/_hono/routes/lottery.ts',
  'cron/validate.ts',
  'src/server/db.ts',
  'src/server/services/context.ts',
  'src/env.ts',
];
const SERVER_PACKAGES = [
  'drizzle-orm',
  'drizzle-orm/pg-core',
  'pg',
  '@electric-sql/pglite',
  '@neondatabase/serverless',
  'astro:env/server',
];
const CLIENT_FILES = [
  'src/lib/format.ts',
  'src/lib/catalogue/games/leidsa.ts',
  'src/ui/GameCard.tsx',
  'src/islands/HomeGrid.tsx',
  'src/admin/users/UsersTable.tsx',
];

describe('client and pure folders never reach server code', () => {
  for (const file of CLIENT_FILES) {
    const specifiers = [...SERVER_TARGETS.map((target) => relativeTo(file, target)), ...SERVER_PACKAGES];

    it(`${file}: every static import of server code is reported`, async () => {
      for (const specifier of specifiers) {
        const hits = await boundaryHits(file, `import '${specifier}';\n`);
        expect(hits, specifier).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
      }
    });

    it(`${file}: dynamic imports of server code are reported`, async () => {
      for (const specifier of specifiers) {
        const hits = await boundaryHits(file, `export const load = () => import('${specifier}');\n`);
        expect(hits, specifier).toEqual([expect.objectContaining({ rule: 'no-restricted-syntax' })]);
      }
    });
  }

  it('a dynamic import built from a template literal is reported by its leading text', async () => {
    const file = 'src/islands/LatestResult.tsx';
    const hits = await boundaryHits(
      file,
      'export const load = (name: string) => import(`../../db/queries/${name}.ts`);\n',
    );
    const allowed = await boundaryHits(file, 'export const load = (name: string) => import(`../ui/${name}.tsx`);\n');
    expect(hits.map((h) => h.rule)).toEqual(['no-restricted-syntax']);
    expect(allowed).toEqual([]);
  });

  it('type-only imports and re-exports count too', async () => {
    const file = 'src/ui/ResultRow.tsx';
    const typeImport = await boundaryHits(
      file,
      "import type { DbHandle } from '../../db/client.ts';\nexport type H = DbHandle;\n",
    );
    const reExport = await boundaryHits(file, "export { createDb } from '../../db/client.ts';\n");
    expect(typeImport.map((h) => h.rule)).toEqual(['no-restricted-imports']);
    expect(reExport.map((h) => h.rule)).toEqual(['no-restricted-imports']);
  });

  it('`import(…)` types count too', async () => {
    const hits = await boundaryHits(
      'src/islands/HomeGrid.tsx',
      "export type Db = import('../../db/client.ts').DbHandle;\n",
    );
    expect(hits.map((h) => h.rule)).toEqual(['no-restricted-syntax']);
  });

  it('the message names the way through', async () => {
    const [hit] = await boundaryHits('src/islands/HomeGrid.tsx', "import '../../db/client.ts';\n");
    expect(hit?.message).toContain('src/server/services');
  });

  it('allowed imports are not reported', async () => {
    expect(
      await boundaryHits(
        'src/ui/GameCard.tsx',
        "import { useState } from 'react';\nimport '../lib/format.ts';\nexport const s = useState;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryHits(
        'src/islands/HomeGrid.tsx',
        "import '@tanstack/react-query';\nimport '../ui/GameCard.tsx';\nimport 'astro:env/client';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryHits(
        'src/lib/format.ts',
        "import { z } from 'zod';\nimport './text.ts';\nexport const s = z.string();\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryHits('src/lib/format.ts', "export const load = () => import('./catalogue/index.ts');\n"),
    ).toEqual([]);
  });
});

describe('the typed client is the one crossing into api/ (decision 044)', () => {
  const APP = 'api/_hono/app.ts';

  for (const file of [...CLIENT_FILES.filter((f) => !f.startsWith('src/lib/')), 'src/islands/api-client.ts']) {
    it(`${file}: \`import type { AppType }\` from the Hono app is allowed`, async () => {
      const code = `import type { AppType } from '${relativeTo(file, APP)}';\nexport type A = AppType;\n`;
      expect(await boundaryHits(file, code)).toEqual([]);
    });
  }

  it('every other import of the Hono app is reported: values, other types, re-exports, dynamic imports', async () => {
    const file = 'src/islands/HomeGrid.tsx';
    const app = relativeTo(file, APP);
    for (const code of [
      `import { createApp } from '${app}';\nexport const c = createApp;\n`,
      `import { type AppType } from '${app}';\nexport type A = AppType;\n`,
      `import '${app}';\n`,
      `import type { AppDeps } from '${app}';\nexport type D = AppDeps;\n`,
      `import type { AppType, AppDeps } from '${app}';\nexport type D = AppDeps | AppType;\n`,
      `import type * as App from '${app}';\nexport type A = App.AppType;\n`,
      `export type { AppType } from '${app}';\n`,
      `export * from '${app}';\n`,
      `export const load = () => import('${app}');\n`,
      `export type A = import('${app}').AppType;\n`,
    ]) {
      const hits = await boundaryHits(file, code);
      expect(hits, code).toEqual([expect.objectContaining({ rule: 'no-restricted-syntax' })]);
      expect(hits[0]?.message, code).toContain('Only `import type { AppType }` from the Hono app may cross');
    }
  });

  it('a type import of any other api/ file is reported', async () => {
    const file = 'src/admin/users/UsersTable.tsx';
    for (const target of ['api/_hono/env.ts', 'api/_hono/routes/lottery.ts', 'api/_hono/app', 'api/index.ts']) {
      const code = `import type { AppType } from '${relativeTo(file, target)}';\nexport type A = AppType;\n`;
      expect(await boundaryHits(file, code), target).toEqual([
        expect.objectContaining({ rule: 'no-restricted-imports', message: expect.stringContaining('api-client.ts') }),
      ]);
    }
  });

  it('src/lib sits below api/: even the type import of the app is reported there', async () => {
    const file = 'src/lib/results.ts';
    const code = `import type { AppType } from '${relativeTo(file, APP)}';\nexport type A = AppType;\n`;
    expect((await boundaryHits(file, code)).map((h) => h.rule)).toEqual(['no-restricted-imports']);
  });

  it('src/lib may not use hono/client; the client module in src/islands may', async () => {
    const code = "import { hc } from 'hono/client';\nexport const c = hc;\n";
    expect((await boundaryHits('src/lib/results.ts', code)).map((h) => h.rule)).toEqual(['no-restricted-imports']);
    expect(await boundaryHits('src/islands/api-client.ts', code)).toEqual([]);
  });

  it('the client module keeps the other boundaries', async () => {
    const hits = await boundaryHits('src/islands/api-client.ts', "import '../server/db.ts';\n");
    expect(hits.map((h) => h.rule)).toEqual(['no-restricted-imports']);
  });
});

describe('src/lib is pure', () => {
  const file = 'src/lib/results.ts';

  it('React and TanStack are reported, statically and dynamically', async () => {
    for (const specifier of ['react', 'react-dom/client', '@tanstack/react-query']) {
      expect(await boundaryHits(file, `import '${specifier}';\n`), specifier).toEqual([
        expect.objectContaining({ rule: 'no-restricted-imports' }),
      ]);
      expect(await boundaryHits(file, `export const l = () => import('${specifier}');\n`), specifier).toEqual([
        expect.objectContaining({ rule: 'no-restricted-syntax' }),
      ]);
    }
  });

  it('fetch is reported in every spelling', async () => {
    const direct = await boundaryHits(file, "export const get = () => fetch('/api/x');\n");
    const global = await boundaryHits(file, "export const get = () => globalThis.fetch('/api/x');\n");
    expect(direct.map((h) => h.rule)).toEqual(['no-restricted-globals']);
    expect(global.map((h) => h.rule)).toEqual(['no-restricted-properties']);
  });

  it('React stays allowed outside src/lib', async () => {
    expect(await boundaryHits('src/ui/NumberBall.tsx', "import 'react';\n")).toEqual([]);
  });
});

describe('routes and pages reach the database only through services', () => {
  const files = ['api/_hono/routes/lottery.ts', 'src/pages/_data.ts', 'src/components/home/faq.ts'];

  for (const file of files) {
    it(`${file}: db/ and drizzle-orm are reported, services are allowed`, async () => {
      for (const specifier of [
        relativeTo(file, 'db/queries/results.ts'),
        relativeTo(file, 'db/schema/index.ts'),
        'drizzle-orm',
      ]) {
        expect(await boundaryHits(file, `import '${specifier}';\n`), specifier).toEqual([
          expect.objectContaining({ rule: 'no-restricted-imports' }),
        ]);
        expect(await boundaryHits(file, `export const l = () => import('${specifier}');\n`), specifier).toEqual([
          expect.objectContaining({ rule: 'no-restricted-syntax' }),
        ]);
      }
      expect(await boundaryHits(file, `import '${relativeTo(file, 'src/server/services/context.ts')}';\n`)).toEqual([]);
    });
  }

  it('an Astro page frontmatter is checked too', async () => {
    const page =
      "---\nimport { latestResults } from '../../db/queries/results.ts';\nconst r = latestResults;\n---\n<p>{String(r)}</p>\n";
    expect((await boundaryHits('src/pages/prueba.astro', page)).map((h) => h.rule)).toEqual(['no-restricted-imports']);
  });

  it('route tests may set up the database directly', async () => {
    expect(await boundaryHits('api/_hono/routes/lottery.test.ts', "import '../../../db/client.ts';\n")).toEqual([]);
  });
});

describe('cron/ is pure: it reads src/lib, never the database, the server or the app', () => {
  const files = [
    'cron/validate.ts',
    'cron/sources/leidsa/parse.ts',
    'cron/snapshot/manifest.ts',
    'cron/adapters.test.ts',
  ];
  const targets = [
    'db/queries/scrapers.ts',
    'db/schema/index.ts',
    'db/client.ts',
    'src/server/services/draws.ts',
    'src/server/scraping/run-scrape.ts',
    'api/_hono/app.ts',
    'src/env.ts',
  ];

  for (const file of files) {
    it(`${file}: db/, src/server, api/, the environment, drizzle-orm and drivers are reported`, async () => {
      for (const specifier of [...targets.map((target) => relativeTo(file, target)), ...SERVER_PACKAGES]) {
        const hits = await boundaryHits(file, `import '${specifier}';\n`);
        expect(hits, specifier).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
        expect(hits[0]?.message, specifier).toContain('src/server/scraping');
        expect(await boundaryHits(file, `export const l = () => import('${specifier}');\n`), specifier).toEqual([
          expect.objectContaining({ rule: 'no-restricted-syntax' }),
        ]);
      }
    });
  }

  it('a type-only import of a schema type is reported too: shared draw shapes live in src/lib', async () => {
    const hits = await boundaryHits(
      'cron/validate.ts',
      "import type { DrawRow } from '../db/schema/index.ts';\nexport type R = DrawRow;\n",
    );
    expect(hits.map((h) => h.rule)).toEqual(['no-restricted-imports']);
  });

  it('src/lib, parsing libraries and sibling adapters are allowed', async () => {
    expect(
      await boundaryHits(
        'cron/sources/leidsa/parse.ts',
        "import '../../../src/lib/dates.ts';\nimport type { DrawExtras } from '../../../src/lib/draws.ts';\nimport 'cheerio';\nimport 'zod';\nimport '../loteriasdominicanas-html/blocked.ts';\nexport type E = DrawExtras;\n",
      ),
    ).toEqual([]);
  });
});

describe('server folders keep their access', () => {
  it('services, the scraping pipeline and the Hono app may import db/ and drivers', async () => {
    expect(
      await boundaryHits(
        'src/server/services/draws.ts',
        "import '../../../db/queries/draws.ts';\nimport 'drizzle-orm';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryHits(
        'src/server/scraping/run-scrape.ts',
        "import '../../../db/client.ts';\nimport 'pg';\nimport '../../../cron/adapters.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryHits('api/_hono/app.ts', "import '../../src/server/db.ts';\nimport '../../src/env.ts';\n"),
    ).toEqual([]);
  });
});

describe('services own every invalidation (decision 092)', () => {
  const ROUTE = 'api/_hono/routes/admin-posts.ts';
  const CACHE = relativeTo(ROUTE, 'src/server/cache.ts');

  it('a route importing an invalidate* helper is reported', async () => {
    for (const name of ['invalidatePosts', 'invalidateAds', 'invalidateCustomCode', 'invalidateDraws']) {
      const hits = await boundaryHits(ROUTE, `import { ${name} } from '${CACHE}';\nexport const f = ${name};\n`);
      expect(hits, name).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
    }
  });

  it("a route calling its context's cache.invalidate is reported", async () => {
    const hits = await boundaryHits(ROUTE, "export const f = (ctx: any) => ctx.cache.invalidate(['post:a']);\n");
    expect(hits).toEqual([expect.objectContaining({ rule: 'no-restricted-syntax' })]);
  });

  it('a route may tag its answer and import the tags; a service may invalidate', async () => {
    expect(
      await boundaryHits(
        ROUTE,
        `import { postTag } from '${CACHE}';\nexport const f = (ctx: any) => ctx.cache.tag([postTag('a')]);\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryHits(
        'src/server/services/posts.ts',
        "import { invalidatePosts } from '../cache.ts';\nexport const f = (ctx: any) => invalidatePosts(ctx.cache, ['a']);\n",
      ),
    ).toEqual([]);
  });
});
