import { describe, expect, it } from 'vitest';
import {
  GAMES,
  HOME_GAMES,
  OPERATORS,
  catalogueRoutes,
  findGameByName,
  gameById,
  gamesForPath,
  gamesOf as gamesOfOperator,
  matchSourceTitle,
  readNumbers,
  routeTarget,
  scheduledTime,
  validateNumbers,
} from './index.ts';
import { sourceIdEntries } from './source-ids.ts';
import { cardEmptyState, homeGames, pageEmptyState, viewOf } from './views.ts';

/** Every route the spec's menus name (public-results-site.md, section 2). */
const SPEC_ROUTES = [
  '/loteria-nacional-todos-los-resultados-de-hoy',
  '/leidsa-resultado-loteria-de-hoy',
  '/loteria-real-de-hoy',
  '/loteria-loteka-de-hoy-resultados',
  '/loterias-americanas',
  '/la-primera-premios-y-resultados-de-hoy',
  '/loteria-la-suerte-resultados-de-hoy',
  '/lotedom-loteria-dominicana-resultados',
  '/king-lottery-resultados-de-hoy',
  '/anguila-resultados-de-hoy-lotto',
  '/juega-mas-pega-mas',
  '/loteria-gana-mas-resultados',
  '/loteria-nacional-resultados-de-hoy',
  '/billete-domingo-de-loteria-nacional',
  '/pega-3-mas-leidsa',
  '/quiniela-pale-leidsa',
  '/loto-pool-leidsa-resultados',
  '/super-kino-tv-de-hoy',
  '/loto-pool-loteria-real-resultados',
  '/resultados-quiniela-real-de-hoy',
  '/loto-real-resultados-de-hoy',
  '/loteria-new-york-real-hoy',
  '/tu-fecha-real',
  '/pega-4-real',
  '/super-pale-real-resultados-de-hoy',
  '/quiniela-loteka-resultados',
  '/mega-chances-loteka',
  '/chance-express-resultados-de-hoy-loteka',
  '/el-extra-de-loteka-resultados',
  '/toca-3-loteka-resultados',
  '/mega-lotto-de-loteka-megalotto',
  '/repartidera-de-mega-chance-resultados-loteka',
  '/loteria-new-york-tarde-de-hoy-resultados',
  '/new-york-noche-resultados-de-hoy',
  '/florida-dia',
  '/florida-noche',
  '/numeros-ganadores-loteria-mega-millions',
  '/powerball',
  '/cash-4-life',
  '/loto-5-resultados-de-hoy-loteria',
  '/la-primera-premios-del-dia',
  '/la-primera-premios-de-la-noche-loteria',
  '/loteria-la-suerte-resultados-medio-dia-hoy',
  '/loteria-la-suerte-resultados-de-hoy-6-pm',
  '/quiniela-lotedom-resultados-diarios',
  '/super-pale-lotedom-resultados',
  '/el-quemaito-mayor',
  '/agarra-4-resultados-de-la-loteria',
  '/king-lottery-quiniela-medio-dia',
  '/king-lottery-quiniela-noche',
  '/anguila-manana',
  '/anguila-medio-dia',
  '/anguila-tarde',
  '/anguila-noche',
  '/la-cuarteta-manana',
  '/la-cuarteta-medio-dia',
  '/la-cuarteta-tarde',
  '/la-cuarteta-noche',
];

describe('catalogue shape', () => {
  it('has 11 operators and exactly 43 home games', () => {
    expect(OPERATORS).toHaveLength(11);
    expect(HOME_GAMES).toHaveLength(43);
  });

  it('has every game the sources publish: at least the 99 loteriasdominicanas.com lists (decision 085)', () => {
    expect(GAMES).toHaveLength(110);
    const hourly = GAMES.filter((g) => /^anguila-\d/.test(g.id));
    expect(hourly.map((g) => g.name)).toEqual(
      [
        '8:00 AM',
        '9:00 AM',
        '11:00 AM',
        '12:00 PM',
        '2:00 PM',
        '3:00 PM',
        '4:00 PM',
        '5:00 PM',
        '7:00 PM',
        '8:00 PM',
        '10:00 PM',
      ].map((clock) => `Anguila ${clock}`),
    );
    expect(gameById('anguila-4-00-pm')).toMatchObject({ route: '/anguila-4-00-pm', schedule: [{ time: '16:00' }] });
    expect(gamesOfOperator('haiti-bolet').map((g) => g.schedule[0]?.time)).toEqual([
      '09:30',
      '10:30',
      '11:30',
      '17:30',
      '18:30',
      '19:30',
    ]);
    expect(routeTarget('/haiti-bolet-resultados-de-hoy')?.kind).toBe('operator');
    for (const id of ['take-5-dia', 'new-york-lotto', 'millionaire-for-life', 'florida-lotto', 'georgia-noche']) {
      expect(gameById(id)?.timeZone).toBe('America/New_York');
    }
    expect(GAMES.filter((g) => g.home)).toHaveLength(43);
  });

  it('gives each operator its own badge: 1-2 initials and a colour pair no other operator has', () => {
    const badges = OPERATORS.map((o) => o.badge);
    for (const badge of badges) expect(badge.initials).toMatch(/^[A-Z]{1,2}$/);
    expect(new Set(badges.map((b) => b.initials)).size).toBe(OPERATORS.length);
    expect(new Set(badges.map((b) => `${b.background}/${b.foreground}`)).size).toBe(OPERATORS.length);
  });

  it('has unique game ids and routes, and every game names a known operator', () => {
    expect(new Set(GAMES.map((g) => g.id)).size).toBe(GAMES.length);
    expect(new Set(catalogueRoutes()).size).toBe(GAMES.length + OPERATORS.length);
    for (const game of GAMES) expect(OPERATORS.map((o) => o.id)).toContain(game.operatorId);
  });

  it('serves every route of the spec menus', () => {
    const missing = SPEC_ROUTES.filter((route) => !routeTarget(route));
    expect(missing).toEqual([]);
  });

  it('has King Lottery pick 3/4, loto pool and philipsburg day and night', () => {
    const king = GAMES.filter((g) => g.operatorId === 'king-lottery').map((g) => g.id);
    for (const product of ['pick-3', 'pick-4', 'loto-pool', 'philipsburg']) {
      expect(king).toEqual(expect.arrayContaining([`king-${product}-dia`, `king-${product}-noche`]));
    }
  });
});

describe('matchSourceTitle', () => {
  it.each([
    ['Leidsa', 'Loto Pool', 'loto-pool-leidsa'],
    ['Loteria Real', 'Loto Pool', 'loto-pool-real'],
    ['LoteDom', 'Súper Palé', 'super-pale-lotedom'],
    ['Nacional', 'Juega + Pega +', 'juega-mas-pega-mas'],
    ['Loteka', 'MC Repartidera', 'repartidera'],
    ['Loteka', 'MegaLotto', 'megalotto'],
    ['Anguila', 'Anguila 10:00 AM', 'anguila-manana'],
    ['Anguila', 'La Cuarteta 1:00 PM', 'la-cuarteta-medio-dia'],
    ['La Suerte', 'La Suerte 18:00', 'la-suerte-1800'],
    ['King Lottery', 'King Lottery 7:30', 'king-quiniela-noche'],
    ['Americanas', 'Florida Día', 'florida-dia'],
    ['New York Lottery', 'Powerball', 'powerball'],
    ['Anguila', 'Anguila 8:00  AM', 'anguila-8-00-am'],
    ['Anguila', 'Anguila 4:00 PM', 'anguila-4-00-pm'],
    ['Haiti Bolet', 'Haiti Bolet 9:30 AM', 'haiti-bolet-9-30-am'],
    ['Nueva York', 'Take 5 Midday', 'take-5-dia'],
    ['Americanas', 'Georgia Tarde', 'georgia-tarde'],
    ['Loteria Real', 'Lotería Real Noche', 'loteria-real-noche'],
  ])('%s / %s -> %s', (operator, title, id) => {
    expect(matchSourceTitle(operator, title)?.id).toBe(id);
  });

  it.each([
    ['Haiti Bolet', 'Anguila 4:00 PM'],
    ['Anguila', 'Anguila 11:00 PM'],
    ['Leidsa', 'Quiniela Real'],
  ])('does not match %s / %s', (operator, title) => {
    expect(matchSourceTitle(operator, title)).toBeUndefined();
  });
});

const game = (id: string) => {
  const found = gameById(id);
  if (!found) throw new Error(id);
  return found;
};

describe('validateNumbers', () => {
  it.each([
    ['quiniela-leidsa', '2025-08-05', ['38', '09', '45'], null],
    ['quiniela-leidsa', '2025-08-05', ['38', '09'], 'se esperaban 3 números y llegaron 2'],
    ['quiniela-leidsa', '2025-08-05', ['38', '9', '45'], 'posición 2: "9" no es un número de dos cifras (00-99)'],
    ['super-kino-tv', '2025-08-05', Array.from({ length: 20 }, (_, i) => String(i + 61)), null],
    [
      'super-kino-tv',
      '2025-08-05',
      Array.from({ length: 20 }, (_, i) => String(i + 62)),
      'posición 20: "81" está fuera del rango 1-80',
    ],
    ['toca-3', '2025-08-05', ['3', '2', '3'], null],
    ['toca-3', '2025-08-05', ['3', '12', '3'], 'posición 2: "12" no es un dígito (0-9)'],
    ['mega-millions', '2025-04-04', ['01', '02', '03', '04', '70', '25'], null],
    ['mega-millions', '2025-04-08', ['01', '02', '03', '04', '70', '25'], 'posición 6: "25" está fuera del rango 1-24'],
    ['powerball', '2026-07-11', ['08', '10', '14', '45', '59', '05'], null],
    ['powerball', '2026-07-11', ['08', '10', '14', '45', '70', '05'], 'posición 5: "70" está fuera del rango 1-69'],
    [
      'powerball',
      '2026-07-11',
      ['08', '10', '14', '45', '59', '005'],
      'posición 6: "005" tiene ceros de más (se publica "05")',
    ],
    [
      'powerball',
      '2026-07-11',
      ['08', '10', '14', '45', '59', '1'],
      'números: "1" sin cero inicial junto a números con cero inicial (¿truncado?)',
    ],
    ['powerball', '2026-07-11', ['8', '10', '14', '45', '59', '5'], null],
    ['cash-4-life', '2026-03-01', ['01', '02', '03', '04', '05', '01'], 'Cash 4 Life terminó el 2026-02-21'],
    ['billetes-domingo', '2026-08-09', ['1181399', '020498', '074737'], null],
    ['king-philipsburg-dia', '2026-08-22', ['6380', '2662', '2258'], null],
    ['king-philipsburg-dia', '2026-08-22', ['638', '2662', '2258'], 'posición 1: "638" no tiene 4-4 cifras'],
    ['take-5-dia', '2026-08-22', ['35', '36', '39', '21', '27'], null],
    ['take-5-dia', '2026-08-22', ['35', '36', '40', '21', '27'], 'posición 3: "40" está fuera del rango 1-39'],
    ['new-york-lotto', '2026-08-19', ['22', '52', '29', '18', '16', '19', '43'], null],
    ['millionaire-for-life', '2026-08-21', ['01', '20', '25', '56', '57', '02'], null],
    [
      'millionaire-for-life',
      '2026-08-21',
      ['01', '20', '25', '56', '57', '06'],
      'posición 6: "06" está fuera del rango 1-5',
    ],
    [
      'millionaire-for-life',
      '2026-02-21',
      ['01', '20', '25', '56', '57', '02'],
      'Millionaire for Life no tiene reglas de números para 2026-02-21',
    ],
    ['florida-lotto', '2026-08-19', ['30', '01', '47', '16', '17', '46'], null],
    ['florida-lotto', '2026-08-19', ['30', '01', '47', '16', '17', '54'], 'posición 6: "54" está fuera del rango 1-53'],
    ['powerball-double-play', '2026-08-19', ['18', '38', '56', '67', '05', '07'], null],
    ['haiti-bolet-9-30-am', '2026-10-10', ['79', '38', '56'], null],
  ])('%s on %s %j', (id, date, numbers, expected) => {
    expect(validateNumbers(game(id), date, numbers)).toBe(expected);
  });
});

describe('readNumbers', () => {
  it.each([
    ['toca-3', '2026-08-21', ['05', '07', '06'], ['5', '7', '6']],
    ['florida-pick-3-dia', '2026-08-21', ['09', '05', '00', '05'], ['9', '5', '0', '5']],
    ['loto-leidsa', '2026-08-19', ['05', '23', '14', '19', '10', '30', '07', '03'], null],
    ['quiniela-leidsa', '2026-08-21', ['03', '29', '86'], null],
    ['toca-3', '2026-08-21', ['18', '07', '06'], null],
    ['toca-3', '2026-08-21', ['576'], null],
  ])('%s on %s reads %j as %j (null: unchanged)', (id, date, numbers, expected) => {
    expect(readNumbers(game(id), date, numbers)).toEqual(expected ?? numbers);
  });
});

describe('look-ups', () => {
  it('resolves API paths to games', () => {
    expect(gamesForPath('/leidsa')?.map((g) => g.id)).toEqual([
      'pega-3-mas',
      'quiniela-leidsa',
      'loto-pool-leidsa',
      'super-kino-tv',
      'super-pale-leidsa',
      'loto-leidsa',
    ]);
    expect(gamesForPath('/loteria-de-florida')?.every((g) => g.sourcePath === '/loteria-de-florida')).toBe(true);
    expect(gamesForPath('/americanas')?.map((g) => g.id)).toContain('powerball');
    expect(gamesForPath('/americanas')?.map((g) => g.id)).not.toContain('florida-pick-3-dia');
    expect(gamesForPath('/nope')).toBeNull();
  });

  it('finds games by the history names the spec uses', () => {
    expect(findGameByName('Lotto Loteka')?.id).toBe('megalotto');
    expect(findGameByName('MegaChance')?.id).toBe('mega-chances');
    expect(findGameByName('Repartidera de Mega Chance')?.id).toBe('repartidera');
    expect(findGameByName('MegaChance Repartidera')?.id).toBe('repartidera');
    expect(findGameByName('Toca 3')?.id).toBe('toca-3');
    expect(findGameByName('no existe')).toBeUndefined();
  });

  it('gives the scheduled draw time of the weekday', () => {
    expect(scheduledTime(game('loteria-nacional'), '2025-08-03')).toBe('18:00');
    expect(scheduledTime(game('loteria-nacional'), '2025-08-04')).toBe('21:00');
    expect(scheduledTime(game('quiniela-leidsa'), '2025-08-03')).toBe('15:55');
    function game(id: string) {
      const found = gameById(id);
      if (!found) throw new Error(id);
      return found;
    }
  });
});

describe('view facts', () => {
  it('lists every home card under one of the home source paths of the spec, less the unsourced ones', () => {
    expect(homeGames()).toEqual(HOME_GAMES.filter((g) => !g.unsourced));
    expect(homeGames().map((g) => g.id)).not.toContain('chance-express');
    expect(homeGames()).toHaveLength(42);
  });

  it('names, for every game no source publishes, why and the official https page of its results', () => {
    const unsourced = GAMES.filter((g) => g.unsourced);
    expect(unsourced.map((g) => g.id).sort()).toEqual(['billetes-jueves', 'chance-express', 'el-extra']);
    for (const { unsourced: facts } of unsourced) {
      expect(facts!.reason).toMatch(/^[A-ZÁÉÍÓÚÑ].{20,160}\.$/);
      expect(facts!.officialSource.name).not.toBe('');
      expect(new URL(facts!.officialSource.url).protocol).toBe('https:');
    }
  });

  it('never maps a source id to a game it calls unsourced', () => {
    const mapped = new Set(sourceIdEntries().map(([, , gameId]) => gameId));
    expect(GAMES.filter((g) => g.unsourced && mapped.has(g.id)).map((g) => g.id)).toEqual([]);
  });

  it('gives Repartidera its default hour and past results, and the special empty states', () => {
    const repartidera = gameById('repartidera')!;
    expect(repartidera.defaultHour).toBe('19:55');
    expect(viewOf(repartidera).records).toBe(11);
    expect(viewOf(gameById('powerball')!).records).toBe(1);
    expect(cardEmptyState(gameById('quiniela-loteka')!)).toEqual({ text: 'Servicio limitado', tone: 'warn' });
    expect(cardEmptyState(gameById('megalotto')!)).toEqual({ text: 'Próximamente', tone: 'muted' });
    expect(pageEmptyState(gameById('megalotto')!).title).toBe('Juego temporalmente suspendido');
    expect(pageEmptyState(gameById('powerball')!).title).toBe('Construyendo historial');
    expect(cardEmptyState(gameById('el-extra')!)).toEqual({ text: 'Solo en la fuente oficial', tone: 'muted' });
    expect(pageEmptyState(gameById('chance-express')!)).toEqual({
      title: 'Sin resultados en Gana Más',
      lines: [gameById('chance-express')!.unsourced!.reason],
      link: { text: 'Ver los resultados oficiales en Loteka', href: 'https://loteka.com.do/' },
    });
  });
});
