import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawKey, readPage } from '../../bench/live/observe.ts';
import { gameById } from '../../src/lib/catalogue/index.ts';
import { toLotteryResult } from '../../src/lib/results.ts';
import { GameCard } from '../../src/ui/GameCard.tsx';

const DATE = '2026-11-27';
const KINO = Array.from({ length: 20 }, (_, i) => String(i * 4 + 1).padStart(2, '0'));
const MEGALOTTO = ['03', '11', '17', '24', '30', '38', '07', '12'];

/** A home card of `gameId` as the site renders it, showing `numbers`. */
function card(gameId: string, numbers: string[]): string {
  const game = gameById(gameId)!;
  const draw = { gameId, drawDate: DATE, drawTime: '20:55', numbers, extras: {} };
  const result = toLotteryResult(game, draw);
  return renderToStaticMarkup(createElement(GameCard, { game, result, readAt: Date.parse(`${DATE}T23:00:00Z`) }));
}

describe("bench:live's reading of a page", () => {
  it("sees a draw of more than six numbers in its card's first six, and a bonus ball's labelled row", () => {
    const home = card('super-kino-tv', KINO) + card('megalotto', MEGALOTTO);
    const wanted = [drawKey('super-kino-tv', KINO), drawKey('megalotto', MEGALOTTO)];
    expect(readPage(home, { rows: wanted, partials: [] }).rows).toEqual(wanted);
  });

  it("sees a one-number row only in its own game's card, never in another card's numbers", () => {
    const home = card('quiniela-leidsa', ['05', '41', '77']) + card('repartidera', ['41']);
    const page = (rows: string[]) => readPage(home, { rows, partials: [] }).rows;
    expect(page([drawKey('repartidera', ['41'])])).toEqual([drawKey('repartidera', ['41'])]);
    expect(page([drawKey('repartidera', ['05'])])).toEqual([]);
  });

  it('reports a partial row shown as the winning numbers of its game', () => {
    const home = card('quiniela-leidsa', ['16', '77']);
    const partial = drawKey('quiniela-leidsa', ['16', '77', '']);
    expect(readPage(home, { rows: [], partials: [partial] }).partials).toEqual([partial]);
    expect(readPage(card('quiniela-leidsa', ['16', '77', '02']), { rows: [], partials: [partial] }).partials).toEqual(
      [],
    );
  });
});
