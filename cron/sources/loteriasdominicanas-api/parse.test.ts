import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import { validateDraws } from '../../validate.ts';
import { parse, titleTime } from './parse.ts';

const FIXTURES = new URL('../../../tests/fixtures/loteriasdominicanas-api/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const context = { fetchedAt: new Date('2026-08-22T21:18:48Z') };

/** Rows [title, drawDate, drawTime, numbers] of the draws, for compact exact comparisons. */
const rows = (body: string) => parse(body, context).map((d) => [d.title, d.drawDate, d.drawTime, d.numbers]);

describe('loteriasdominicanas-api parse: constructed site-companies bodies (real numbers)', () => {
  it('reads the Leidsa body: every session newest first, Loto Más bonus ids resolved', () => {
    const draws = parse(fixture('site-companies-leidsa.json'), context);
    expect(new Set(draws.map((d) => d.operatorTitle))).toEqual(new Set(['Leidsa']));
    expect(draws.map((d) => [d.title, d.drawDate, d.drawTime, d.numbers])).toEqual([
      ['Quiniela Leidsa', '2026-08-21', null, ['33', '29', '86']],
      ['Quiniela Leidsa', '2026-06-12', null, ['53', '07', '63']],
      ['Super Palé', '2026-08-21', null, ['33', '53']],
      ['Pega 3 Más', '2026-08-21', null, ['27', '33', '40']],
      ['Loto Pool', '2026-08-21', null, ['08', '06', '20', '22', '28']],
      [
        'Super Kino TV',
        '2026-08-21',
        null,
        [
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
      ],
      ['Loto - Super Loto Más', '2026-08-19', null, ['05', '23', '14', '19', '10', '30', '7', '3']],
    ]);
    expect(draws[0]).toEqual({
      operatorTitle: 'Leidsa',
      title: 'Quiniela Leidsa',
      drawDate: '2026-08-21',
      drawTime: null,
      numbers: ['33', '29', '86'],
    });
  });

  it('reads the Anguila body with the draw time from each hourly title', () => {
    const draws = parse(fixture('site-companies-anguila.json'), context);
    expect(new Set(draws.map((d) => d.operatorTitle))).toEqual(new Set(['Anguila']));
    expect(rows(fixture('site-companies-anguila.json'))).toEqual([
      ['Anguila 8:00  AM', '2026-08-22', '08:00', ['16', '72', '23']],
      ['Anguila 9:00 AM', '2026-08-22', '09:00', ['63', '35', '63']],
      ['Anguila 10:00 AM', '2026-08-22', '10:00', ['40', '08', '96']],
      ['Anguila 11:00 AM', '2026-08-22', '11:00', ['90', '02', '57']],
      ['Anguila 12:00 PM', '2026-08-22', '12:00', ['29', '52', '95']],
      ['Anguila 1:00 PM', '2026-08-22', '13:00', ['64', '05', '38']],
      ['Anguila 2:00 PM', '2026-08-22', '14:00', ['56', '89', '54']],
      ['Anguila 3:00 PM', '2026-08-22', '15:00', ['14', '87', '04']],
      ['Anguila 4:00 PM', '2026-08-22', '16:00', ['14', '40', '13']],
      ['Anguila 5:00 PM', '2026-08-22', '17:00', ['25', '19', '17']],
      ['Anguila 6:00 PM', '2026-08-21', '18:00', ['72', '60', '49']],
      ['Anguila 7:00 PM', '2026-08-21', '19:00', ['27', '34', '58']],
      ['Anguila 8:00 PM', '2026-08-21', '20:00', ['04', '66', '13']],
      ['Anguila 9:00 PM', '2026-08-21', '21:00', ['67', '78', '49']],
      ['Anguila 10:00 PM', '2026-08-21', '22:00', ['97', '54', '85']],
      ['La Cuarteta 10:00 AM', '2026-08-22', '10:00', ['92', '98', '46', '06']],
      ['La Cuarteta 1:00 PM', '2026-08-22', '13:00', ['61', '47', '54', '83']],
      ['La Cuarteta 6:00 PM', '2026-08-21', '18:00', ['93', '06', '71', '26']],
      ['La Cuarteta 9:00 PM', '2026-08-21', '21:00', ['92', '47', '94', '36']],
    ]);
  });

  it('resolves the Americanas bonus balls from option ids to their text', () => {
    expect(rows(fixture('site-companies-americanas.json'))).toEqual([
      ['Mega Millions', '2026-08-21', null, ['48', '25', '34', '57', '01', '24']],
      ['Cash 4 Life', '2026-02-21', null, ['25', '52', '20', '55', '30', '4']],
      ['Powerball', '2026-08-19', null, ['61', '21', '64', '10', '58', '17']],
      ['Powerball Double Play', '2026-08-19', null, ['18', '38', '56', '67', '05', '7']],
    ]);
  });
});

/** A one-game company body with the given sessions and layout. */
const body = (sessions: unknown[], scoreLayout: unknown = [[{}, {}, {}]], title = 'Quiniela Leidsa') =>
  JSON.stringify({ _id: 'x', title: 'Leidsa', siteGames: [{ title, game: { score_layout: scoreLayout, sessions } }] });

describe('loteriasdominicanas-api parse: sessions, dates and ids', () => {
  it('converts session.date to the America/Santo_Domingo calendar date', () => {
    const dates = (date: string) => parse(body([{ date, score: [['01', '02', '03']] }]), context)[0]?.drawDate;
    expect(dates('2026-06-12T04:00:00.000Z')).toBe('2026-06-12');
    expect(dates('2026-06-13T03:59:59.000Z')).toBe('2026-06-12');
    expect(dates('2026-06-12T03:59:59.000Z')).toBe('2026-06-11');
    expect(dates('2026-01-01T00:30:00-04:00')).toBe('2026-01-01');
  });

  it('sorts sessions newest first and skips sessions without numbers', () => {
    const sessions = [
      { date: '2026-08-19T04:00:00.000Z', score: [['11', '12', '13']] },
      { date: '2026-08-21T04:00:00.000Z', score: [['31', '32', '33']] },
      { date: '2026-08-22T04:00:00.000Z', score: [] },
      { date: '2026-08-20T04:00:00.000Z', score: [['21'], ['22', '23']] },
    ];
    expect(rows(body(sessions)).map(([, date, , numbers]) => [date, numbers])).toEqual([
      ['2026-08-21', ['31', '32', '33']],
      ['2026-08-20', ['21', '22', '23']],
      ['2026-08-19', ['11', '12', '13']],
    ]);
  });

  it('resolves ids through any panel of score_layout and keeps unknown cells as published', () => {
    const layout = [
      [{}, {}],
      [
        {
          is_bonus: true,
          options: [
            { id: 'abc', text: '09' },
            { id: 'def', text: '10' },
          ],
        },
      ],
    ];
    const draws = parse(
      body([{ date: '2026-08-21T04:00:00.000Z', score: [['5', 7], ['def']] }], layout, 'Loto 5'),
      context,
    );
    expect(draws[0]?.numbers).toEqual(['5', '7', '10']);
  });

  it('returns [] for a company whose games have no sessions', () => {
    const empty = JSON.stringify({
      title: 'Loteka',
      siteGames: [{ title: 'Toca 3', game: { sessions: [] } }, { title: 'MegaLotto' }],
    });
    expect(parse(empty, context)).toEqual([]);
  });
});

describe('loteriasdominicanas-api parse: errors', () => {
  it.each([
    ['not json', '{"title":"Leidsa",'],
    ['empty', ''],
    ['garbage', 'lorem ipsum'],
  ])('throws SourceFormatError on %s', (_, text) => {
    expect(() => parse(text, context)).toThrow(SourceFormatError);
    expect(() => parse(text, context)).toThrow(/not JSON/);
  });

  it.each([
    ['no siteGames', '{"title":"Leidsa"}', /siteGames/],
    ['a number', '42', /\(body\)/],
  ])('throws SourceFormatError on %s', (_, text, where) => {
    expect(() => parse(text, context)).toThrow(SourceFormatError);
    expect(() => parse(text, context)).toThrow(where);
  });

  it('throws SourceBlockedError on a JSON error answer and on an HTML block page', () => {
    expect(() => parse('{"statusCode":403,"message":"Forbidden"}', context)).toThrow(SourceBlockedError);
    expect(() => parse('{"statusCode":403,"message":"Forbidden"}', context)).toThrow('403 Forbidden');
    const page = '<html><head><title>Attention Required! | Cloudflare</title></head><body>blocked</body></html>';
    expect(() => parse(page, context)).toThrow(SourceBlockedError);
  });
});

describe('titleTime', () => {
  it.each([
    ['Anguila 10:00 AM', '10:00'],
    ['Anguila 8:00  AM', '08:00'],
    ['La Cuarteta 1:00 PM', '13:00'],
    ['Anguila 12:00 PM', '12:00'],
    ['Medianoche 12:00 AM', '00:00'],
    ['Quiniela 7:30 p.m.', '19:30'],
    ['King Lottery 7:30', null],
    ['La Suerte 18:00', null],
    ['Quiniela Leidsa', null],
  ])('%s → %s', (title, expected) => {
    expect(titleTime(title)).toBe(expected);
  });
});

/** Two-game company: an odd first game, then a good Quiniela Leidsa with game_id. */
const withGood = (odd: unknown) =>
  JSON.stringify({
    title: 'Leidsa',
    siteGames: [
      odd,
      {
        title: 'Quiniela Leidsa',
        game_id: '6966a6d1ea7015c3b8a3d453',
        game: { sessions: [{ date: '2026-08-21T04:00:00.000Z', score: [['33', '29', '86']] }] },
      },
    ],
  });

describe('loteriasdominicanas-api parse: one odd item never fails the page', () => {
  it.each([
    [
      'a session without a date',
      { title: 'Pega 3 Más', game: { sessions: [{ score: [['01', '02', '03']] }] } },
      /sesión: date/,
    ],
    [
      'a non-ISO session date',
      { title: 'Pega 3 Más', game: { sessions: [{ date: '12-06-2026', score: [['01']] }] } },
      /sesión: date/,
    ],
    [
      'a score that is an object',
      { title: 'Pega 3 Más', game: { sessions: [{ date: '2026-08-21T04:00:00.000Z', score: [{ a: 1 }] }] } },
      /score/,
    ],
    ['a game without a title', { game: { sessions: [] } }, /title/],
  ])('reports %s as a problem item and still reads the other game', (_, odd, reason) => {
    const draws = parse(withGood(odd), context);
    expect(draws.filter((d) => d.problem).map((d) => d.problem)).toEqual([expect.stringMatching(reason)]);
    const { valid, rejected } = validateDraws(draws, context.fetchedAt);
    expect(valid.map((d) => [d.gameId, d.numbers])).toEqual([['quiniela-leidsa', ['33', '29', '86']]]);
    expect(rejected).toHaveLength(1);
  });

  it('resolves options keyed _id and a layout nested one level deeper or flat', () => {
    const session = [{ date: '2026-08-21T04:00:00.000Z', score: [['05', '23', '14', '19', '10', '30', 'x7', 'x3']] }];
    const options = [
      { _id: 'x7', text: '7' },
      { _id: 'x3', text: '3' },
    ];
    for (const layout of [[[[{}, { options }]]], [{}, { options }]]) {
      expect(parse(body(session, layout, 'Loto - Super Loto Más'), context)[0]?.numbers.slice(6)).toEqual(['7', '3']);
    }
  });

  it('uses game.lastSession when sessions is empty', () => {
    const game = {
      title: 'Pega 3 Más',
      game: { sessions: [], lastSession: { date: '2026-08-21T04:00:00.000Z', score: [['27', '33', '40']] } },
    };
    expect(rows(JSON.stringify({ title: 'Leidsa', siteGames: [game] }))).toEqual([
      ['Pega 3 Más', '2026-08-21', null, ['27', '33', '40']],
    ]);
  });

  it('moves a colour word to extras.colour (Nueva Yol Real) and validates it', () => {
    const game = {
      title: 'Nueva Yol Real',
      game_id: '6966a6d2ea7015c3b8a3d4cc',
      game: { sessions: [{ date: '2026-09-13T04:00:00.000Z', score: [['82', '03', '26', 'Verde']] }] },
    };
    const draws = parse(JSON.stringify({ title: 'Loteria Real', siteGames: [game] }), context);
    expect(draws[0]).toMatchObject({ numbers: ['82', '03', '26'], extras: { colour: 'Verde' } });
    expect(validateDraws(draws, new Date('2026-09-13T20:00:00Z')).valid[0]).toMatchObject({
      gameId: 'nueva-yol-real',
      extras: { colour: 'Verde' },
    });
  });
});

describe('loteriasdominicanas-api parse: draws published while being drawn', () => {
  it('keeps empty cells and short rows as published and validation calls them incomplete', () => {
    const games = [
      {
        title: 'La Cuarteta 10:00 AM',
        game_id: '6966a6d3ea7015c3b8a3d63b',
        game: { sessions: [{ date: '2026-07-23T04:00:00.000Z', score: [['05', '75', '59', '']] }] },
      },
      {
        title: 'Anguila 1:00 PM',
        game_id: '6966a6d3ea7015c3b8a3d611',
        game: { sessions: [{ date: '2026-07-23T04:00:00.000Z', score: [['16', '77']] }] },
      },
    ];
    const draws = parse(JSON.stringify({ title: 'Anguila', siteGames: games }), context);
    expect(draws.map((d) => d.numbers)).toEqual([
      ['05', '75', '59', ''],
      ['16', '77'],
    ]);
    const result = validateDraws(draws, new Date('2026-07-23T18:00:00Z'));
    expect(result.valid).toEqual([]);
    expect(result.rejected).toEqual([]);
    expect(result.incomplete.map((d) => d.reason)).toEqual([
      'sorteo en curso: 1 casilla(s) vacía(s) (05 75 59 _)',
      'sorteo en curso: 2 de 3 números',
    ]);
  });
});

describe('loteriasdominicanas-api parse: /sessions answer rebuilt from the verbatim conectate excerpt', () => {
  const proof = JSON.parse(
    readFileSync(
      new URL(
        '../../../tests/fixtures/conectate.com.do/jdmdelivery-extraction_proof_conectate_anguila-2026-07-23T1407Z.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ) as {
    extracciones: { game_id: string; ejemplo: { fecha: string; score_raw: string[][] } }[];
    cuarteta_ejemplos: { game_id: string; fecha: string; score_raw: string[][] }[];
  };
  const answer = JSON.stringify([
    ...proof.extracciones.map((e) => ({
      game_id: e.game_id,
      sessions: [],
      lastSession: { game_id: e.game_id, date: e.ejemplo.fecha, score: e.ejemplo.score_raw },
    })),
    ...proof.cuarteta_ejemplos.map((e) => ({ game_id: e.game_id, lastSession: { date: e.fecha, score: e.score_raw } })),
  ]);

  it('matches games by game_id: every Anguila hour (decision 085) and La Cuarteta', () => {
    const { valid, rejected, incomplete } = validateDraws(parse(answer, context), new Date('2026-07-23T14:07:02Z'));
    // The eleven hourly draws agree with the bundled feed's of the same dates; its 8:00 PM of 07-22 caught only "15".
    expect(valid.map((d) => [d.gameId, d.drawDate, d.numbers.join('-')])).toEqual([
      ['anguila-8-00-am', '2026-07-23', '97-96-14'],
      ['anguila-9-00-am', '2026-07-23', '70-37-11'],
      ['anguila-manana', '2026-07-23', '65-67-69'],
      ['anguila-11-00-am', '2026-07-22', '86-72-83'],
      ['anguila-12-00-pm', '2026-07-22', '69-71-31'],
      ['anguila-medio-dia', '2026-07-22', '67-01-89'],
      ['anguila-2-00-pm', '2026-07-22', '85-32-09'],
      ['anguila-3-00-pm', '2026-07-22', '84-00-85'],
      ['anguila-4-00-pm', '2026-07-22', '47-47-48'],
      ['anguila-5-00-pm', '2026-07-22', '38-98-49'],
      ['anguila-tarde', '2026-07-22', '63-94-95'],
      ['anguila-7-00-pm', '2026-07-22', '06-89-06'],
      ['anguila-8-00-pm', '2026-07-22', '15-08-13'],
      ['anguila-noche', '2026-07-22', '77-51-27'],
      ['anguila-10-00-pm', '2026-07-22', '60-08-46'],
      ['la-cuarteta-manana', '2026-07-23', '05-75-59-90'],
      ['la-cuarteta-medio-dia', '2026-07-22', '21-09-96-07'],
      ['la-cuarteta-tarde', '2026-07-22', '17-07-40-66'],
      ['la-cuarteta-noche', '2026-07-22', '65-18-42-48'],
    ]);
    expect(rejected).toEqual([]);
    expect(incomplete).toEqual([]);
  });

  it('reads a sites/env answer company by company', () => {
    const env = JSON.stringify({ siteCompanies: [JSON.parse(fixture('site-companies-leidsa.json')), { title: 5 }] });
    const draws = parse(env, context);
    expect(draws.filter((d) => !d.problem)).toHaveLength(7);
    expect(draws.filter((d) => d.problem)).toHaveLength(1);
  });
});
