import { describe, expect, it } from 'vitest';
import { scheduleText } from '../../components/game-text.ts';
import { formatDrawTime } from '../format.ts';
import { gameById, santoDomingoMoment, santoDomingoSlots, type Game } from './index.ts';

function game(id: string): Game {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

/** An instant given as Santo Domingo wall time (UTC-4). */
const at = (local: string) => new Date(`${local}-04:00`);

describe('each game has its time zone (decision 078)', () => {
  it('US draws are in America/New_York, Dominican and other Caribbean games in America/Santo_Domingo', () => {
    const us = ['powerball', 'mega-millions', 'new-york-noche', 'new-york-numbers-tarde', 'florida-pick-3-dia'];
    for (const id of us) expect(game(id).timeZone).toBe('America/New_York');
    for (const id of ['quiniela-leidsa', 'loteria-nacional', 'anguila-noche', 'king-quiniela-dia'])
      expect(game(id).timeZone).toBe('America/Santo_Domingo');
  });

  it('the official Eastern Time draw times the catalogue holds', () => {
    const time = (id: string) => game(id).schedule.map((slot) => slot.time);
    expect(time('new-york-tarde')).toEqual(['14:30']);
    expect(time('new-york-noche')).toEqual(['22:30']);
    expect(time('florida-dia')).toEqual(['13:30']);
    expect(time('florida-noche')).toEqual(['21:45']);
    expect(time('mega-millions')).toEqual(['23:00']);
    // Powerball's official 22:59 stays "23:00", the time its stored draws carry (decision 078).
    expect(time('powerball')).toEqual(['23:00']);
  });
});

describe('a US draw as Santo Domingo reads it', () => {
  it.each([
    ['winter', '2026-01-14', { date: '2026-01-14', time: '23:59' }],
    ['summer', '2026-07-15', { date: '2026-07-15', time: '22:59' }],
    ['the spring change day', '2026-03-08', { date: '2026-03-08', time: '22:59' }],
    ['the autumn change day', '2026-11-01', { date: '2026-11-01', time: '23:59' }],
  ])('22:59 ET in %s (%s) is %o', (_season, date, expected) => {
    expect(santoDomingoMoment(game('powerball'), date, '22:59')).toEqual(expected);
  });

  it('a Dominican draw is read as it is', () => {
    expect(santoDomingoMoment(game('quiniela-leidsa'), '2026-01-14', '20:55')).toEqual({
      date: '2026-01-14',
      time: '20:55',
    });
  });

  it('formats a stored draw time in Santo Domingo time, the next day said when it is', () => {
    expect(formatDrawTime('2026-11-28', '23:00', 'America/New_York')).toBe('12:00 a. m. del día siguiente');
    expect(formatDrawTime('2026-07-11', '23:00', 'America/New_York')).toBe('11:00 p. m.');
    expect(formatDrawTime('2026-11-29', '14:30', 'America/New_York')).toBe('3:30 p. m.');
    expect(formatDrawTime('2026-11-29', '20:55', 'America/Santo_Domingo')).toBe('8:55 p. m.');
  });
});

describe('santoDomingoSlots and the schedule text', () => {
  it('in winter a US draw is an hour later, past midnight on the same draw days', () => {
    expect(scheduleText(santoDomingoSlots(game('new-york-noche'), at('2026-12-02T12:00:00')))).toBe(
      'todos los días a las 11:30 p. m.',
    );
    expect(scheduleText(santoDomingoSlots(game('mega-millions'), at('2026-12-02T12:00:00')))).toBe(
      'los martes y viernes a las 12:00 a. m. del día siguiente',
    );
  });

  it('in summer it is the same time', () => {
    expect(scheduleText(santoDomingoSlots(game('new-york-noche'), at('2026-07-15T12:00:00')))).toBe(
      'todos los días a las 10:30 p. m.',
    );
    expect(scheduleText(santoDomingoSlots(game('mega-millions'), at('2026-07-15T12:00:00')))).toBe(
      'los martes y viernes a las 11:00 p. m.',
    );
  });

  it('a week that crosses a US clock change shows both times, each on its days', () => {
    // From Wednesday 2026-10-28: Wednesday to Saturday on summer time, Sunday 11-01 to Tuesday on winter time.
    expect(scheduleText(santoDomingoSlots(game('new-york-tarde'), at('2026-10-28T12:00:00')))).toBe(
      'los miércoles, jueves, viernes y sábados a las 2:30 p. m. y los lunes, martes y domingos a las 3:30 p. m.',
    );
    // From Wednesday 2026-03-04: the change on Sunday 03-08 moves the draws of that day and after.
    expect(scheduleText(santoDomingoSlots(game('new-york-tarde'), at('2026-03-04T12:00:00')))).toBe(
      'los miércoles, jueves, viernes y sábados a las 3:30 p. m. y los lunes, martes y domingos a las 2:30 p. m.',
    );
  });

  it('leaves a Dominican schedule as it is', () => {
    expect(scheduleText(santoDomingoSlots(game('quiniela-leidsa'), at('2026-12-02T12:00:00')))).toBe(
      'de lunes a sábado a las 8:55 p. m. y los domingos a las 3:55 p. m.',
    );
  });
});
