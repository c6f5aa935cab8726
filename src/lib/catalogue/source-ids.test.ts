import { describe, expect, it } from 'vitest';
import { gameById } from './index.ts';
import { gameIdForSource, idOnly, sourceIdEntries } from './source-ids.ts';

describe('source ids', () => {
  it('names only catalogue games', () => {
    const unknown = sourceIdEntries().filter(([, , gameId]) => !gameById(gameId));
    expect(unknown).toEqual([]);
  });

  it('maps one loteriasdominicanas game_id to each game at most once', () => {
    const ids = sourceIdEntries()
      .filter(([source]) => source === 'loteriasdominicanas')
      .map(([, , gameId]) => gameId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(44);
  });

  it('looks ids up by source, without inherited keys, and only leidsa is id-only', () => {
    expect(gameIdForSource('loteriasdominicanas', '6966a6d1ea7015c3b8a3d482')).toBe('gana-mas');
    expect(gameIdForSource('leidsa', 'La Primera/Quiniela Pale@19:00')).toBe('la-primera-noche');
    expect(gameIdForSource('leidsa', 'toString')).toBeUndefined();
    expect([idOnly('leidsa'), idOnly('loteriasdominicanas')]).toEqual([true, false]);
  });
});
