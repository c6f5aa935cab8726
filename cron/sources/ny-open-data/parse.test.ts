import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { ParsedDraw } from '../types.ts';
import { CASH_4_LIFE, DATASETS, MEGA_MILLIONS, POWERBALL, datasetForUrl, fieldForColumn } from './datasets.ts';
import { LATEST_DRAWS_QUERY, adapter, request } from './index.ts';
import { validateDraws } from '../../validate.ts';
import { parse } from './parse.ts';

const FIXTURES = new URL('../../../tests/fixtures/data.ny.gov/', import.meta.url);
const context = { fetchedAt: new Date('2026-07-12T12:00:00Z') };

function fixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

const PB_RAKY = 'Lottery_Powerball_Winning_Numbers__Beginning_2010.raky1977-2026-07-11.csv';
const PB_JACOB = 'Lottery_Powerball_Winning_Numbers__Beginning_2010.jacob-s-mason-2025.csv';
const MM_RAKY = 'Lottery_Mega_Millions_Winning_Numbers__Beginning_2002.raky1977-2026-07-10.csv';
const MM_JACOB = 'Lottery_Mega_Millions_Winning_Numbers__Beginning_2002.jacob-s-mason-2025.csv';
const C4L_JACOB = 'Lottery_Cash_4_Life_Winning_Numbers__Beginning_2014.jacob-s-mason-2025.csv';

/** A draw as the parser should emit it. */
function draw(title: string, drawDate: string, numbers: string, extras?: ParsedDraw['extras']): ParsedDraw {
  const expected: ParsedDraw = {
    operatorTitle: 'New York Lottery',
    title,
    drawDate,
    drawTime: null,
    numbers: numbers.split(' '),
  };
  if (extras) expected.extras = extras;
  return expected;
}

function isNewestFirst(draws: readonly ParsedDraw[]): boolean {
  return draws.every((d, i) => i === 0 || draws[i - 1]!.drawDate > d.drawDate);
}

/** Row counts (lines minus header) and the newest and oldest draw of each real CSV. */
const REAL_CSVS = [
  {
    file: PB_RAKY,
    rows: 1965,
    newest: draw('Powerball', '2026-07-11', '08 10 14 45 59 05', {
      multiplier: '2',
      doublePlay: ['05', '07', '17', '26', '28', '05'],
    }),
    oldest: draw('Powerball', '2010-02-03', '17 22 36 37 52 24', { multiplier: '2' }),
  },
  {
    file: PB_JACOB,
    rows: 1757,
    newest: draw('Powerball', '2025-03-12', '11 13 28 51 58 01', { multiplier: '2' }),
    oldest: draw('Powerball', '2010-02-03', '17 22 36 37 52 24', { multiplier: '2' }),
  },
  {
    file: MM_RAKY,
    rows: 2518,
    // Mega Millions rows from 2025-04-08 on have an empty Multiplier column.
    newest: draw('Mega Millions', '2026-07-10', '02 39 44 46 56 23'),
    oldest: draw('Mega Millions', '2002-05-17', '15 18 25 33 47 30'),
  },
  {
    file: MM_JACOB,
    rows: 2379,
    newest: draw('Mega Millions', '2025-03-11', '01 19 26 38 69 15', { multiplier: '3' }),
    oldest: draw('Mega Millions', '2002-05-17', '15 18 25 33 47 30'),
  },
  {
    file: C4L_JACOB,
    rows: 2604,
    newest: draw('Cash 4 Life', '2025-03-13', '06 08 31 41 45 02'),
    oldest: draw('Cash 4 Life', '2014-06-16', '09 36 44 53 59 03'),
  },
];

describe('ny-open-data parse: real CSV exports', () => {
  for (const { file, rows, newest, oldest } of REAL_CSVS) {
    describe(file, () => {
      const draws = parse(fixture(file), context);

      it(`reads all ${rows} rows`, () => {
        expect(draws).toHaveLength(rows);
      });

      it('has the newest and oldest draws with exact numbers and multiplier', () => {
        expect(draws[0]).toEqual(newest);
        expect(draws.at(-1)).toEqual(oldest);
      });

      it('returns one draw per date, newest first', () => {
        expect(isNewestFirst(draws)).toBe(true);
      });

      it('emits 6 two-digit numbers per draw, one title, no draw time', () => {
        for (const d of draws) {
          expect(d.numbers).toHaveLength(6);
          expect(d.numbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
          expect(d.title).toBe(newest.title);
          expect(d.drawTime).toBeNull();
          expect(d.drawDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      });
    });
  }

  it('sorts the jacob-s-mason exports, which come in row-id order, newest first', () => {
    const body = fixture(C4L_JACOB);
    expect(body.split('\r\n')[1]).toBe('9/24/2020,18 20 43 45 60,2');
    const draws = parse(body, context);
    expect(draws[0]!.drawDate).toBe('2025-03-13');
    expect(draws.findIndex((d) => d.drawDate === '2020-09-24')).toBeGreaterThan(0);
  });

  it('pads unpadded dates and bonus balls ("5/21/2002", Mega Ball "9")', () => {
    const draws = parse(fixture(MM_JACOB), context);
    expect(draws.find((d) => d.drawDate === '2002-05-21')).toEqual(
      draw('Mega Millions', '2002-05-21', '04 28 39 41 44 09'),
    );
  });

  it('keeps the multiplier as published ("02" in the raky1977 Mega Millions export)', () => {
    const draws = parse(fixture(MM_RAKY), context);
    expect(draws.find((d) => d.drawDate === '2025-04-04')?.extras).toEqual({ multiplier: '02' });
    expect(draws.filter((d) => d.extras?.multiplier)).toHaveLength(1483);
  });

  it('reads Double Play only where the quoted Powerball export has it (17 draws, from 2026-06-03)', () => {
    const withDoublePlay = parse(fixture(PB_RAKY), context).filter((d) => d.extras?.doublePlay);
    expect(withDoublePlay).toHaveLength(17);
    expect(withDoublePlay.at(-1)!.drawDate).toBe('2026-06-03');
    expect(withDoublePlay.at(-1)!.extras!.doublePlay).toEqual(['26', '28', '31', '56', '64', '13']);
  });

  it('reads the same Powerball draws from both header variants', () => {
    const quoted = parse(fixture(PB_RAKY), context);
    const plain = parse(fixture(PB_JACOB), context);
    const byDate = new Map(quoted.map((d) => [d.drawDate, d]));
    for (const d of plain) {
      expect(byDate.get(d.drawDate)?.numbers).toEqual(d.numbers);
      expect(byDate.get(d.drawDate)?.extras?.multiplier).toEqual(d.extras?.multiplier);
    }
  });
});

describe('ny-open-data parse: Socrata JSON', () => {
  it('reads Powerball rows, with and without multiplier and Double Play', () => {
    const draws = parse(fixture('powerball-d6yy-54nr.socrata.json'), {
      ...context,
      url: 'https://data.ny.gov/resource/d6yy-54nr.json',
    });
    expect(draws).toEqual([
      draw('Powerball', '2026-07-11', '08 10 14 45 59 05', {
        multiplier: '2',
        doublePlay: ['05', '07', '17', '26', '28', '05'],
      }),
      draw('Powerball', '2026-07-08', '12 29 37 43 55 18', {
        multiplier: '4',
        doublePlay: ['06', '27', '33', '44', '69', '23'],
      }),
      draw('Powerball', '2026-06-01', '02 42 47 57 58 14', { multiplier: '3' }),
      draw('Powerball', '2014-01-18', '13 14 19 31 38 25'),
    ]);
  });

  it('reads Mega Millions rows, Mega Ball last', () => {
    const draws = parse(fixture('mega-millions-5xaw-6ayf.socrata.json'), context);
    expect(draws).toEqual([
      draw('Mega Millions', '2026-07-10', '02 39 44 46 56 23'),
      draw('Mega Millions', '2025-04-04', '11 28 35 37 69 25', { multiplier: '02' }),
      draw('Mega Millions', '2002-05-21', '04 28 39 41 44 09'),
    ]);
  });

  it('reads Cash 4 Life rows in row-id (ascending) order and sorts them newest first', () => {
    const draws = parse(fixture('cash-4-life-kwxv-fwze.socrata.json'), context);
    expect(draws).toEqual([
      draw('Cash 4 Life', '2025-03-13', '06 08 31 41 45 02'),
      draw('Cash 4 Life', '2025-03-12', '01 02 28 48 57 04'),
      draw('Cash 4 Life', '2014-06-16', '09 36 44 53 59 03'),
    ]);
  });

  it('accepts an empty array (no draws) and ignores unknown keys', () => {
    expect(parse('[]', context)).toEqual([]);
    const body = '[{":id":"row-1","draw_date":"2026-07-11T00:00:00.000","winning_numbers":"08 10 14 45 59 05"}]';
    expect(parse(body, context)).toEqual([draw('Powerball', '2026-07-11', '08 10 14 45 59 05')]);
  });
});

describe('ny-open-data parse: which game', () => {
  const bare = 'Draw Date,Winning Numbers\n07/10/2026,02 39 44 46 56\n';

  it('uses the dataset id in the URL when the fields do not say', () => {
    const url = 'https://data.ny.gov/api/views/5xaw-6ayf/rows.csv';
    expect(parse(bare, { ...context, url })[0]!.title).toBe('Mega Millions');
  });

  it('falls back to Powerball without a URL', () => {
    expect(parse(bare, context)[0]!.title).toBe('Powerball');
  });

  it('rejects a body whose fields contradict the URL', () => {
    const url = 'https://data.ny.gov/resource/kwxv-fwze.json';
    expect(() => parse(fixture('mega-millions-5xaw-6ayf.socrata.json'), { ...context, url })).toThrow(
      SourceFormatError,
    );
  });
});

describe('ny-open-data parse: errors and malformed rows', () => {
  it('throws SourceBlockedError on an HTML page', () => {
    const html = '<!DOCTYPE html><html><head><title>Access Denied</title></head><body>Blocked</body></html>';
    expect(() => parse(html, context)).toThrow(SourceBlockedError);
    expect(() => parse('\n  <html><body>503 Service Unavailable</body></html>', context)).toThrow(SourceBlockedError);
  });

  it('throws SourceFormatError on garbage and unknown shapes', () => {
    const bodies = [
      '',
      'lorem ipsum dolor sit amet',
      'Date,Numbers\n2026-07-11,1 2 3 4 5 6\n',
      'Draw Date,Winning Numbers,Jackpot\n07/11/2026,08 10 14 45 59 05,1000000\n',
      '"Draw Date","Winning Numbers\n07/11/2026,08',
      '{"error":true,"message":"No such column: foo"}',
      '[1, 2, 3]',
      '[{"foo":"bar"}]',
      '[{"draw_date":"2026-07-11T00:00',
      'Draw Date,Winning Numbers,Mega Ball,Cash Ball\n07/11/2026,01 02 03 04 05,1,2\n',
    ];
    for (const body of bodies) expect(() => parse(body, context), body).toThrow(SourceFormatError);
  });

  it('keeps malformed rows visible, as read, without dropping the rest of the file', () => {
    const [header, ...lines] = fixture(PB_RAKY).split('\n');
    const bad = [
      '"07/12/2026","08 10 14 45 59","2",""', // a number missing
      '"13/40/2026","01 02 03 04 05 06","2",""', // impossible date
      '"07/13/2026"', // cells missing
      '"07/14/2026","08 1O 14 45 59 05","",""', // letter O for zero
    ];
    const draws = parse([header, ...bad, ...lines].join('\n'), context);
    expect(draws).toHaveLength(1965 + bad.length);
    expect(draws.slice(0, 3)).toEqual([
      draw('Powerball', '2026-07-14', '08 1O 14 45 59 05'),
      { ...draw('Powerball', '2026-07-13', 'x'), numbers: [] },
      draw('Powerball', '2026-07-12', '08 10 14 45 59', { multiplier: '2' }),
    ]);
    expect(draws[3]!.drawDate).toBe('2026-07-11');
    expect(draws.at(-1)).toEqual(draw('Powerball', '13/40/2026', '01 02 03 04 05 06', { multiplier: '2' }));
  });

  it('keeps a JSON row without winning numbers or bonus ball visible', () => {
    const body = JSON.stringify([
      { draw_date: '2026-07-10T00:00:00.000', winning_numbers: '02 39 44 46 56', mega_ball: '23' },
      { draw_date: '2026-07-07T00:00:00.000', winning_numbers: '02 31 35 36 63' },
      { draw_date: '2026-07-03T00:00:00.000', mega_ball: '16' },
    ]);
    expect(parse(body, context)).toEqual([
      draw('Mega Millions', '2026-07-10', '02 39 44 46 56 23'),
      draw('Mega Millions', '2026-07-07', '02 31 35 36 63'),
      draw('Mega Millions', '2026-07-03', '16'),
    ]);
  });
});

describe('ny-open-data datasets', () => {
  it('lists the three datasets with their Socrata ids and titles', () => {
    expect(DATASETS.map((d) => [d.id, d.title, d.bonusField])).toEqual([
      ['d6yy-54nr', 'Powerball', null],
      ['5xaw-6ayf', 'Mega Millions', 'mega_ball'],
      ['kwxv-fwze', 'Cash 4 Life', 'cash_ball'],
    ]);
  });

  it('maps display names and API names to fields', () => {
    expect(fieldForColumn('Draw Date')).toBe('draw_date');
    expect(fieldForColumn(' Cash Ball ')).toBe('cash_ball');
    expect(fieldForColumn('double_play_winning_numbers')).toBe('double_play_winning_numbers');
    expect(fieldForColumn('Jackpot')).toBeNull();
  });

  it('finds the dataset from resource and export URLs', () => {
    expect(datasetForUrl('https://data.ny.gov/resource/d6yy-54nr.json')).toBe(POWERBALL);
    expect(datasetForUrl('https://data.ny.gov/api/views/5xaw-6ayf/rows.csv?accessType=DOWNLOAD')).toBe(MEGA_MILLIONS);
    expect(datasetForUrl('https://data.ny.gov/resource/kwxv-fwze.json')).toBe(CASH_4_LIFE);
    expect(datasetForUrl('https://data.ny.gov/resource/6nbc-h7bj.json')).toBeNull();
  });
});

describe('ny-open-data adapter', () => {
  it('has the adapter id and the parser', () => {
    expect(adapter).toMatchObject({ id: 'ny-open-data', parse });
  });

  it('asks for the 30 newest draws unless the URL has a query', () => {
    const url = 'https://data.ny.gov/resource/d6yy-54nr.json';
    expect(LATEST_DRAWS_QUERY).toBe('$order=draw_date%20DESC&$limit=30');
    expect(adapter.request(url, {})).toEqual({ url: `${url}?$order=draw_date%20DESC&$limit=30` });
    expect(request(`${url}?$limit=5`)).toEqual({ url: `${url}?$limit=5` });
    expect(new URL(request(url).url).searchParams.get('$order')).toBe('draw_date DESC');
  });
});

describe('ny-open-data parse: a CSV body cut inside its last row', () => {
  /** The header and the first `rows` rows of a real export, each line ending with its line break. */
  const head = (file: string, rows: number) =>
    fixture(file)
      .split('\n')
      .slice(0, rows + 1)
      .map((line) => `${line}\n`)
      .join('');
  const fetchedAt = new Date('2026-07-12T12:00:00Z');
  const check = (body: string) => validateDraws(parse(body, { fetchedAt }), fetchedAt);

  it('never reads a Mega Ball "10" cut to "1" as the draw "01": the cut row is rejected', () => {
    const body = head(MM_RAKY, 20);
    expect(body.endsWith('"05/05/2026","12 22 50 51 55","10",\n')).toBe(true);
    const cut = body.slice(0, body.lastIndexOf('0",'));
    expect(cut.endsWith('"12 22 50 51 55","1')).toBe(true);
    const { valid, rejected } = check(cut);
    expect(valid.map((d) => d.drawDate)).not.toContain('2026-05-05');
    expect(valid).toEqual(check(head(MM_RAKY, 19)).valid);
    expect(rejected.map((r) => r.reason)).toEqual([
      'fila cortada: el CSV termina sin salto de línea (¿respuesta truncada?): "05/05/2026","12 22 50 51 55","1',
    ]);
  });

  it.each([PB_RAKY, PB_JACOB, MM_RAKY, MM_JACOB, C4L_JACOB])(
    '%s: at every byte of the last row, the rows before it are stored and the cut row is rejected',
    (file) => {
      const whole = head(file, 4);
      const before = check(head(file, 3));
      const lastRowStart = whole.lastIndexOf('\n', whole.length - 2) + 1;
      for (let end = lastRowStart + 1; end < whole.length; end += 1) {
        const { valid, rejected } = check(whole.slice(0, end));
        expect(valid, `cut at ${end}`).toEqual(before.valid);
        expect(
          rejected.map((r) => r.reason),
          `cut at ${end}`,
        ).toEqual([expect.stringMatching(/^fila cortada: /)]);
      }
      expect(check(whole).valid).toHaveLength(before.valid.length + 1);
    },
  );

  it('rejects a cut Numbers / Win 4 row rather than padding "31" of a cut "315" to "031"', () => {
    const body =
      'Draw Date,Midday Daily,Evening Daily,Midday Win 4,Evening Win 4\n05/06/2026,123,456,1234,5678\n05/05/2026,111,315';
    const fetchedAt = new Date('2026-05-07T12:00:00Z');
    const draws = parse(body, { fetchedAt });
    expect(draws.filter((d) => d.drawDate === '2026-05-05')).toEqual([
      expect.objectContaining({
        title: 'Numbers / Win 4',
        numbers: [],
        problem: expect.stringMatching(/^fila cortada/),
      }),
    ]);
    expect(parse(`${body}\n`, { fetchedAt }).filter((d) => d.drawDate === '2026-05-05')).toHaveLength(2);
  });
});
