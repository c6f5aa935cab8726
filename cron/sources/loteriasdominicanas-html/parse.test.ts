import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { ParsedDraw } from '../types.ts';
import { parse } from './parse.ts';

const FIXTURES = new URL('../../../tests/fixtures/loteriasdominicanas.com/', import.meta.url);
const capture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const parseCapture = (name: string, fetchedAt: string) => parse(capture(name), { fetchedAt: new Date(fetchedAt) });

/** The one draw of `operator`/`title` (fails when there are none or several). */
function card(draws: ParsedDraw[], operatorTitle: string, title: string): ParsedDraw {
  const found = draws.filter((d) => d.operatorTitle === operatorTitle && d.title === title);
  expect(found, `${operatorTitle} / ${title}`).toHaveLength(1);
  return found[0] as ParsedDraw;
}

const draw = (
  operatorTitle: string,
  title: string,
  drawDate: string,
  numbers: string[],
  colour?: string,
): ParsedDraw => ({
  operatorTitle,
  title,
  drawDate,
  drawTime: null,
  numbers,
  ...(colour ? { extras: { colour } } : {}),
});

/** Expected values read from the HTML (grep/python over the captures), not from this parser. */
const CAPTURES = [
  {
    file: 'pagina-ultimos-resultados-2025-08-04T2105-0400-rendered.html',
    fetchedAt: '2025-08-05T01:05:00Z',
    count: 36,
    dates: ['2025-08-04'],
    samples: [
      draw('Anguila', 'Anguila Noche', '2025-08-04', ['26', '30', '67']),
      draw('Leidsa', 'Super Kino TV', '2025-08-04', [
        '04',
        '06',
        '08',
        '13',
        '15',
        '21',
        '27',
        '31',
        '39',
        '42',
        '43',
        '45',
        '57',
        '61',
        '63',
        '65',
        '72',
        '73',
        '75',
        '76',
      ]),
      draw('La Primera', 'Loto 5', '2025-08-04', ['32', '14', '02', '38', '31', '06']),
      draw('Loteka', 'MegaLotto', '2025-08-04', ['07', '08', '22', '27', '35', '38', '09', '02']),
      draw('Nacional', 'Juega + Pega +', '2025-08-04', ['13', '24', '03', '06', '04']),
      draw('Loteria Real', 'Nueva Yol Real', '2025-08-04', ['86', '89', '11'], 'Verde'),
      draw('Loteria Real', 'Pega 4 Real', '2025-08-04', ['5', '7', '8', '6']),
      draw('LoteDom', 'Super Palé', '2025-08-04', ['56', '91']),
    ],
  },
  {
    file: 'pagina-ultimos-resultados-2025-08-05T2354-0400-rendered.html',
    fetchedAt: '2025-08-06T03:54:00Z',
    count: 42,
    dates: ['2025-08-05'],
    samples: [
      draw('Americanas', 'Mega Millions', '2025-08-05', ['12', '27', '42', '59', '65', '02']),
      draw('Americanas', 'Cash 4 Life', '2025-08-05', ['01', '29', '47', '48', '49', '04']),
      draw('Leidsa', 'Super Kino TV', '2025-08-05', [
        '05',
        '08',
        '11',
        '15',
        '16',
        '19',
        '21',
        '30',
        '36',
        '39',
        '40',
        '41',
        '46',
        '53',
        '54',
        '58',
        '61',
        '66',
        '69',
        '80',
      ]),
      draw('Nacional', 'Juega + Pega +', '2025-08-05', ['15', '22', '21', '04', '23']),
      draw('Loteria Real', 'Nueva Yol Real', '2025-08-05', ['06', '06', '28'], 'Verde'),
      draw('Loteria Real', 'Quiniela Real', '2025-08-05', ['81', '00', '19']),
    ],
  },
  {
    // Fetched the morning after, yet every card (all `.past`) and the page script are still 2025-08-05.
    file: 'pagina-ultimos-resultados-2025-08-06T0958-0400-rendered.html',
    fetchedAt: '2025-08-06T13:58:00Z',
    count: 42,
    dates: ['2025-08-05'],
    samples: [
      draw('Americanas', 'Mega Millions', '2025-08-05', ['12', '27', '42', '59', '65', '02']),
      draw('Leidsa', 'Super Kino TV', '2025-08-05', [
        '05',
        '08',
        '11',
        '15',
        '16',
        '19',
        '21',
        '30',
        '36',
        '39',
        '40',
        '41',
        '46',
        '53',
        '54',
        '58',
        '61',
        '66',
        '69',
        '80',
      ]),
      draw('Loteria Real', 'Nueva Yol Real', '2025-08-05', ['06', '06', '28'], 'Verde'),
      draw('Loteria Real', 'Pega 4 Real', '2025-08-05', ['0', '4', '1', '0']),
      draw('Anguila', 'Anguila Mañana', '2025-08-05', ['09', '78', '12']),
    ],
  },
  {
    file: 'pagina-ultimos-resultados-2025-08-06T1119-0400-rendered.html',
    fetchedAt: '2025-08-06T15:19:00Z',
    count: 1,
    dates: ['2025-08-06'],
    samples: [draw('Anguila', 'Anguila Mañana', '2025-08-06', ['94', '05', '47'])],
  },
  {
    file: 'pagina-ultimos-resultados-2025-08-06T1641-0400-rendered.html',
    fetchedAt: '2025-08-06T20:41:00Z',
    count: 20,
    dates: ['2025-08-06'],
    samples: [
      draw('Nacional', 'Gana Más', '2025-08-06', ['67', '11', '46']),
      draw('Nacional', 'Juega + Pega +', '2025-08-06', ['19', '14', '01', '07', '18']),
      draw('Loteria Real', 'Nueva Yol Real', '2025-08-06', ['10', '08', '64'], 'Verde'),
      draw('LoteDom', 'Agarra 4', '2025-08-06', ['25', '77', '74', '03']),
      draw('La Primera', 'El Quinielón Día', '2025-08-06', ['56']),
    ],
  },
  {
    file: 'pagina-ultimos-resultados-2025-08-07T1439-0400-rendered.html',
    fetchedAt: '2025-08-07T18:39:00Z',
    count: 18,
    dates: ['2025-08-07'],
    samples: [
      draw('Nueva York', 'Take 5 Midday', '2025-08-07', ['01', '03', '05', '15', '25']),
      draw('Loteria Real', 'Nueva Yol Real', '2025-08-07', ['25', '71', '26'], 'Amarilla'),
      draw('Loteria Real', 'Tu Fecha Real', '2025-08-07', ['29']),
      draw('LoteDom', 'Super Palé', '2025-08-07', ['84', '97']),
      draw('Anguila', 'Anguila Mañana', '2025-08-07', ['23', '39', '07']),
    ],
  },
];

describe('loteriasdominicanas-html parse: real /pagina/ultimos-resultados captures', () => {
  for (const { file, fetchedAt, count, dates, samples } of CAPTURES) {
    describe(file, () => {
      const draws = parseCapture(file, fetchedAt);

      it(`reads all ${count} cards (none skipped)`, () => {
        expect(draws).toHaveLength(count);
      });

      it('reads the sampled cards exactly', () => {
        for (const expected of samples) expect(card(draws, expected.operatorTitle, expected.title)).toEqual(expected);
      });

      it('gives every draw the page date, no draw time and digit-only numbers', () => {
        expect([...new Set(draws.map((d) => d.drawDate))]).toEqual(dates);
        expect(draws.every((d) => d.drawTime === null)).toBe(true);
        expect(draws.flatMap((d) => d.numbers).every((n) => /^\d+$/.test(n))).toBe(true);
      });
    });
  }

  it('reads the operator link, not the vote widget, and keeps card order', () => {
    const draws = parseCapture(CAPTURES[1]!.file, CAPTURES[1]!.fetchedAt);
    expect(draws.slice(0, 5).map((d) => [d.operatorTitle, d.title])).toEqual([
      ['Americanas', 'Mega Millions'],
      ['Americanas', 'New York Noche'],
      ['Americanas', 'Florida Noche'],
      ['Americanas', 'Cash 4 Life'],
      ['Nacional', 'Lotería Nacional'],
    ]);
    expect(new Set(draws.map((d) => d.operatorTitle))).toEqual(
      new Set([
        'Americanas',
        'Nacional',
        'Leidsa',
        'Anguila',
        'La Primera',
        'Loteka',
        'King Lottery',
        'La Suerte',
        'Nueva York',
        'Loteria Real',
        'LoteDom',
      ]),
    );
  });

  it('puts only the Nueva Yol Real cards in extras (colour), five over all captures', () => {
    const withExtras = CAPTURES.flatMap(({ file, fetchedAt }) => parseCapture(file, fetchedAt)).filter((d) => d.extras);
    expect(withExtras.map((d) => [d.title, d.extras])).toEqual([
      ['Nueva Yol Real', { colour: 'Verde' }],
      ['Nueva Yol Real', { colour: 'Verde' }],
      ['Nueva Yol Real', { colour: 'Verde' }],
      ['Nueva Yol Real', { colour: 'Verde' }],
      ['Nueva Yol Real', { colour: 'Amarilla' }],
    ]);
  });
});

describe('loteriasdominicanas-html parse: pages without cards', () => {
  it('throws SourceBlockedError naming FortiGuard on the real block page', () => {
    const body = capture('pagina-ultimos-resultados-2025-08-07-fortiguard-blocked.html');
    expect(() => parse(body, { fetchedAt: new Date('2025-08-07T17:56:59Z') })).toThrow(SourceBlockedError);
    expect(() => parse(body, { fetchedAt: new Date('2025-08-07T17:56:59Z') })).toThrow(/FortiGuard/);
  });

  it.each([
    [
      'Cloudflare',
      '<html><head><title>Attention Required! | Cloudflare</title></head><body>Sorry, you have been blocked</body></html>',
    ],
    [
      'access denied',
      '<html><head><title>Access Denied</title></head><body>Access denied to this server.</body></html>',
    ],
    ['captcha', '<html><body><h1>Please complete the CAPTCHA to continue</h1></body></html>'],
  ])('throws SourceBlockedError on a %s page', (what, body) => {
    expect(() => parse(body, { fetchedAt: new Date() })).toThrow(SourceBlockedError);
    expect(() => parse(body, { fetchedAt: new Date() })).toThrow(new RegExp(what, 'i'));
  });

  it.each([
    ['an empty body', ''],
    ['garbage', '\u0000\u0001 not html at all {]'],
    [
      'a page without cards',
      '<html><body><div id="__nuxt"></div><script src="https://www.google.com/recaptcha/api.js"></script></body></html>',
    ],
  ])('throws SourceFormatError on %s', (_, body) => {
    expect(() => parse(body, { fetchedAt: new Date() })).toThrow(SourceFormatError);
    expect(() => parse(body, { fetchedAt: new Date() })).toThrow('no div.game-block cards found');
  });
});

describe('parse: unclosed nested cards', () => {
  it('reads only the innermost card of a page whose cards are never closed (1.2 MB)', () => {
    const page = capture('pagina-ultimos-resultados-2025-08-05T2354-0400-rendered.html');
    const start = page.indexOf('<div class="game-block');
    const unclosed = page.slice(start, page.indexOf('<div class="game-block', start + 1)).replaceAll('</div>', '');
    const body = `<html><body>${unclosed.repeat(Math.ceil(1_200_000 / unclosed.length))}</body></html>`;
    const draws = parse(body, { fetchedAt: new Date('2025-08-06T03:54:00Z') });
    expect(draws).toHaveLength(1);
    expect(draws[0]?.numbers.length).toBeGreaterThan(0);
  });
});
