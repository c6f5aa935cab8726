import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { drawHistory } from '../../db/queries/draws.ts';
import { ensureScrapers, listScrapers } from '../../db/queries/scrapers.ts';
import { draws } from '../../db/schema/index.ts';
import { aDraw, aScraper, insertDraws, insertScraper } from '../factories.ts';
import { resetTestDb, rowsOf, useTestDb } from './test-db.ts';

const migrations = async (db: Db) =>
  (await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]?.n;
const t = useTestDb();

describe('resetTestDb', () => {
  it('empties every app table, restarts ids and keeps the migrations', async () => {
    await insertScraper(t.db);
    await insertDraws(t.db, aDraw(), aDraw({ drawDate: '2025-08-06' }));
    const applied = await migrations(t.db);
    await resetTestDb(t.db);
    expect(await t.db.select().from(draws)).toEqual([]);
    expect(await listScrapers(t.db)).toEqual([]);
    expect(await migrations(t.db)).toBe(applied);
    await insertDraws(t.db, aDraw());
    expect((await t.db.select().from(draws)).map((d) => d.id)).toEqual([1]);
  });
});

describe('useTestDb with a seed', () => {
  const seeded = useTestDb({
    seed: (db) => insertDraws(db, aDraw(), aDraw({ drawDate: '2025-08-06', numbers: ['01', '02', '03'] })),
  });
  // Both tests write; whichever runs second proves the first one's rows are gone.
  it.each(['first', 'second'])('starts the %s test from the seed rows, and new ids follow them', async () => {
    expect((await drawHistory(seeded.db, 'quiniela-leidsa', 10)).map((d) => [d.id, d.drawDate])).toEqual([
      [2, '2025-08-06'],
      [1, '2025-08-05'],
    ]);
    await insertDraws(seeded.db, aDraw({ drawDate: '2025-08-07' }));
    expect((await drawHistory(seeded.db, 'quiniela-leidsa', 1))[0]).toMatchObject({ id: 3, drawDate: '2025-08-07' });
  });
});

describe('factories', () => {
  it('derive operator and draw time from the catalogue game', () => {
    expect(
      aDraw({ gameId: 'powerball', drawDate: '2026-07-11', numbers: ['08', '10', '14', '45', '59', '05'] }),
    ).toMatchObject({
      operatorId: 'americanas',
      drawTime: '23:00',
    });
  });

  it('refuse numbers the game does not publish', () => {
    expect(() => aDraw({ numbers: ['38', '09'] })).toThrow(
      'aDraw: Quiniela Leidsa 2025-08-05: se esperaban 3 números y llegaron 2',
    );
    expect(() => aDraw({ gameId: 'nada' })).toThrow('aDraw: "nada" is not a catalogue game');
  });

  it('aScraper gives scrapers the scrapers table takes', async () => {
    expect(await ensureScrapers(t.db, [aScraper(), aScraper({ name: 'Otra página', enabled: false })])).toBe(2);
  });

  it('insertScraper stores a scraper of a real source', async () => {
    expect(await insertScraper(t.db, { status: 'error', errorMessage: 'HTTP 403' })).toMatchObject({
      id: 1,
      enabled: true,
      status: 'error',
      errorMessage: 'HTTP 403',
      config: { adapter: 'loteriasdominicanas-html' },
    });
  });
});
