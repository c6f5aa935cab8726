import { describe, expect, it } from 'vitest';
import { GAMES, gameById, type Game } from './catalogue/index.ts';
import { checkTicket, readTicket, ticketShape } from './ticket-check.ts';

const game = (id: string): Game => {
  const found = gameById(id);
  if (!found) throw new Error(id);
  return found;
};
/** Reads `typed` and checks it against `winning`; fails the test when the ticket is refused. */
function plays(id: string, date: string, winning: string[], typed: string[]) {
  const ticket = readTicket(game(id), date, typed);
  if (!ticket.ok) throw new Error(ticket.message);
  return checkTicket(game(id), date, winning, ticket.numbers).map(({ play, prize }) => `${play}: ${prize}`);
}
const refusal = (id: string, date: string, typed: string[]) => {
  const ticket = readTicket(game(id), date, typed);
  return ticket.ok ? null : ticket.message;
};

// Quiniela Leidsa of 2026-08-21 (the bundled history's newest): 33 29 86.
const LEIDSA = ['33', '29', '86'];
const DAY = '2026-08-21';

describe('quiniela (leidsa.com, Quiniela Palé: 1ra/2da/3ra, Palé pairs, Tripleta)', () => {
  it('names the position of one matched number', () => {
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['33'])).toEqual(['Quiniela: Primera']);
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['29'])).toEqual(['Quiniela: Segunda']);
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['86'])).toEqual(['Quiniela: Tercera']);
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['34'])).toEqual([]);
  });

  it('names the pair of positions of a palé', () => {
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['29', '33'])).toEqual([
      'Quiniela: Primera',
      'Quiniela: Segunda',
      'Palé: Palé 1ra y 2da',
    ]);
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['33', '86'])).toContain('Palé: Palé 1ra y 3ra');
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['86', '29'])).toContain('Palé: Palé 2da y 3ra');
  });

  it('wins the tripleta with three numbers, and its two-number prize with two', () => {
    const all = plays('quiniela-leidsa', DAY, LEIDSA, ['86', '33', '29']);
    expect(all.filter((p) => p.startsWith('Palé'))).toHaveLength(3);
    expect(all).toContain('Tripleta: Tripleta');
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['86', '33', '00'])).toContain('Tripleta: Tripleta, 2 números');
    expect(plays('quiniela-leidsa', DAY, LEIDSA, ['86', '01', '00'])).toEqual(['Quiniela: Tercera']);
  });

  it('reads "5" as 05 and refuses a repeated number, a third digit and a sixth number', () => {
    expect(readTicket(game('quiniela-leidsa'), DAY, ['5'])).toEqual({ ok: true, numbers: ['05'] });
    expect(refusal('quiniela-leidsa', DAY, ['12', '12'])).toMatch(/repetidos/);
    expect(refusal('quiniela-leidsa', DAY, ['123'])).toMatch(/del 00 al 99/);
    expect(refusal('quiniela-leidsa', DAY, ['1', '2', '3', '4', '5', '6'])).toMatch(/de 1 a 5 números/);
  });
});

describe('Super Palé (leidsa.com: the first prizes of Quiniela Leidsa and Lotería Nacional)', () => {
  it('wins only with both numbers, in either order; repeats are allowed', () => {
    expect(plays('super-pale-leidsa', DAY, ['33', '07'], ['07', '33'])).toEqual(['Super Palé: Super Palé']);
    expect(plays('super-pale-leidsa', DAY, ['33', '07'], ['33', '08'])).toEqual([]);
    expect(plays('super-pale-leidsa', DAY, ['33', '33'], ['33', '33'])).toEqual(['Super Palé: Super Palé']);
    expect(refusal('super-pale-leidsa', DAY, ['33'])).toMatch(/lleva 2 números/);
  });
});

describe('Loto - Super Loto Más (leidsa.com, Loto: 3 or more of 6; Más 6+1; Súper Más 6 + both bonus balls)', () => {
  const draw = ['03', '11', '17', '25', '32', '40', '7', '12'];
  it('names the Loto category by matches and the jackpots of Loto Más and Super Loto Más', () => {
    expect(plays('loto-leidsa', DAY, draw, ['3', '11', '17', '1', '2', '4'])).toEqual(['Loto: 3 aciertos']);
    expect(plays('loto-leidsa', DAY, draw, ['3', '11', '1', '2', '4', '5'])).toEqual([]);
    expect(plays('loto-leidsa', DAY, draw, ['40', '32', '25', '17', '11', '3', '7', '12'])).toEqual([
      'Loto: Premio mayor',
      'Loto Más: Premio mayor',
      'Super Loto Más: Premio mayor',
    ]);
    expect(plays('loto-leidsa', DAY, draw, ['40', '32', '25', '17', '11', '3', '8'])).toEqual(['Loto: Premio mayor']);
  });

  it('takes 6, 7 or 8 numbers, each in its range, the six different', () => {
    expect(ticketShape(game('loto-leidsa'), DAY)?.fields.map((f) => `${f.label} ${f.min}-${f.max}`)).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((n) => `Número ${n} 1-40`),
      'Más 1-12',
      'Súper Más 1-15',
    ]);
    expect(refusal('loto-leidsa', DAY, ['1', '2', '3', '4', '5'])).toMatch(/de 6 a 8 números/);
    expect(refusal('loto-leidsa', DAY, ['1', '2', '3', '4', '5', '41'])).toMatch(
      /Número 6: "41" no es un número del 1 al 40/,
    );
    expect(refusal('loto-leidsa', DAY, ['1', '2', '3', '4', '5', '6', '13'])).toMatch(/Más: "13"/);
    expect(refusal('loto-leidsa', DAY, ['1', '1', '3', '4', '5', '6'])).toMatch(/repetidos/);
  });
});

describe('Powerball (powerball.com prize chart: nine tiers) and Mega Millions (megamillions.com how to play)', () => {
  const draw = ['04', '17', '28', '41', '69', '26'];
  it('names each tier by white balls and Powerball matched', () => {
    expect(plays('powerball', DAY, draw, ['4', '17', '28', '41', '69', '26'])).toEqual(['Powerball: Premio mayor']);
    expect(plays('powerball', DAY, draw, ['4', '17', '28', '41', '69', '1'])).toEqual(['Powerball: 5 números']);
    expect(plays('powerball', DAY, draw, ['4', '17', '28', '1', '2', '26'])).toEqual([
      'Powerball: 3 números + Powerball',
    ]);
    expect(plays('powerball', DAY, draw, ['1', '2', '3', '5', '6', '26'])).toEqual(['Powerball: Solo Powerball']);
    expect(plays('powerball', DAY, draw, ['4', '17', '3', '5', '6', '1'])).toEqual([]);
    expect(refusal('powerball', DAY, ['1', '2', '3', '4', '5'])).toMatch(/lleva 6 números/);
    expect(refusal('powerball', DAY, ['1', '2', '3', '4', '5', '27'])).toMatch(/Powerball: "27"/);
  });

  it("reads the Mega Ball's range of the draw date (1-25 until 2025-04-07, 1-24 after)", () => {
    expect(refusal('mega-millions', '2025-04-04', ['1', '2', '3', '4', '5', '25'])).toBeNull();
    expect(refusal('mega-millions', '2026-07-10', ['1', '2', '3', '4', '5', '25'])).toMatch(/Mega Ball/);
    expect(
      plays('mega-millions', '2026-07-10', ['02', '39', '44', '46', '56', '23'], ['2', '39', '1', '3', '4', '23']),
    ).toEqual(['Mega Millions: 2 números + Mega Ball']);
  });
});

describe('coverage', () => {
  it('covers only games whose rule the catalogue cites, and says so for the others', () => {
    const covered = GAMES.filter((g) => g.ticket).map((g) => g.id);
    expect(covered).toEqual([
      'gana-mas',
      'loteria-nacional',
      'quiniela-leidsa',
      'super-pale-leidsa',
      'loto-leidsa',
      'quiniela-real',
      'super-pale-real',
      'loteria-real-noche',
      'quiniela-loteka',
      'quiniela-loteka-dia',
      'mega-millions',
      'powerball',
      'la-primera-dia',
      'la-primera-noche',
      'la-suerte-1230',
      'la-suerte-1800',
      'quiniela-lotedom',
    ]);
    expect(refusal('pega-3-mas', DAY, ['1'])).toBe('El verificador todavía no cubre Pega 3 Más.');
  });
});

/**
 * The official page stating each covered operator's rules (issue 31 item 5): Leidsa's games link leidsa.com,
 * Powerball and Mega Millions their own sites; the other operators publish no rule page, so their games credit
 * none (never Leidsa's).
 */
const RULE_PAGE_HOSTS: Record<string, string | null> = {
  leidsa: 'www.leidsa.com',
  americanas: null,
  'loteria-nacional': null,
  'loteria-real': null,
  loteka: null,
  'la-primera': null,
  'la-suerte': null,
  lotedom: null,
};
const OWN_SITE_GAMES: Record<string, string> = {
  powerball: 'www.powerball.com',
  'mega-millions': 'www.megamillions.com',
};

describe("each covered game's rule source is its own operator's official page, or none", () => {
  it.each(GAMES.filter((g) => g.ticket).map((g) => [g.id, g] as const))('%s', (_, covered) => {
    const source = covered.ticket?.source ?? null;
    const expected = OWN_SITE_GAMES[covered.id] ?? RULE_PAGE_HOSTS[covered.operatorId];
    expect(expected, `no expectation for operator ${covered.operatorId}`).not.toBeUndefined();
    expect(source && new URL(source.url).host).toBe(expected);
    if (source) expect(source.url.startsWith('https://')).toBe(true);
  });
});
