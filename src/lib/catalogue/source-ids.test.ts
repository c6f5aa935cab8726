import { readdirSync, readFileSync } from 'node:fs';
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
    expect(ids).toHaveLength(56);
  });

  it('maps every game of the bundled feed captures but the one left on purpose (decision 085)', () => {
    const dir = 'cron/snapshot/loteriasdominicanas-feed';
    const keys = new Set<string>();
    for (const file of readdirSync(dir)) {
      const feed = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as {
        draws: { provider_id: string; game_id: string; edition: string | null }[];
      };
      for (const d of feed.draws) keys.add(`${d.provider_id}/${d.game_id}/${d.edition ?? ''}`);
    }
    expect(keys.size).toBeGreaterThan(120);
    const unmapped = [...keys].filter((key) => !gameIdForSource('loteriasdominicanas-feed', key));
    expect(unmapped).toEqual(['loteka/quiniela/Noche']);
    expect(gameIdForSource('loteriasdominicanas-feed', 'anguila/anguila-4-00-pm/')).toBe('anguila-4-00-pm');
    expect(gameIdForSource('loteriasdominicanas-feed', 'anguila/anguila-14-00/')).toBe('anguila-2-00-pm');
    expect(gameIdForSource('loteriasdominicanas-feed', 'haiti-bolet/haiti-bolet-9-30-am/')).toBe('haiti-bolet-9-30-am');
    expect(gameIdForSource('loteriasdominicanas', '6a5116a607d516b9c5102db7')).toBe('anguila-4-00-pm');
    expect(gameIdForSource('loteriasdominicanas', '6a97691c445bdb3562dc7f17')).toBe('loteria-real-noche');
  });

  it('looks ids up by source, without inherited keys, and only leidsa is id-only', () => {
    expect(gameIdForSource('loteriasdominicanas', '6966a6d1ea7015c3b8a3d482')).toBe('gana-mas');
    expect(gameIdForSource('leidsa', 'La Primera/Quiniela Pale@19:00')).toBe('la-primera-noche');
    expect(gameIdForSource('leidsa', 'toString')).toBeUndefined();
    expect([idOnly('leidsa'), idOnly('loteriasdominicanas')]).toEqual([true, false]);
  });
});
