import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDraws } from '../../validate.ts';
import { SourceFormatError } from '../types.ts';
import { parse } from './parse.ts';

const day = (date: string) => readFileSync(`cron/snapshot/loteriasdominicanas-feed/${date}.json`, 'utf8');
const fetchedAt = new Date('2026-08-22T23:59:00-04:00');

describe('loteriasdominicanas-feed parse: the feed of 2026-08-22 (real, bundled)', () => {
  it('reads its 90 items with the feed key, a title of game and edition, and no draw time', () => {
    const draws = parse(day('2026-08-22'));
    expect(draws).toHaveLength(90);
    expect(draws[0]).toEqual({
      sourceGameId: { source: 'loteriasdominicanas-feed', id: 'americanas/cash-4-life/' },
      operatorTitle: 'Americanas',
      title: 'Cash 4 Life',
      drawDate: '2026-02-21',
      drawTime: null,
      numbers: ['25', '52', '20', '55', '30', '04'],
    });
    expect(draws.find((d) => d.title === 'Anguila 10:00 AM')?.sourceGameId?.id).toBe('anguila/anguila-10-00-am/');
  });

  it('validates the games it maps by feed id only, with the catalogue times, and reports the rest unmatched', () => {
    const { valid, rejected } = validateDraws(parse(day('2026-08-22')), fetchedAt);
    const quiniela = valid.find((d) => d.gameId === 'quiniela-leidsa');
    expect(quiniela).toMatchObject({ drawDate: '2026-08-21', drawTime: '20:55', numbers: ['33', '29', '86'] });
    expect(valid.find((d) => d.gameId === 'la-suerte-1230')).toMatchObject({
      drawDate: '2026-08-22',
      drawTime: '12:30',
    });
    // The US games are read too since decision 084 (fill-only where official data exists), and every game of this
    // day's feed is a catalogue game since decision 085 (the hourly Anguila draws, Powerball's Double Play…).
    const unmatched = rejected.filter((r) => !r.gameId).map((r) => r.title);
    expect(unmatched).toEqual([]);
    expect(valid.some((d) => d.gameId === 'anguila-8-00-pm')).toBe(true);
    expect(valid.filter((d) => ['powerball', 'mega-millions'].includes(d.gameId))).toHaveLength(2);
    // Zero-padded single digits are read through the game's rule: "05" is the digit 5.
    expect(valid.find((d) => d.gameId === 'toca-3')).toMatchObject({
      drawDate: '2026-08-21',
      numbers: ['5', '7', '6'],
    });
    expect(valid.find((d) => d.gameId === 'pega-4-real')).toMatchObject({
      drawDate: '2026-03-31',
      numbers: ['3', '8', '2', '0'],
    });
  });

  it('reports an odd item alone with its reason and keeps the others', () => {
    const feed = JSON.parse(day('2026-08-22')) as { draws: Record<string, unknown>[] };
    feed.draws[1] = { ...feed.draws[1], date: '21/08/2026' };
    const draws = parse(JSON.stringify(feed));
    expect(draws).toHaveLength(90);
    expect(draws[1]).toMatchObject({ title: 'Mega Millions', problem: expect.stringContaining('date') as string });
    expect(draws.filter((d) => d.problem)).toHaveLength(1);
  });

  it('refuses a body that is not a feed', () => {
    expect(() => parse('<html>bloqueado</html>')).toThrow(SourceFormatError);
    expect(() => parse('{"draws": "ninguno"}')).toThrow(SourceFormatError);
  });

  it('reads the empty feed of 2026-06-12, the day the old pages disappeared, as no draws', () => {
    expect(parse(day('2026-06-12'))).toEqual([]);
  });
});
