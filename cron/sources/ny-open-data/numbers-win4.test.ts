import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../tests/helpers/captures.ts';
import { validateDraws } from '../../validate.ts';
import { parse } from './parse.ts';

const context = { fetchedAt: new Date('2026-05-07T12:00:00Z'), url: 'https://data.ny.gov/resource/hsys-3def.json' };
const body = () => readFixture('data.ny.gov', 'numbers-win4-hsys-3def.constructed.json');

describe('ny-open-data: Numbers / Win 4 (hsys-3def)', () => {
  it('reads both draws of both games per row, skipping values not published', () => {
    expect(parse(body(), context).map((d) => [d.title, d.drawDate, d.numbers.join('')])).toEqual([
      ['Numbers Midday', '2026-05-06', '319'],
      ['Numbers Evening', '2026-05-06', '402'],
      ['Win 4 Midday', '2026-05-06', '5954'],
      ['Win 4 Evening', '2026-05-06', '2653'],
      ['Numbers Midday', '2026-05-05', '531'],
      ['Win 4 Midday', '2026-05-05', '4734'],
    ]);
  });

  it('validates them as the New York Numbers / Win 4 games, the inputs of New York Tarde (31-47-34 on 2026-05-05)', () => {
    const { valid, rejected } = validateDraws(parse(body(), context), context.fetchedAt);
    expect(rejected).toEqual([]);
    const byGame = new Map(valid.filter((d) => d.drawDate === '2026-05-05').map((d) => [d.gameId, d.numbers.join('')]));
    const [pick3 = '', pick4 = ''] = [byGame.get('new-york-numbers-tarde'), byGame.get('new-york-win-4-tarde')];
    expect([pick3.slice(1), pick4.slice(0, 2), pick4.slice(2)]).toEqual(['31', '47', '34']);
  });

  it('pads a CSV export value whose leading zeros were dropped, and leaves a too-long one to validation', () => {
    const csv = 'Draw Date,Midday Daily,Evening Daily,Midday Win 4,Evening Win 4\n05/06/2026,31,402,954,26531\n';
    const draws = parse(csv, { fetchedAt: context.fetchedAt });
    expect(draws.map((d) => d.numbers.join(''))).toEqual(['031', '402', '0954', '26531']);
    expect(validateDraws(draws, context.fetchedAt).rejected.map((r) => r.reason)).toEqual([
      'se esperaban 4 números y llegaron 5',
    ]);
  });
});
