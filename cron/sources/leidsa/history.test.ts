import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../adapters.ts';
import { readFixture } from '../../../tests/helpers/captures.ts';
import { validateDraws } from '../../validate.ts';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import { historyUrl, parseHistory, readHistoryPage } from './history.ts';
import { historyAdapter } from './index.ts';

const context = { fetchedAt: new Date('2026-05-25T18:16:00Z') };
const page = (name: string) => readHistoryPage(readFixture('leidsa.com', `history-${name}.html`));

/** Every real history capture: file, asked draw number, the catalogue game, the ids its draws carry. */
const CAPTURES = [
  ['quiniela-pale-5_10219', 10219, 'quiniela-leidsa', ['Leidsa/Quiniela Pale@16:00', 'Leidsa/Quiniela Pale@21:00']],
  ['quiniela-pale-5_10218', 10218, 'quiniela-leidsa', ['Leidsa/Quiniela Pale@16:00', 'Leidsa/Quiniela Pale@21:00']],
  ['kinotv-3_6218', 6218, 'super-kino-tv', ['Leidsa/KinoTV@16:00', 'Leidsa/KinoTV@21:00']],
  ['loto-pool-2_9218', 9218, 'loto-pool-leidsa', ['Leidsa/Loto Pool@16:00', 'Leidsa/Loto Pool@21:00']],
  ['pega3mas-4_5218', 5218, 'pega-3-mas', ['Leidsa/Pega3Mas@16:00', 'Leidsa/Pega3Mas@21:00']],
  ['super-pale-6_10215', 10215, 'super-pale-leidsa', ['Leidsa/Super Pale@16:00', 'Leidsa/Super Pale@21:00']],
  ['loto-1_2061', 2061, 'loto-leidsa', ['Leidsa/Loto@20:52', 'Leidsa/Loto@21:00']],
] as const;

describe('leidsa-history parse: the real history pages of 2026-05-25/27', () => {
  it('reads the asked draw, numbers and Santo Domingo dates of each game', () => {
    const first = (name: string) => {
      const { asked, draws } = page(name);
      const d = draws[0];
      return [asked?.drawNo, d?.drawNo, d?.drawDate, d?.draw.sourceGameId?.id, d?.draw.numbers.join('-')];
    };
    expect(first('quiniela-pale-5_10219')).toEqual([
      10219,
      10219,
      '2026-05-25',
      'Leidsa/Quiniela Pale@21:00',
      '68-01-20',
    ]);
    expect(first('quiniela-pale-5_10218')).toEqual([
      10218,
      10218,
      '2026-05-24',
      'Leidsa/Quiniela Pale@16:00',
      '66-88-35',
    ]);
    expect(first('kinotv-3_6218')).toEqual([
      6218,
      6218,
      '2026-05-24',
      'Leidsa/KinoTV@16:00',
      '01-04-08-16-17-19-21-23-26-27-29-34-51-55-61-62-66-68-69-70',
    ]);
    expect(first('loto-pool-2_9218')).toEqual([9218, 9218, '2026-05-24', 'Leidsa/Loto Pool@16:00', '09-10-13-15-24']);
    expect(first('pega3mas-4_5218')).toEqual([5218, 5218, '2026-05-24', 'Leidsa/Pega3Mas@16:00', '14-49-00']);
    expect(first('super-pale-6_10215')).toEqual([10215, 10215, '2026-05-24', 'Leidsa/Super Pale@16:00', '66-12']);
    // Loto: six balls, then the two bonus rounds (Loto Más, Super Más), as the home parser writes them.
    expect(first('loto-1_2061')).toEqual([2061, 2061, '2026-05-23', 'Leidsa/Loto@21:00', '02-05-10-29-30-38-02-08']);
  });

  it('reads a 21:00 draw (01:00 UTC the next day) as the Santo Domingo day before', () => {
    const draw = page('pega3mas-4_5218').draws.find((d) => d.drawNo === 5217);
    expect([draw?.drawDate, draw?.draw.sourceGameId?.id, draw?.draw.numbers]).toEqual([
      '2026-05-23',
      'Leidsa/Pega3Mas@21:00',
      ['45', '45', '22'],
    ]);
  });

  it.each(CAPTURES)(
    '%s: 100 draws newest first, each a catalogue draw that passes the number rules',
    (name, asked, game, ids) => {
      const { asked: read, draws, problems } = page(name);
      expect(read?.drawNo).toBe(asked);
      expect(problems).toEqual([]);
      expect(draws).toHaveLength(100);
      expect(draws[0]?.drawNo).toBe(asked);
      const dates = draws.map((d) => d.drawDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect([...new Set(draws.map((d) => d.draw.sourceGameId?.id))].sort()).toEqual(ids);
      const { valid, rejected, incomplete } = validateDraws(
        draws.map((d) => d.draw),
        new Date('2026-05-28T00:00:00Z'),
      );
      expect([rejected, incomplete]).toEqual([[], []]);
      expect(new Set(valid.map((d) => d.gameId))).toEqual(new Set([game]));
    },
  );

  it('reads the older Loto draws of 2025 (20:52, one bonus round of two balls) the same way', () => {
    const old = page('loto-1_2061').draws.find((d) => d.drawNo === 1580);
    expect([old?.drawDate, old?.draw.sourceGameId?.id, old?.draw.numbers.join('-')]).toEqual([
      '2025-06-21',
      'Leidsa/Loto@20:52',
      '04-06-07-16-30-34-05-15',
    ]);
  });

  it('gives no asked draw for a number the site does not have (1_1), and still its newest list', () => {
    const { asked, draws } = page('loto-1_1');
    expect(asked).toBeNull();
    expect(draws.map((d) => d.drawNo).slice(0, 2)).toEqual([2061, 2060]);
  });

  it('keeps an entry of an unexpected shape as a problem item and reads the others', () => {
    const body = readFixture('leidsa.com', 'history-super-pale-6_10215.html').replace(
      String.raw`\"gameDrawId\":\"6_10214\"`,
      String.raw`\"gameDrawId\":\"6-10214\"`,
    );
    const draws = parseHistory(body, context);
    expect(draws).toHaveLength(100);
    expect(draws.at(-1)?.problem).toMatch(/ilegible en gameDrawId/);
  });

  it('keeps an asked draw of an unexpected shape as a problem item, with no asked draw', () => {
    const body = readFixture('leidsa.com', 'history-super-pale-6_10215.html').replaceAll(
      String.raw`\"drawTime\":\"2026-05-24T20:00:00Z\"`,
      String.raw`\"drawTime\":\"ayer\"`,
    );
    const read = readHistoryPage(body);
    expect(read.asked).toBeNull();
    expect(read.problems.map((p) => p.problem)).toEqual([
      expect.stringMatching(/ilegible en drawTime/),
      expect.stringMatching(/ilegible en drawTime/),
    ]);
    expect(read.draws.map((d) => d.drawNo).slice(0, 2)).toEqual([10214, 10213]);
  });
});

describe('leidsa-history parse: refused pages store nothing', () => {
  it('throws SourceFormatError for a page without drawResults (the home page)', () => {
    expect(() => parseHistory(readFixture('leidsa.com', 'home-2026-05-27-nextjs.html'), context)).toThrow(
      SourceFormatError,
    );
  });

  it('throws SourceBlockedError for a block page', () => {
    const block = '<html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>';
    expect(() => parseHistory(block, context)).toThrow(SourceBlockedError);
  });

  it('throws SourceFormatError for a page cut inside its list', () => {
    const body = readFixture('leidsa.com', 'history-loto-pool-2_9218.html');
    const cut = body.slice(0, body.indexOf(String.raw`\"gameDrawId\":\"2_9150\"`));
    expect(() => parseHistory(cut, context)).toThrow(SourceFormatError);
  });
});

describe('leidsa-history request', () => {
  it('asks the page of options.drawNo of the same game, or the URL itself', () => {
    const url = 'https://www.leidsa.com/results/Leidsa/Quiniela%20Pale/5_10219';
    expect(historyAdapter.request(url, { drawNo: 9001 }).url).toBe(
      'https://www.leidsa.com/results/Leidsa/Quiniela%20Pale/5_9001',
    );
    expect(historyAdapter.request(url, context).url).toBe(url);
    expect(() => historyUrl('https://www.leidsa.com/', 3)).toThrow(/URL de historial/);
  });
});

describe('leidsa-history against another real source', () => {
  it('agrees with the bundled loteriasdominicanas.com feed on every Leidsa draw both hold', () => {
    const at = new Date('2026-05-28T00:00:00Z');
    const key = (d: { gameId: string; drawDate: string }) => `${d.gameId}|${d.drawDate}`;
    const history = new Map(
      CAPTURES.flatMap(
        ([name]) => validateDraws(parseHistory(readFixture('leidsa.com', `history-${name}.html`), context), at).valid,
      ).map((d) => [key(d), d.numbers.join('-')]),
    );
    const feedDir = resolve('cron/snapshot/loteriasdominicanas-feed');
    const feed = new Map(
      readdirSync(feedDir)
        .filter((f) => /^\d{4}-\d{2}-\d{2}\.json$/.test(f) && f < '2026-05-28')
        .flatMap((f) => {
          const body = readFileSync(resolve(feedDir, f), 'utf8');
          return validateDraws(parsePage('loteriasdominicanas-feed', body, { fetchedAt: at }), at).valid;
        })
        .map((d) => [key(d), d.numbers.join('-')]),
    );
    const both = [...history.keys()].filter((k) => feed.has(k));
    const games = new Set(both.map((k) => k.split('|')[0]));
    expect(games).toEqual(new Set(CAPTURES.map(([, , game]) => game)));
    expect(both).toHaveLength(498);
    expect(both.filter((k) => history.get(k) !== feed.get(k)).map((k) => [k, history.get(k), feed.get(k)])).toEqual([]);
  });
});
