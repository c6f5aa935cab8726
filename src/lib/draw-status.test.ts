import { describe, expect, it } from 'vitest';
import { gameById, type Game } from './catalogue/index.ts';
import { drawStatus, isLatestBeforeToday, relativeDay, type DrawState } from './draw-status.ts';

function game(id: string): Game {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

/** An instant given as Santo Domingo wall time (UTC-4). */
const at = (local: string) => new Date(`${local}-04:00`);
const draw = (drawDate: string, drawTime: string, underReview = false) => ({ drawDate, drawTime, underReview });

describe('drawStatus', () => {
  // Quiniela Leidsa: 20:55 Monday to Saturday, 15:55 on Sunday. 2025-08-05 is a Tuesday.
  // Mega Millions: Tuesday and Friday 23:00. Cash 4 Life ended on 2026-02-21. Chance Express has no schedule.
  const cases: {
    name: string;
    id: string;
    now: string;
    latest: ReturnType<typeof draw> | null;
    inProgress?: boolean;
    state: DrawState;
    label: string;
    date?: string;
    hour?: string;
  }[] = [
    {
      name: "today's draw stored",
      id: 'quiniela-leidsa',
      now: '2025-08-05T21:10:00',
      latest: draw('2025-08-05', '20:55'),
      state: 'published',
      label: 'Actualizado',
      date: '2025-08-05',
      hour: '20:55',
    },
    {
      name: 'before the draw time, yesterday stored',
      id: 'quiniela-leidsa',
      now: '2025-08-05T10:00:00',
      latest: draw('2025-08-04', '20:55'),
      state: 'pending',
      label: 'Pendiente',
      date: '2025-08-05',
      hour: '20:55',
    },
    {
      name: 'inside the grace period',
      id: 'quiniela-leidsa',
      now: '2025-08-05T21:24:00',
      latest: draw('2025-08-04', '20:55'),
      state: 'pending',
      label: 'Pendiente',
      date: '2025-08-05',
      hour: '20:55',
    },
    {
      name: 'grace passed, nothing stored',
      id: 'quiniela-leidsa',
      now: '2025-08-05T21:25:00',
      latest: draw('2025-08-04', '20:55'),
      state: 'delayed',
      label: 'Retrasado',
      date: '2025-08-05',
      hour: '20:55',
    },
    {
      name: 'grace passed, game never stored',
      id: 'quiniela-leidsa',
      now: '2025-08-05T23:00:00',
      latest: null,
      state: 'delayed',
      label: 'Retrasado',
      date: '2025-08-05',
      hour: '20:55',
    },
    {
      name: 'incomplete draw seen',
      id: 'quiniela-leidsa',
      now: '2025-08-05T21:00:00',
      latest: draw('2025-08-04', '20:55'),
      inProgress: true,
      state: 'in_progress',
      label: 'En curso',
      date: '2025-08-05',
      hour: '20:55',
    },
    {
      name: 'Sunday time comes from the Sunday slot',
      id: 'quiniela-leidsa',
      now: '2025-08-03T16:30:00',
      latest: draw('2025-08-02', '20:55'),
      state: 'delayed',
      label: 'Retrasado',
      date: '2025-08-03',
      hour: '15:55',
    },
    {
      name: 'a Monday for Mega Millions',
      id: 'mega-millions',
      now: '2025-08-04T23:50:00',
      latest: draw('2025-08-01', '23:00'),
      state: 'no_draw_today',
      label: 'No hay sorteo hoy',
    },
    {
      name: 'after midnight UTC the Dominican date still rules',
      id: 'mega-millions',
      now: '2025-08-05T23:20:00',
      latest: draw('2025-08-01', '23:00'),
      state: 'pending',
      label: 'Pendiente',
      date: '2025-08-05',
      hour: '23:00',
    },
    {
      name: 'the latest draw under review',
      id: 'quiniela-leidsa',
      now: '2025-08-05T22:00:00',
      latest: draw('2025-08-05', '20:55', true),
      state: 'under_review',
      label: 'En revisión',
      date: '2025-08-05',
      hour: '20:55',
    },
    {
      name: 'a discontinued game',
      id: 'cash-4-life',
      now: '2026-03-02T22:00:00',
      latest: draw('2026-02-21', '21:00'),
      state: 'no_draw_today',
      label: 'No hay sorteo hoy',
    },
    {
      name: 'a game without a schedule is never delayed',
      id: 'chance-express',
      now: '2025-08-05T23:30:00',
      latest: draw('2025-08-04', '21:00'),
      state: 'pending',
      label: 'Pendiente',
      date: '2025-08-05',
    },
  ];

  it.each(cases)('$name: $state', ({ id, now, latest, inProgress, state, label, date, hour }) => {
    const result = drawStatus({ game: game(id), now: at(now), latest, inProgress });
    expect(result).toEqual({ state, label, ...(date ? { date } : {}), ...(hour ? { hour } : {}) });
  });
});

describe('drawStatus of a US draw follows US daylight saving time (decision 078)', () => {
  // New York Noche draws daily at 22:30 Eastern Time: 23:30 in Santo Domingo in winter, 22:30 in summer; the US
  // clocks changed on Sunday 2026-03-08 and Sunday 2026-11-01.
  const state = (id: string, now: string, latest: ReturnType<typeof draw> | null) =>
    drawStatus({ game: game(id), now: at(now), latest }).state;

  it.each([
    ['winter', '2026-01-14', '23:30', '2026-01-14T23:59:00', '2026-01-15T00:00:00'],
    ['summer', '2026-07-15', '22:30', '2026-07-15T22:59:00', '2026-07-15T23:00:00'],
    ['the spring change day', '2026-03-08', '22:30', '2026-03-08T22:59:00', '2026-03-08T23:00:00'],
    ['the day before it', '2026-03-07', '23:30', '2026-03-07T23:59:00', '2026-03-08T00:00:00'],
    ['the autumn change day', '2026-11-01', '23:30', '2026-11-01T23:59:00', '2026-11-02T00:00:00'],
    ['the day before it', '2026-10-31', '22:30', '2026-10-31T22:59:00', '2026-10-31T23:00:00'],
  ])("in %s (%s) 'Retrasado' starts 30 minutes after %s in Santo Domingo", (_season, date, _local, pending, late) => {
    const yesterday = draw('2000-01-01', '22:30');
    expect(state('new-york-noche', pending, yesterday)).toBe('pending');
    expect(state('new-york-noche', late, yesterday)).toBe('delayed');
    expect(state('new-york-noche', late, draw(date, '22:30'))).toBe('published');
  });

  it("a Tuesday's Mega Millions draw (23:00 ET) is awaited past midnight in Santo Domingo in winter", () => {
    // 2026-12-01 is a Tuesday; 23:00 ET is 00:00 on Wednesday in Santo Domingo.
    const friday = draw('2026-11-27', '23:00');
    expect(drawStatus({ game: game('mega-millions'), now: at('2026-12-02T00:20:00'), latest: friday })).toEqual({
      state: 'pending',
      label: 'Pendiente',
      date: '2026-12-01',
      hour: '23:00',
    });
    expect(state('mega-millions', '2026-12-02T00:30:00', friday)).toBe('delayed');
    expect(state('mega-millions', '2026-12-02T00:30:00', draw('2026-12-01', '23:00'))).toBe('published');
    expect(state('mega-millions', '2026-12-02T01:00:00', draw('2026-12-01', '23:00'))).toBe('no_draw_today');
  });
});

describe('isLatestBeforeToday', () => {
  it("is true for the game's last scheduled draw before today or later, false under an older result", () => {
    // 2025-08-05 is a Tuesday: Quiniela Leidsa drew on Monday; Mega Millions (Tuesday, Friday) last on Friday 08-01.
    const now = at('2025-08-05T10:00:00');
    expect(isLatestBeforeToday(game('quiniela-leidsa'), '2025-08-04', now)).toBe(true);
    expect(isLatestBeforeToday(game('quiniela-leidsa'), '2025-08-05', now)).toBe(true);
    expect(isLatestBeforeToday(game('quiniela-leidsa'), '2025-08-02', now)).toBe(false);
    expect(isLatestBeforeToday(game('mega-millions'), '2025-08-01', now)).toBe(true);
    expect(isLatestBeforeToday(game('mega-millions'), '2025-07-29', now)).toBe(false);
    expect(isLatestBeforeToday(game('quiniela-leidsa'), '2024-05-12', now)).toBe(false);
  });
});

describe('relativeDay', () => {
  it.each([
    ['2025-08-05', '2025-08-05T00:01:00', 'Hoy'],
    ['2025-08-04', '2025-08-05T00:01:00', 'Ayer'],
    ['2025-08-04', '2025-08-04T23:59:00', 'Hoy'],
    ['2025-08-01', '2025-08-05T12:00:00', 'Hace 4 días'],
    ['2025-07-05', '2025-08-05T12:00:00', 'Hace 31 días'],
  ])('%s seen at %s is %s', (drawDate, now, expected) => {
    expect(relativeDay(drawDate, at(now))).toBe(expected);
  });
});
