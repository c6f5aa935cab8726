import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../tests/helpers/captures.ts';
import { validateDraws } from '../../validate.ts';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import { parse } from './parse.ts';

const context = { fetchedAt: new Date('2026-05-27T05:28:00Z') };
const home = () => readFixture('leidsa.com', 'home-2026-05-27-nextjs.html');

describe('leidsa parse: home page of 2026-05-27 (real capture)', () => {
  it('reads the 17 listed games with the Santo Domingo date and time of each draw in its id', () => {
    const draws = parse(home(), context);
    expect(draws.map((d) => [d.sourceGameId?.id, d.drawDate, d.numbers.join('-')])).toEqual([
      ['Leidsa/Loto@21:00', '2026-05-23', '02-05-10-29-30-38-02-08'],
      ['Leidsa/KinoTV@21:00', '2026-05-25', '02-04-07-10-13-15-17-22-23-37-41-44-46-50-60-65-67-73-77-79'],
      ['Leidsa/Loto Pool@21:00', '2026-05-25', '03-05-19-22-30'],
      ['Leidsa/Quiniela Pale@21:00', '2026-05-25', '68-01-20'],
      ['Leidsa/Pega3Mas@21:00', '2026-05-25', '49-04-06'],
      ['Loteria Nacional/Quiniela Pale@14:30', '2026-05-26', '29-83-89'],
      ['Loteria Real/Quiniela Pale@13:00', '2026-05-26', '55-62-61'],
      ['La Suerte/Quiniela Pale@18:00', '2026-05-26', '50-73-11'],
      ['Loteka/Quiniela Pale@20:00', '2026-05-25', '21-68-48'],
      ['Lotedom/Quiniela Pale@12:00', '2026-05-26', '50-98-63'],
      ['La Primera/Quiniela Pale@19:00', '2026-05-26', '84-91-42'],
      ['Leidsa/Super Pale@21:00', '2026-05-25', '68-65'],
      ['La Primera/Super Pale@12:00', '2026-05-26', '60-29'],
      ['La Suerte/Super Pale@12:30', '2026-05-26', '66-29'],
      ['Loteka/Super Pale@20:00', '2026-05-25', '21-65'],
      ['Loteria Real/Super Pale@13:00', '2026-05-26', '55-29'],
      ['Lotedom/Super Pale@12:00', '2026-05-26', '50-29'],
    ]);
    expect(draws.every((d) => d.drawTime === null && !d.problem)).toBe(true);
  });

  it("validates 13 catalogue games and leaves leidsa.com's own Super Pale combinations unmatched", () => {
    const { valid, rejected, incomplete } = validateDraws(parse(home(), context), context.fetchedAt);
    expect(valid.map((d) => [d.gameId, d.drawDate, d.drawTime])).toEqual([
      ['loto-leidsa', '2026-05-23', '20:55'],
      ['super-kino-tv', '2026-05-25', '20:55'],
      ['loto-pool-leidsa', '2026-05-25', '20:55'],
      ['quiniela-leidsa', '2026-05-25', '20:55'],
      ['pega-3-mas', '2026-05-25', '20:55'],
      ['gana-mas', '2026-05-26', '14:30'],
      ['quiniela-real', '2026-05-26', '12:55'],
      ['la-suerte-1800', '2026-05-26', '18:00'],
      ['quiniela-loteka', '2026-05-25', '19:55'],
      ['quiniela-lotedom', '2026-05-26', '12:00'],
      ['la-primera-noche', '2026-05-26', '19:00'],
      ['super-pale-leidsa', '2026-05-25', '20:55'],
      ['super-pale-real', '2026-05-26', '12:55'],
    ]);
    expect(rejected.map((r) => `${r.operatorTitle}/${r.title}`)).toEqual([
      'La Primera/Super Pale',
      'La Suerte/Super Pale',
      'Loteka/Super Pale',
      'Lotedom/Super Pale',
    ]);
    expect(incomplete).toEqual([]);
  });

  it('keeps the derivation rule of API-NOTES: Super Palé Leidsa 1st = Quiniela Leidsa 1st', () => {
    const byId = new Map(parse(home(), context).map((d) => [d.sourceGameId?.id, d.numbers]));
    expect(byId.get('Leidsa/Super Pale@21:00')?.[0]).toBe(byId.get('Leidsa/Quiniela Pale@21:00')?.[0]);
  });

  it('reads the Loto results page of 2026-05-24 (Sunday draws at 16:00)', () => {
    const draws = parse(readFixture('leidsa.com', 'results-loto-2026-05-24-nextjs.html'), context);
    expect(draws.find((d) => d.sourceGameId?.id === 'Leidsa/Pega3Mas@16:00')).toMatchObject({
      drawDate: '2026-05-24',
      numbers: ['14', '49', '00'],
    });
  });
});

describe('leidsa parse: failures', () => {
  it('throws SourceBlockedError on a block page and SourceFormatError on a page without results data', () => {
    expect(() =>
      parse(
        readFixture('loteriasdominicanas.com', 'pagina-ultimos-resultados-2025-08-07-fortiguard-blocked.html'),
        context,
      ),
    ).toThrow(SourceBlockedError);
    expect(() => parse('<html><body>Leidsa</body></html>', context)).toThrow(SourceFormatError);
  });

  it('reports an entry with a broken draw as a problem and keeps the others', () => {
    const broken = home().replace('\\"drawnValues\\":[3,5,19,22,30]', '\\"drawnValues\\":\\"3,5\\"');
    const draws = parse(broken, context);
    expect(draws).toHaveLength(17);
    expect(draws.filter((d) => d.problem).map((d) => d.problem)).toEqual([
      expect.stringMatching(/previousDrawDetails\.drawnValues/),
    ]);
  });
});
