import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { draws } from '../../../db/schema/index.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { GAMES } from '../../lib/catalogue/index.ts';

/**
 * Games the bundled feed carries with single digits (zero-padded) and Loto Leidsa: the import reads them once
 * issue 16 item 6 (branch h/data) is merged. Empty this set then; the test below keeps it honest.
 */
const AWAITING_FEED_IMPORT = new Set([
  'loto-leidsa',
  ...['2', '3', '4', '5'].flatMap((n) => [`florida-pick-${n}-dia`, `florida-pick-${n}-noche`]),
  ...['numbers', 'win-4'].flatMap((g) => [`new-york-${g}-tarde`, `new-york-${g}-noche`]),
  ...['3', '4'].flatMap((n) => [`king-pick-${n}-dia`, `king-pick-${n}-noche`]),
]);

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb({ history: true });
});
afterAll(async () => handle.close());

it('leaves no game page silently empty after the bundled import: each game without a draw names its official source', async () => {
  const stored = new Set((await handle.db.selectDistinct({ gameId: draws.gameId }).from(draws)).map((r) => r.gameId));
  const empty = GAMES.filter((g) => !stored.has(g.id));
  expect(empty.filter((g) => !g.unsourced && !AWAITING_FEED_IMPORT.has(g.id)).map((g) => g.id)).toEqual([]);
  // An unsourced game with stored draws would hide real data behind 'Sin resultados en Gana Más'.
  expect(GAMES.filter((g) => g.unsourced && stored.has(g.id)).map((g) => g.id)).toEqual([]);
  expect(empty).toHaveLength(24 - [...AWAITING_FEED_IMPORT].filter((id) => stored.has(id)).length);
});
