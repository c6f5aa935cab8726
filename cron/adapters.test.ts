import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { countDraws } from '../db/queries/draws.ts';
import { openTestDb } from '../tests/helpers/test-db.ts';
import { readFixture } from '../tests/helpers/captures.ts';
import { MAX_BODY_CHARS, adapterFor, parsePage } from './adapters.ts';
import { importPage } from './run-scrape.ts';
import { SourceFormatError } from './sources/types.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle.close());

/** The real leidsa.com home page padded past the cap with HTML whitespace (still a parseable page). */
const oversized = () => {
  const page = readFixture('leidsa.com', 'home-2026-05-27-nextjs.html');
  return page.replace('</body>', `${' '.repeat(MAX_BODY_CHARS + 1 - page.length)}</body>`);
};

describe('parsePage', () => {
  it('registers the leidsa adapter', () => {
    expect(adapterFor('leidsa').id).toBe('leidsa');
  });

  it('refuses a body over the cap before parsing', () => {
    expect(() => parsePage('leidsa', oversized(), { fetchedAt: new Date() })).toThrow(SourceFormatError);
    expect(() => parsePage('leidsa', oversized(), { fetchedAt: new Date() })).toThrow(
      `respuesta demasiado grande: 2000001 caracteres (máximo 2000000)`,
    );
  });

  it('fails the import of an oversized page with a clear status and stores nothing', async () => {
    const input = { adapter: 'leidsa', url: 'https://www.leidsa.com/', fetchedAt: new Date('2026-05-27T05:28:00Z') };
    const summary = await importPage(handle.db, { ...input, body: oversized() });
    expect(summary).toMatchObject({
      status: 'error',
      created: 0,
      error: expect.stringMatching(/^respuesta demasiado grande/),
    });
    expect(await countDraws(handle.db)).toBe(0);
    const stored = await importPage(handle.db, {
      ...input,
      body: readFixture('leidsa.com', 'home-2026-05-27-nextjs.html'),
    });
    expect(stored).toMatchObject({ status: 'ok', created: 13, incomplete: [], warnings: [] });
    expect(stored.rejected).toHaveLength(4);
  });
});
