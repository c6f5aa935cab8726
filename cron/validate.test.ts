import { describe, expect, it } from 'vitest';
import { readFixture } from '../tests/helpers/captures.ts';
import { adapter as nyOpenData } from './sources/ny-open-data/index.ts';
import type { ParsedDraw } from './sources/types.ts';
import { validateDraws } from './validate.ts';

const NOW = new Date('2026-09-14T12:00:00Z');

/** Real draws from the fixtures, as parsed (Powerball 2026-07-11 with Power Play and Double Play). */
const powerball = (): ParsedDraw => {
  const draws = nyOpenData.parse(readFixture('data.ny.gov', 'powerball-d6yy-54nr.socrata.json'), { fetchedAt: NOW });
  const draw = draws.find((d) => d.drawDate === '2026-07-11');
  if (!draw) throw new Error('fixture changed: no Powerball draw of 2026-07-11');
  return draw;
};
/** Super Kino TV of 2026-08-21 (real numbers, tests/fixtures/loteriasdominicanas-api/site-companies-leidsa.json). */
const kino = (numbers?: string[]): ParsedDraw => ({
  operatorTitle: 'Leidsa',
  title: 'Super Kino TV',
  drawDate: '2026-08-21',
  drawTime: null,
  numbers: numbers ?? [
    '44',
    '70',
    '23',
    '24',
    '04',
    '61',
    '56',
    '02',
    '67',
    '18',
    '79',
    '64',
    '40',
    '39',
    '32',
    '01',
    '54',
    '26',
    '50',
    '07',
  ],
});
/** Loto Real of 2026-09-11 (real numbers, portal-dominicano output of 2026-09-13). */
const lotoReal = (numbers: string[]): ParsedDraw => ({
  operatorTitle: 'Loteria Real',
  title: 'Loto Real',
  drawDate: '2026-09-11',
  drawTime: null,
  numbers,
});
const reasons = (parsed: ParsedDraw[]) => validateDraws(parsed, NOW).rejected.map((r) => r.reason);

describe('validateDraws: a draw only on its game draw days', () => {
  it('keeps the real Powerball Saturday draw and rejects the same numbers on a Sunday', () => {
    expect(validateDraws([powerball()], NOW).valid).toHaveLength(1);
    expect(reasons([{ ...powerball(), drawDate: '2026-07-12' }])).toEqual([
      'PowerBall no sortea los domingos (2026-07-12)',
    ]);
  });

  it('rejects Mega Millions on a Saturday', () => {
    const draw: ParsedDraw = {
      operatorTitle: 'Americanas',
      title: 'Mega Millions',
      drawDate: '2026-08-22',
      drawTime: null,
      numbers: ['48', '25', '34', '57', '01', '24'],
    };
    expect(validateDraws([{ ...draw, drawDate: '2026-08-21' }], NOW).valid).toHaveLength(1);
    expect(reasons([draw])).toEqual(['Mega Millions no sortea los sábados (2026-08-22)']);
  });
});

describe('validateDraws: numbers by the catalogue rules', () => {
  it('rejects a Super Kino TV draw with a repeated ball', () => {
    expect(validateDraws([kino()], NOW).valid).toHaveLength(1);
    const twice = kino().numbers.map((n) => (n === '44' ? '70' : n));
    expect(reasons([kino(twice)])).toEqual([
      'números: números repetidos (70 70 23 24 04 61 56 02 67 18 79 64 40 39 32 01 54 26 50 07)',
    ]);
  });

  it('keeps repeated numbers where the game draws each ball apart (quinielas)', () => {
    const anguila: ParsedDraw = {
      operatorTitle: 'Anguila',
      title: 'Anguila 9:00 PM',
      drawDate: '2026-07-22',
      drawTime: '21:00',
      numbers: ['47', '47', '48'],
    };
    expect(validateDraws([anguila], NOW).valid).toHaveLength(1);
  });

  it('rejects a truncated Loto Real ball ("3" beside zero-padded balls) and keeps the published width', () => {
    expect(validateDraws([lotoReal(['38', '14', '15', '24', '23', '32'])], NOW).valid).toHaveLength(1);
    expect(validateDraws([lotoReal(['3', '14', '15', '24', '23', '32'])], NOW).valid).toHaveLength(1);
    expect(reasons([lotoReal(['3', '14', '05', '24', '23', '32'])])).toEqual([
      'números: "3" sin cero inicial junto a números con cero inicial (¿truncado?)',
    ]);
  });
});

describe('validateDraws: the published width of a CSV export', () => {
  it('keeps the published width: a truncated ball is caught beside zero-padded balls, a real-looking 3 is not', () => {
    const csv = readFixture('data.ny.gov', 'Lottery_Powerball_Winning_Numbers__Beginning_2010.jacob-s-mason-2025.csv')
      .split('\n')
      .slice(0, 2)
      .map((line) => `${line}\n`)
      .join('');
    expect(csv).toContain('09/26/2020,11 21 27 36 62 24,3');
    const parse = (body: string) => nyOpenData.parse(body, { fetchedAt: NOW });
    expect(validateDraws(parse(csv), NOW).valid).toHaveLength(1);
    const truncated = parse(csv.replace('09/26/2020,11 21 27 36 62', '09/26/2020,11 21 27 3 62'));
    expect(truncated[0]?.numbers).toEqual(['11', '21', '27', '3', '62', '24']);
    expect(validateDraws(truncated, NOW).valid).toHaveLength(1);
    const padded = parse(csv.replace('09/26/2020,11 21 27 36 62', '09/26/2020,01 21 27 3 62'));
    expect(validateDraws(padded, NOW).rejected.map((r) => r.reason)).toEqual([
      'números: "3" sin cero inicial junto a números con cero inicial (¿truncado?)',
    ]);
  });
});

describe('validateDraws: extras by their own rule', () => {
  it.each([
    ['a NUL multiplier', { multiplier: '\u0000' }, 'caracteres de control en el sorteo'],
    ['a 10 KB multiplier', { multiplier: '2'.repeat(10_000) }, /^multiplicador no válido para PowerBall/],
    [
      'a short Double Play line',
      { doublePlay: ['05', '07', '17'] },
      /^segunda línea: se esperaban 6 números y llegaron 3/,
    ],
    [
      'a Double Play line with a repeated ball',
      { doublePlay: ['05', '05', '17', '26', '28', '05'] },
      /^segunda línea: números: números repetidos/,
    ],
    ['a colour on a game without colours', { colour: 'Verde' }, 'color no válido para PowerBall: "Verde"'],
    [
      'a Double Play ball with a zero too many ("012")',
      { doublePlay: ['012', '07', '17', '26', '28', '05'] },
      'segunda línea: posición 1: "012" tiene ceros de más (se publica "12")',
    ],
    [
      'a cut Double Play Powerball ("7" beside padded balls)',
      { doublePlay: ['05', '07', '17', '26', '28', '7'] },
      'segunda línea: números: "7" sin cero inicial junto a números con cero inicial (¿truncado?)',
    ],
    [
      'a Double Play ball out of range ("70")',
      { doublePlay: ['05', '07', '17', '26', '70', '05'] },
      'segunda línea: posición 5: "70" está fuera del rango 1-69',
    ],
    [
      'a Double Play Powerball out of range ("70")',
      { doublePlay: ['05', '07', '17', '26', '28', '70'] },
      'segunda línea: posición 6: "70" está fuera del rango 1-26',
    ],
  ])('rejects %s', (_, extras, reason) => {
    const draw = powerball();
    expect(reasons([{ ...draw, extras: { ...draw.extras, ...extras } }])).toEqual([
      reason instanceof RegExp ? expect.stringMatching(reason) : reason,
    ]);
  });

  it.each([
    ['05', '07', '17', '26', '28', '05'],
    ['5', '7', '17', '26', '28', '5'],
  ])('accepts a Double Play line published at one width: %j', (...doublePlay) => {
    const draw = powerball();
    expect(reasons([{ ...draw, extras: { ...draw.extras, doublePlay } }])).toEqual([]);
  });

  it('accepts the real Power Play and Double Play line', () => {
    expect(validateDraws([powerball()], NOW).valid[0]?.extras).toEqual({
      multiplier: '2',
      doublePlay: ['05', '07', '17', '26', '28', '05'],
    });
  });
});

describe('validateDraws: one value per draw and page', () => {
  it('stores an identical repeat once', () => {
    expect(validateDraws([kino(), kino()], NOW)).toMatchObject({
      rejected: [],
      valid: [expect.objectContaining({ gameId: 'super-kino-tv' })],
    });
  });

  it('stores neither of two different values for one draw and reports both with both values', () => {
    const other = kino(kino().numbers.map((n) => (n === '44' ? '45' : n)));
    const result = validateDraws([kino(), other, lotoReal(['38', '14', '15', '24', '23', '32'])], NOW);
    expect(result.valid.map((d) => d.gameId)).toEqual(['loto-real']);
    expect(result.rejected).toHaveLength(2);
    expect(result.rejected[0]?.reason).toMatch(
      /^valores distintos para el mismo sorteo en una misma página: 44 70 .* \/ 45 70 /,
    );
  });
});

describe('validateDraws: matching', () => {
  it('matches by the source game id before the title (a title renamed by the site)', () => {
    const draw: ParsedDraw = {
      sourceGameId: { source: 'loteriasdominicanas', id: '6966a6d3ea7015c3b8a3d5e3' },
      operatorTitle: 'La Suerte',
      title: 'La Suerte Mediodía',
      drawDate: '2026-09-13',
      drawTime: null,
      numbers: ['41', '84', '89'],
    };
    expect(validateDraws([draw], NOW).valid[0]).toMatchObject({ gameId: 'la-suerte-1230', drawTime: '12:30' });
    expect(reasons([{ ...draw, sourceGameId: undefined }])).toEqual([
      'título no reconocido: "La Suerte / La Suerte Mediodía"',
    ]);
  });

  it('never falls back to the title for an unknown leidsa.com id', () => {
    const draw: ParsedDraw = {
      sourceGameId: { source: 'leidsa', id: 'Lotedom/Super Pale@12:00' },
      operatorTitle: 'Lotedom',
      title: 'Super Pale',
      drawDate: '2026-05-26',
      drawTime: null,
      numbers: ['50', '29'],
    };
    expect(reasons([draw])).toEqual([
      'título no reconocido: "Lotedom / Super Pale" (id leidsa "Lotedom/Super Pale@12:00")',
    ]);
  });

  it('reports a parser problem as the rejection reason', () => {
    const draw: ParsedDraw = {
      operatorTitle: 'Leidsa',
      title: 'Pega 3 Más',
      drawDate: '',
      drawTime: null,
      numbers: [],
      problem: 'elemento ilegible de la API: date',
    };
    expect(reasons([draw])).toEqual(['elemento ilegible de la API: date']);
  });
});

describe('validateDraws: warnings', () => {
  it('warns about an answer without draws', () => {
    expect(validateDraws([], NOW).warnings).toEqual(['la fuente respondió sin sorteos']);
  });

  it('warns when every row is rejected, naming the first reason', () => {
    expect(validateDraws([{ ...powerball(), drawDate: '2026-07-12' }], NOW).warnings).toEqual([
      'todos los sorteos fueron rechazados (1); el primero: PowerBall no sortea los domingos (2026-07-12)',
    ]);
  });

  it('has no warning when something is stored', () => {
    expect(validateDraws([kino(), { ...powerball(), drawDate: '2026-07-12' }], NOW).warnings).toEqual([]);
  });
});
