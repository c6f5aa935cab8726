import { describe, expect, it } from 'vitest';
import { readableDetails } from './log-details.ts';

describe('readableDetails', () => {
  it('keeps a plain sentence as it is', () => {
    expect(readableDetails('Inicio de sesión de ana')).toEqual({
      text: 'Inicio de sesión de ana',
      changes: [],
      facts: [],
    });
  });

  it('turns a draw correction into the draw, its changed fields and its source', () => {
    const details = JSON.stringify({
      key: 'loteria-nacional|2025-09-08|21:00',
      before: { numbers: ['84', '17', '31'], extras: {} },
      after: { numbers: ['10', '30', '26'], extras: { multiplier: '2' } },
      source: 'https://github.com/Rodyd137/ScraperLoteriasDominicanas/blob/0f6b/public/feed/2025-09-09.json',
    });
    expect(readableDetails(details)).toEqual({
      text: 'Lotería Nacional · 08/09/2025 9:00 p. m.',
      changes: [
        { field: 'Números', before: '84-17-31', after: '10-30-26' },
        { field: 'Multiplicador', before: '—', after: '2' },
      ],
      facts: [
        {
          label: 'Fuente',
          value: 'github.com/…/2025-09-09.json',
          href: 'https://github.com/Rodyd137/ScraperLoteriasDominicanas/blob/0f6b/public/feed/2025-09-09.json',
        },
      ],
    });
  });

  it('lists only the fields that changed in a settled review, with the decision and the other reports', () => {
    const details = JSON.stringify({
      key: 'powerball|2026-10-07|22:59',
      decision: 'adopt',
      before: { numbers: ['05', '75', '59'], source: 'loteriasdominicanas-api' },
      after: { numbers: ['05', '75', '58'], source: 'loteriasdominicanas-feed' },
      reports: [{ adapter: 'loteriasdominicanas-feed', numbers: ['05', '75', '58'], url: 'x', extras: {} }],
    });
    const readable = readableDetails(details);
    expect(readable.changes).toEqual([
      { field: 'Números', before: '05-75-59', after: '05-75-58' },
      { field: 'Fuente', before: 'loteriasdominicanas-api', after: 'loteriasdominicanas-feed' },
    ]);
    expect(readable.facts).toEqual([
      { label: 'Decisión', value: 'Se publicó otra fuente' },
      { label: 'Otras fuentes', value: 'loteriasdominicanas-feed: 05-75-58' },
    ]);
  });

  it('keeps text that only looks like JSON', () => {
    expect(readableDetails('{no es json').text).toBe('{no es json');
  });
});
