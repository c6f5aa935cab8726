import { describe, expect, it } from 'vitest';
import { gameById, type Game } from './catalogue/index.ts';
import { scheduledDrawCount } from './draw-days.ts';
import { emptyDayOf } from './empty-day.ts';

const game = (id: string): Game => {
  const found = gameById(id);
  if (!found) throw new Error(id);
  return found;
};
const around = { previous: '2026-08-14', next: '2026-08-17', nearest: '2026-08-14' };
const NOW = new Date('2026-11-29T15:00:00Z');

describe('emptyDayOf', () => {
  it('says Gana Más lacks a scheduled draw it does not store, never that no draw was held (Quiniela Leidsa, Saturday 2026-08-15)', () => {
    const day = emptyDayOf(game('quiniela-leidsa'), '2026-08-15', around, NOW);
    expect(day.kind).toBe('missing');
    expect(day.title).toBe('Gana Más no tiene el resultado de Quiniela Leidsa del sábado, 15 de agosto de 2026');
    expect(day.title).not.toMatch(/No hubo/);
    expect(day.source).toEqual({ name: 'Leidsa', url: 'https://www.leidsa.com/' });
    expect(day.around.map((a) => a.date)).toEqual(['2026-08-14', '2026-08-17']);
  });

  it('says no draw was held on a known holiday of the operator, with its source', () => {
    const day = emptyDayOf(game('quiniela-leidsa'), '2026-04-03', around, NOW);
    expect(day.kind).toBe('not_held');
    expect(day.title).toBe('No hubo sorteo de Quiniela Leidsa el viernes, 3 de abril de 2026');
    expect(day.detail).toMatch(/Viernes Santo/);
    expect(day.source?.url).toMatch(/^https:\/\//);
  });

  it('the holiday of the Dominican operators is not one of the US lotteries', () => {
    // Mega Millions draws on Tuesdays and Fridays; 2026-04-03 is Good Friday.
    expect(emptyDayOf(game('mega-millions'), '2026-04-03', around, NOW).kind).toBe('missing');
  });

  it('says no draw was held on a weekday the game does not draw, naming its days', () => {
    const day = emptyDayOf(game('loto-leidsa'), '2026-08-17', around, NOW);
    expect(day.kind).toBe('not_held');
    expect(day.detail).toBe('Loto - Super Loto Más se sortea los miércoles y sábados.');
    expect(day.around).toEqual([{ date: '2026-08-14', label: 'Ver el sorteo más cercano' }]);
  });

  it('says a discontinued game was not drawn after its end', () => {
    const day = emptyDayOf(game('cash-4-life'), '2026-03-01', around, NOW);
    expect(day.kind).toBe('not_held');
    expect(day.detail).toMatch(/dejó de sortearse después del sábado, 21 de febrero de 2026/);
  });

  it("today's draw without a result is still to come", () => {
    const day = emptyDayOf(game('quiniela-leidsa'), '2026-11-28', around, new Date('2026-11-28T20:00:00Z'));
    expect(day.kind).toBe('pending');
    expect(day.detail).toMatch(/a las 8:55 p\. m\./);
  });
});

describe('scheduledDrawCount', () => {
  it('counts the slots of each scheduled day, leaving out the days known not held', () => {
    // 2026-03-30 (Monday) to 2026-04-05 (Sunday): seven days, Good Friday without draws.
    expect(scheduledDrawCount(game('quiniela-leidsa'), '2026-03-30', '2026-04-05')).toBe(6);
    expect(scheduledDrawCount(game('loto-leidsa'), '2026-03-30', '2026-04-05')).toBe(2);
    expect(scheduledDrawCount(game('powerball'), '2026-03-30', '2026-04-05')).toBe(3);
  });
});
