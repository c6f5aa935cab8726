import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { draws } from '../../../db/schema/index.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { GAMES } from '../../lib/catalogue/index.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb({ history: true });
});
afterAll(async () => handle.close());

it('leaves no game page silently empty after the bundled import: each game without a draw names its official source', async () => {
  const stored = new Set((await handle.db.selectDistinct({ gameId: draws.gameId }).from(draws)).map((r) => r.gameId));
  const empty = GAMES.filter((g) => !stored.has(g.id));
  expect(empty.filter((g) => !g.unsourced).map((g) => g.id)).toEqual([]);
  // An unsourced game with stored draws would hide real data behind 'Sin resultados en Gana Más'.
  expect(GAMES.filter((g) => g.unsourced && stored.has(g.id)).map((g) => g.id)).toEqual([]);
  // Of the 24 menu pages that were empty, the 17 games of the feed are filled, then the 3 Florida draw games of the
  // feed (decision 084) and Powerball Double Play (decision 085); the 3 without a source remain.
  expect(empty.map((g) => g.id).sort()).toEqual(
    GAMES.filter((g) => g.unsourced)
      .map((g) => g.id)
      .sort(),
  );
  expect(empty).toHaveLength(3);
});
