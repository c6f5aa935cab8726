import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath, readFixture } from '../../../tests/helpers/captures.ts';
import { expectedNumbers, inputGameIds } from './derivation.ts';
import { GAMES, gameById } from './index.ts';
import type { Game } from './types.ts';

const game = (id: string) => gameById(id) as Game;
const inputs = (table: Record<string, string[]>) => (gameId: string) => table[gameId];

describe('derivation rules', () => {
  it('names only games of the catalogue drawn on every day the derived game is drawn', () => {
    const derived = GAMES.filter((g) => g.derivedFrom);
    expect(derived.map((g) => g.id).sort()).toEqual([
      'agarra-4',
      'florida-dia',
      'florida-noche',
      'king-quiniela-dia',
      'king-quiniela-noche',
      'new-york-noche',
      'new-york-tarde',
      'super-pale-leidsa',
      'super-pale-lotedom',
      'super-pale-real',
    ]);
    for (const g of derived) {
      const days = new Set(g.schedule.flatMap((s) => s.days));
      for (const id of inputGameIds(g)) {
        const inputDays = new Set(game(id).schedule.flatMap((s) => s.days));
        expect(
          [...days].filter((d) => !inputDays.has(d)),
          `${g.id} <- ${id}`,
        ).toEqual([]);
      }
    }
  });

  it('gives New York Tarde from the official Numbers and Win 4 of 2026-05-05 (531, 4734 -> 31-47-34)', () => {
    const numbers = { 'new-york-numbers-tarde': ['5', '3', '1'], 'new-york-win-4-tarde': ['4', '7', '3', '4'] };
    expect(expectedNumbers(game('new-york-tarde'), inputs(numbers))).toEqual(['31', '47', '34']);
  });

  it('ignores the Fireball and reads padded digits: Florida Noche 2026-05-06 (5-1-7, 9-3-3-6 -> 17-93-36)', () => {
    const numbers = {
      'florida-pick-3-noche': ['05', '1', '7', '2'],
      'florida-pick-4-noche': ['9', '3', '3', '6', '0'],
    };
    expect(expectedNumbers(game('florida-noche'), inputs(numbers))).toEqual(['17', '93', '36']);
  });

  it('gives Super Palé from two first numbers and Agarra 4 from Quiniela LoteDom and El Quemaito Mayor', () => {
    const numbers = { 'quiniela-lotedom': ['12', '34', '56'], 'el-quemaito-mayor': ['78'] };
    expect(expectedNumbers(game('super-pale-lotedom'), inputs(numbers))).toEqual(['12', '78']);
    expect(expectedNumbers(game('agarra-4'), inputs(numbers))).toEqual(['12', '34', '56', '78']);
  });

  it('expects nothing when an input draw is missing or short, or the game has no rule', () => {
    expect(expectedNumbers(game('super-pale-leidsa'), inputs({ 'quiniela-leidsa': ['68', '01', '20'] }))).toBe(
      undefined,
    );
    const short = { 'new-york-numbers-tarde': ['5', '3'], 'new-york-win-4-tarde': ['4', '7', '3', '4'] };
    expect(expectedNumbers(game('new-york-tarde'), inputs(short))).toBe(undefined);
    expect(expectedNumbers(game('loto-leidsa'), inputs({}))).toBe(undefined);
  });
});

/** A frankramking day file: sections of `fecha*` dates ("dd-mm") and number lists. */
type DayFile = Record<string, Record<string, string | string[]>>;
const HISTORICOS = ['loteriasdominicanas.com', 'frankramking-historicos'];
/** Each checked game: its inputs and itself as [section, numbers key, date key] of the day file. */
const FIELDS: Record<string, [string, string, string]> = {
  'super-pale-leidsa': ['leidsa', 'super_pale', 'fecha_super_pale'],
  'quiniela-leidsa': ['leidsa', 'quiniela_leidsa', 'fecha'],
  'loteria-nacional': ['nacional', 'loteria_nacional', 'fecha'],
  'new-york-tarde': ['new_york', 'new_york_tarde', 'fecha_tarde'],
  'new-york-numbers-tarde': ['new_york_completo', 'numbers_medio_dia', 'fecha_numbers_medio_dia'],
  'new-york-win-4-tarde': ['new_york_completo', 'win4_medio_dia', 'fecha_win4_medio_dia'],
  'new-york-noche': ['new_york', 'new_york_noche', 'fecha_noche'],
  'new-york-numbers-noche': ['new_york_completo', 'numbers_noche', 'fecha_numbers_noche'],
  'new-york-win-4-noche': ['new_york_completo', 'win4_noche', 'fecha_win4_noche'],
};

/** The numbers of `gameId` in `day` when its card shows the date `ddmm`. */
function numbersIn(day: DayFile, gameId: string, ddmm: string): string[] | undefined {
  const [section, key, dateKey] = FIELDS[gameId] as [string, string, string];
  const numbers = day[section]?.[key];
  return day[section]?.[dateKey] === ddmm && Array.isArray(numbers) ? numbers : undefined;
}

describe('derivation rules on 34 real days of loteriasdominicanas.com (2026-03-25..05-26)', () => {
  it('hold with 0 mismatches for Super Palé Leidsa (29 days) and New York Tarde (33) and Noche (32)', () => {
    const files = readdirSync(fixturePath(...HISTORICOS)).filter((f) => f.endsWith('.json'));
    const outcomes: Record<string, { checked: number; mismatches: string[] }> = {};
    for (const file of files) {
      const day = JSON.parse(readFixture(...HISTORICOS, file)) as DayFile;
      const ddmm = file.slice('resultados-'.length, 'resultados-DD-MM'.length);
      for (const id of ['super-pale-leidsa', 'new-york-tarde', 'new-york-noche']) {
        const published = numbersIn(day, id, ddmm);
        const expected = expectedNumbers(game(id), (input) => numbersIn(day, input, ddmm));
        const outcome = (outcomes[id] ??= { checked: 0, mismatches: [] });
        if (!published || !expected) continue;
        outcome.checked += 1;
        if (expected.join('-') !== published.join('-')) outcome.mismatches.push(`${file}: ${published.join('-')}`);
      }
    }
    expect(files).toHaveLength(34);
    expect(outcomes).toEqual({
      'super-pale-leidsa': { checked: 29, mismatches: [] },
      'new-york-tarde': { checked: 33, mismatches: [] },
      'new-york-noche': { checked: 32, mismatches: [] },
    });
  });
});
