import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
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
      ['Super Kino TV', '2026-08-21', null, ['44', '70', '23', '24', '04', '61', '56', '02', '67', '18', '79', '64', '40', '39', '32', '01', '54', '26', '50', '07']],
      ['Loto - Super Loto Más', '2026-08-19', null, ['05', '23', '14', '19', '10', '30', '7', '3']],
    ]);
    expect(draws[0]).toEqual({ operatorTitle: 'Leidsa', title: 'Quiniela Leidsa', drawDate: '2026-08-21', drawTime: null, numbers: ['33', '29', '86'] });
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
    const layout = [[{}, {}], [{ is_bonus: true, options: [{ id: 'abc', text: '09' }, { id: 'def', text: '10' }] }]];
    const draws = parse(body([{ date: '2026-08-21T04:00:00.000Z', score: [['5', 7], ['def']] }], layout, 'Loto 5'), context);
    expect(draws[0]?.numbers).toEqual(['5', '7', '10']);
  });

  it('returns [] for a company whose games have no sessions', () => {
    const empty = JSON.stringify({ title: 'Loteka', siteGames: [{ title: 'Toca 3', game: { sessions: [] } }, { title: 'MegaLotto' }] });
    expect(parse(empty, context)).toEqual([]);
  });
});

describe('loteriasdominicanas-api parse: errors', () => {
  it.each([['not json', '{"title":"Leidsa",'], ['empty', ''], ['garbage', 'lorem ipsum']])('throws SourceFormatError on %s', (_, text) => {
    expect(() => parse(text, context)).toThrow(SourceFormatError);
    expect(() => parse(text, context)).toThrow(/not JSON/);
  });

  it.each([
    ['an array', '[]', /\(body\)/],
    ['no siteGames', '{"title":"Leidsa"}', /siteGames/],
    ['a session without a date', body([{ score: [['01']] }]), /siteGames\.0\.game\.sessions\.0\.date/],
    ['a non-ISO session date', body([{ date: '12-06-2026', score: [['01']] }]), /sessions\.0\.date/],
    ['a score that is an object', body([{ date: '2026-06-12T04:00:00.000Z', score: [{ a: 1 }] }]), /score/],
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
