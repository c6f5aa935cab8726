import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { appDb, closeAppDb, openAppDb } from './db.ts';

afterAll(async () => closeAppDb());

describe('the app database', () => {
  it('rejects while the database is unreachable, and opens on the next call once it is reachable', async () => {
    const down = parseEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/gana_mas', SNAPSHOT_IMPORT: 'off' });
    await expect(openAppDb(down, { recoverRuns: false })).rejects.toThrow();
    const up = parseEnv({ DATABASE_URL: 'memory://', SNAPSHOT_IMPORT: 'off' });
    const handle = await openAppDb(up, { recoverRuns: true });
    expect(handle.driver).toBe('pglite');
    expect(await appDb()).toBe(handle);
  });
});
