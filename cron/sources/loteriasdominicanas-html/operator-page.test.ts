import { describe, expect, it } from 'vitest';
import { parse } from './parse.ts';

/**
 * Synthetic operator-page cards (`/leidsa?date=DD-MM-YYYY` style): same markup as the real captures,
 * but the `.session-date` is "dd-mm" with no year, as on the operator pages.
 */
function gameBlock(
  date: string,
  title: string,
  scores: string[],
  options: { badge?: string; operator?: string } = {},
): string {
  const spans = scores.map(
    (s) => `<span class="score ${s.startsWith('c:') ? 'special3' : ''}">\n  ${s.replace(/^c:/, '')}  </span>`,
  );
  return `<div class="game-block mb-3 col-xl-4 col-md-6 col-sm-12 past company-block-75"><div>
    <div><div class="company-title p-2"><div class="d-flex align-items-center">
      <div><a href="/leidsa">${options.operator ?? 'Leidsa'}</a></div>&nbsp;
      <div data-bind="visible: !votedForSession(1)" class="ms-auto"><span class="mr-2">¿Ganaste?</span>
        <a href="#" class="d-flex mx-2 vote-button vote-button-won"></a><a href="#" class="d-flex vote-button vote-button-lost"></a></div>
      <div data-bind="visible: votedForSession(1)" style="display: none"><small>Gracias, Resultados Pronto</small></div>
    </div></div></div>
    <div class="game-info p-2"><div class="d-flex flex-row"><div class="d-flex flex-column align-items-start">
      <div class="d-flex align-items-center gap-3"><div class="session-date px-2">
        ${date}   </div>${options.badge ? `<span class="session-badge">${options.badge}</span>` : ''}</div>
      <div class="my-2"><a class="game-title" href="/leidsa/x"><i class="fas fa-chart-bar"></i>
        <span>${title}</span></a></div>
    </div></div></div>
    <div class="game-scores p-2 ball-mode">${spans.join('\n')}</div>
  </div></div>`;
}

const page = (cards: string[], today?: string) =>
  `<html><body><div class="row">${cards.join('\n')}</div>` +
  (today ? `<script>var app = new App({today: '${today}'}); app.init();</script>` : '') +
  '</body></html>';

const dates = (body: string, fetchedAt = '2026-06-01T12:00:00Z') =>
  parse(body, { fetchedAt: new Date(fetchedAt) }).map((d) => [d.title, d.drawDate]);

describe('loteriasdominicanas-html parse: operator pages with dd-mm dates', () => {
  it("takes the year from the page script today: 'dd-mm-yyyy'", () => {
    const body = page([gameBlock('24-03', 'Quiniela Leidsa', ['12', '34', '56'])], '25-03-2026');
    expect(dates(body)).toEqual([['Quiniela Leidsa', '2026-03-24']]);
  });

  it("takes the year from the page script today: 'yyyy-mm-dd'", () => {
    const body = page([gameBlock('25-03', 'Quiniela Leidsa', ['12', '34', '56'])], '2026-03-25');
    expect(dates(body, '2030-01-01T12:00:00Z')).toEqual([['Quiniela Leidsa', '2026-03-25']]);
  });

  it('puts a dd-mm after today in the previous year (year rollover)', () => {
    const body = page(
      [
        gameBlock('01-01', 'Quiniela Leidsa', ['01', '02', '03']),
        gameBlock('31-12', 'Loto Pool', ['01', '02', '03', '04', '05']),
      ],
      '01-01-2026',
    );
    expect(dates(body)).toEqual([
      ['Quiniela Leidsa', '2026-01-01'],
      ['Loto Pool', '2025-12-31'],
    ]);
  });

  it('falls back to fetchedAt in America/Santo_Domingo (UTC-4) when the page has no today', () => {
    const body = page([gameBlock('31-12', 'Quiniela Leidsa', ['12', '34', '56'])]);
    // 2026-01-01T02:00Z is still 2025-12-31 22:00 in Santo Domingo: the card is today's.
    expect(dates(body, '2026-01-01T02:00:00Z')).toEqual([['Quiniela Leidsa', '2025-12-31']]);
    // 2026-01-01T05:00Z is 2026-01-01 01:00 there: 31-12 is yesterday, in 2025.
    expect(dates(body, '2026-01-01T05:00:00Z')).toEqual([['Quiniela Leidsa', '2025-12-31']]);
    // A 16-06 card read at 2026-06-16T03:59Z (still 06-15 there) is after today: last year's.
    const june = page([gameBlock('16-06', 'Quiniela Leidsa', ['12', '34', '56'])]);
    expect(dates(june, '2026-06-16T03:59:00Z')).toEqual([['Quiniela Leidsa', '2025-06-16']]);
    expect(dates(june, '2026-06-16T04:00:00Z')).toEqual([['Quiniela Leidsa', '2026-06-16']]);
  });

  it('skips "No Sorteo Hoy" cards and cards without scores', () => {
    const body = page(
      [
        gameBlock('01-04', 'Lotería Nacional', ['67', '15', '08'], { badge: 'No Sorteo Hoy' }),
        gameBlock('02-04', 'Gana Más', []),
        gameBlock('02-04', 'Quiniela Leidsa', ['?', '?', '?']),
        gameBlock('02-04', 'Loto Pool', ['01', '02', '03', '04', '05']),
      ],
      '02-04-2026',
    );
    expect(dates(body)).toEqual([['Loto Pool', '2026-04-02']]);
  });

  it('returns [] when every card is skipped', () => {
    expect(parse(page([gameBlock('02-04', 'Gana Más', [])], '02-04-2026'), { fetchedAt: new Date() })).toEqual([]);
  });

  it('strips ?+=! markers, and reads colour, multiplier and #reference into extras', () => {
    const body = page(
      [
        gameBlock('05-08', 'Powerball', ['+05', '12=', '!23', '?34', '45', '06', '2X']),
        gameBlock('05-08', 'Nueva Yol Real', ['06', '06', '28', 'c:Verde']),
        gameBlock('05-08', 'MC Repartidera', ['21'], { badge: 'MC Repartidera 21 #1234' }),
      ],
      '05-08-2025',
    );
    expect(parse(body, { fetchedAt: new Date() })).toEqual([
      {
        operatorTitle: 'Leidsa',
        title: 'Powerball',
        drawDate: '2025-08-05',
        drawTime: null,
        numbers: ['05', '12', '23', '34', '45', '06'],
        extras: { multiplier: '2X' },
      },
      {
        operatorTitle: 'Leidsa',
        title: 'Nueva Yol Real',
        drawDate: '2025-08-05',
        drawTime: null,
        numbers: ['06', '06', '28'],
        extras: { colour: 'Verde' },
      },
      {
        operatorTitle: 'Leidsa',
        title: 'MC Repartidera',
        drawDate: '2025-08-05',
        drawTime: null,
        numbers: ['21'],
        extras: { reference: '1234' },
      },
    ]);
  });

  it('reports a card with scores but no readable date as a problem and still reads the other cards', () => {
    const body = page(
      [gameBlock('ayer', 'Quiniela Leidsa', ['12', '34', '56']), gameBlock('01-04', 'Pega 3 Más', ['01', '02', '03'])],
      '02-04-2026',
    );
    const draws = parse(body, { fetchedAt: new Date() });
    expect(draws.map((d) => [d.title, d.drawDate, d.problem])).toEqual([
      ['Quiniela Leidsa', '', 'card "Quiniela Leidsa" has an unreadable .session-date "ayer"'],
      ['Pega 3 Más', '2026-04-01', undefined],
    ]);
    const [invalid] = parse(page([gameBlock('31-02', 'Quiniela Leidsa', ['12'])], '02-04-2026'), {
      fetchedAt: new Date(),
    });
    expect(invalid?.problem).toBe('card "Quiniela Leidsa" has an unreadable .session-date "31-02"');
  });
});
