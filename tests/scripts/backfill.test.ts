import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDraws } from '../../db/queries/draws.ts';
import { startFakeLdApi, type FakeLdApi } from '../fakes/ld-api.ts';
import { startFakeLeidsa, type FakeLeidsa } from '../fakes/leidsa-history.ts';
import { openSharedTestDb } from '../helpers/test-db.ts';

const run = promisify(execFile);
let fake: FakeLdApi;
let leidsa: FakeLeidsa;
let db: Awaited<ReturnType<typeof openSharedTestDb>>;

beforeAll(async () => {
  fake = await startFakeLdApi();
  leidsa = await startFakeLeidsa();
  db = await openSharedTestDb();
});
afterAll(async () => {
  await fake.close();
  await leidsa.close();
  await db.drop();
});

/** `npm run backfill -- …args` against the shared test database and the fake; its exit code and output. */
async function backfill(...args: string[]) {
  const env = { ...process.env, DATABASE_URL: db.url };
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/backfill.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const RANGE = ['--from', '2026-02-01', '--to', '2026-02-07', '--games', 'leidsa,anguila,americanas'];

describe('npm run backfill', () => {
  it('fills a week for three operators, then a second run asks and stores nothing', async () => {
    const first = await backfill(...RANGE, '--base', fake.base, '--interval-ms', '0');
    expect(first.stderr).toMatch(/backfill 21\/21 \(100\.0 %\)/);
    expect(first.stdout).toMatch(/^quiniela-leidsa\s+7\s+7\s+0\s+0$/m);
    expect(first.stdout).toMatch(/^loto-leidsa\s+2\s+2\s+0\s+0$/m);
    expect(first.stdout).toMatch(/peticiones: 21 · días hechos: 21\/21/);
    expect(first.code).toBe(0);
    expect(fake.requests).toHaveLength(21);
    const handle = await db.open();
    const stored = await countDraws(handle.db);
    await handle.close();
    expect(stored).toBeGreaterThan(80);

    const second = await backfill(...RANGE, '--base', fake.base, '--interval-ms', '0');
    expect(second.stdout).toMatch(/peticiones: 0 · días hechos: 0\/0 · sorteos guardados: 0/);
    expect(fake.requests).toHaveLength(21);
    const again = await db.open();
    expect(await countDraws(again.db)).toBe(stored);
    await again.close();
  });

  it('--source leidsa fills a week of the six Leidsa games from leidsa.com, then a second run asks nothing', async () => {
    const week = ['--from', '2026-01-10', '--to', '2026-01-16', '--source', 'leidsa', '--base', leidsa.base];
    const first = await backfill(...week, '--interval-ms', '0');
    // Five daily games on 7 days and Loto on 2 (Wednesday 14, Saturday 10): one page each, the estimate right.
    expect(first.stderr).toMatch(/backfill 37\/37 \(100\.0 %\)/);
    expect(first.stdout).toMatch(/^quiniela-leidsa\s+7\s+7\s+0\s+0$/m);
    expect(first.stdout).toMatch(/^loto-leidsa\s+2\s+2\s+0\s+0$/m);
    expect(first.stdout).toMatch(/peticiones: 37 · días hechos: 37\/37 · sorteos guardados: 37 · fallidos: 0/);
    expect(first.code).toBe(0);
    expect(leidsa.requests).toHaveLength(37);

    const second = await backfill(...week, '--interval-ms', '0');
    expect(second.stdout).toMatch(/peticiones: 0 · días hechos: 0\/0 · sorteos guardados: 0/);
    expect(leidsa.requests).toHaveLength(37);
  });

  it.each([
    [['--from', '2026-02-30'], /--from: debe ser una fecha/],
    [['--from', '2026-02-01', '--source', 'nope'], /--source: fuente desconocida: solo ld-api, leidsa/],
    [['--from', '2026-02-01', '--games', 'nope'], /juego u operadora desconocidos: nope/],
    [['--from', '2026-02-01', '--bogus'], /Unknown option '--bogus'/],
  ])('refuses %j with exit code 2', async (args, message) => {
    const result = await backfill(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/uso: npm run backfill/);
  });
});
