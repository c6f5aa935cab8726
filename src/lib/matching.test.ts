import { describe, expect, it } from 'vitest';
import { gameById } from './catalogue/index.ts';
import { findResultFor, matchesGame } from './matching.ts';

const game = (id: string) => {
  const found = gameById(id);
  if (!found) throw new Error(id);
  return found;
};

describe('card matching (spec 5)', () => {
  it.each([
    ['megalotto', { name: 'MegaLotto 8 números' }, true],
    ['megalotto', { name: 'Loteka', nro: 'Mega Lotto - Power' }, true],
    ['la-suerte-1800', { name: 'La Suerte 18:00' }, true],
    ['la-suerte-1800', { name: 'La Suerte 12:30' }, false],
    ['repartidera', { name: 'MC Repartidera', company: 'Loteka' }, true],
    ['repartidera', { name: 'Repartidera Real', company: 'Lotería Real' }, false],
    ['toca-3', { name: 'Loteka', nro: 'Toca 3' }, true],
  ])('%s matches %j: %s', (id, result, expected) => {
    expect(matchesGame(game(id), result)).toBe(expected);
  });

  it('prefers an exact name over an alias, and never crosses operators', () => {
    const results = [
      { name: 'Loto Pool', company: 'Lotería Real' },
      { name: 'Loto Pool', company: 'Leidsa' },
      { name: 'Gana Más', company: 'Lotería Nacional' },
      { name: 'Lotería Nacional', company: 'Lotería Nacional' },
    ];
    expect(findResultFor(game('loto-pool-leidsa'), results)).toBe(results[1]);
    expect(findResultFor(game('loteria-nacional'), results)).toBe(results[3]);
    expect(findResultFor(game('quiniela-leidsa'), results)).toBeUndefined();
  });
});
