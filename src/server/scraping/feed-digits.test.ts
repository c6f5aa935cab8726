/**
 * The bundled feed's single-digit games (issue 16 item 6): the feed zero-pads digits, and the import reads them
 * through each game's number rule ("08" is the digit 8), rejects what the rule does not allow, and Loto Leidsa's
 * year equals leidsa.com's own results page for every date both have.
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { draws } from '../../../db/schema/index.ts';
import { readFixture } from '../../../tests/helpers/captures.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { importPage } from './run-scrape.ts';

const DAY = '2026-08-21';
const FEED = readFileSync(`cron/snapshot/loteriasdominicanas-feed/${DAY}.json`, 'utf8');
const input = (body: string) => ({
  adapter: 'loteriasdominicanas-feed',
  body,
  url: `https://github.com/Rodyd137/ScraperLoteriasDominicanas/blob/main/public/feed/${DAY}.json`,
  fetchedAt: new Date(`${DAY}T23:59:00-04:00`),
});

/** The real feed of `DAY` with the numbers of its item `gameId` (the feed's id) replaced by `numbers`. */
function feedWith(gameId: string, numbers: string[]): string {
  const feed = JSON.parse(FEED) as { draws: { game_id: string; numbers: string[] }[] };
  const item = feed.draws.find((d) => d.game_id === gameId);
  if (!item) throw new Error(`no ${gameId} in the feed of ${DAY}`);
  item.numbers = numbers;
  return JSON.stringify(feed);
}

describe('the feed import of an empty database', () => {
  const handle = useTestDb();
  const stored = async (gameId: string, drawDate: string) =>
    (
      await handle.db
        .select({ numbers: draws.numbers })
        .from(draws)
        .where(and(eq(draws.gameId, gameId), eq(draws.drawDate, drawDate)))
    ).map((d) => d.numbers);

  it('reads the zero-padded digits of real feed rows as the digits the game draws', async () => {
    const summary = await importPage(handle.db, input(FEED));
    expect(summary.rejected.filter((r) => /Toca|Pick|Numbers|Win 4|Loto Más/.test(r.title))).toEqual([]);
    // Real rows of the 2026-08-21 feed: Toca 3 ["04","05","09"], King Pick 3 Noche ["05","08","06"], ...
    expect(await stored('toca-3', '2026-08-20')).toEqual([['4', '5', '9']]);
    expect(await stored('king-pick-3-noche', DAY)).toEqual([['5', '8', '6']]);
    expect(await stored('king-pick-4-dia', DAY)).toEqual([['9', '3', '2', '2']]);
    // Florida Pick 3 with its Fireball last (a digit of the rule too).
    expect(await stored('florida-pick-3-dia', DAY)).toEqual([['9', '5', '0', '5']]);
    expect(await stored('new-york-win-4-tarde', DAY)).toEqual([['9', '9', '5', '3']]);
    // Loto's balls are ranges, not digits: kept as published, bonus balls included.
    expect(await stored('loto-leidsa', '2026-08-19')).toEqual([['05', '23', '14', '19', '10', '30', '07', '03']]);
  });

  it('rejects a value the single-digit rule does not allow', async () => {
    const tooBig = await importPage(handle.db, input(feedWith('toca-3', ['18', '05', '09'])));
    expect(tooBig.rejected).toContainEqual(
      expect.objectContaining({ title: 'Toca 3', reason: 'posición 1: "18" no es un dígito (0-9)' }),
    );
    expect(await stored('toca-3', '2026-08-20')).toEqual([]);
  });

  it('never splits a compacted row', async () => {
    // Florida Pick 3 Día 9-5-0 with Fireball 5, written as one value: rejected, not read as four digits.
    const compacted = await importPage(handle.db, input(feedWith('pick-3', ['9505'])));
    expect(compacted.rejected).toContainEqual(
      expect.objectContaining({ title: 'Pick 3 Día', reason: 'se esperaban 3 números y llegaron 1' }),
    );
    expect(await stored('florida-pick-3-dia', DAY)).toEqual([]);
  });
});

/** Loto draws of leidsa.com's results page: Santo Domingo date -> six balls, Más, Súper Más (as numbers). */
function leidsaLotoDraws(html: string): Map<string, number[]> {
  const payload = html.replaceAll('\\"', '"');
  const entry =
    /"gameFamilyName":"Loto","provider":"Leidsa"[^{}]*?"drawTime":"([^"]+)","results":\{"drawnValues":\[\{"drawnValues":\[([\d,]+)\]\}\],"bonusDraws":\[\{"drawnValues":\[(\d+)\]\},\{"drawnValues":\[(\d+)\]\}\]\}/g;
  const found = new Map<string, number[]>();
  for (const [, drawTime = '', balls = '', mas = '', superMas = ''] of payload.matchAll(entry)) {
    const date = new Date(Date.parse(drawTime) - 4 * 3_600_000).toISOString().slice(0, 10);
    found.set(date, [...balls.split(',').map(Number), Number(mas), Number(superMas)]);
  }
  return found;
}

describe('Loto Leidsa of the bundled history', () => {
  const handle = useTestDb({ history: true });

  it('equals leidsa.com (an independent source) on every date both have', async () => {
    const official = leidsaLotoDraws(readFixture('leidsa.com', 'results-loto-2026-05-24-nextjs.html'));
    const ours = await handle.db
      .select({ drawDate: draws.drawDate, numbers: draws.numbers })
      .from(draws)
      .where(eq(draws.gameId, 'loto-leidsa'))
      .orderBy(asc(draws.drawDate));
    expect(ours).toHaveLength(96);
    const both = ours.filter((d) => official.has(d.drawDate));
    expect(both.length).toBeGreaterThanOrEqual(50);
    for (const draw of both) {
      const [main, bonus] = [draw.numbers.slice(0, 6).map(Number), draw.numbers.slice(6).map(Number)];
      const theirs = official.get(draw.drawDate) ?? [];
      expect({ date: draw.drawDate, main: main.sort((a, b) => a - b), bonus }).toEqual({
        date: draw.drawDate,
        main: theirs.slice(0, 6).sort((a, b) => a - b),
        bonus: theirs.slice(6),
      });
    }
  });
});
