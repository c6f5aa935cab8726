import { describe, expect, it } from 'vitest';
import { adapter } from './index.ts';

describe('loteriasdominicanas-html request', () => {
  it('sends an ISO ?date= to /pagina/ultimos-resultados', () => {
    expect(
      adapter.request('https://loteriasdominicanas.com/pagina/ultimos-resultados', { date: '2025-08-05' }).url,
    ).toBe('https://loteriasdominicanas.com/pagina/ultimos-resultados?date=2025-08-05');
  });

  it('sends ?date=DD-MM-YYYY to operator pages and to /', () => {
    expect(adapter.request('https://loteriasdominicanas.com/leidsa', { date: '2026-03-25' }).url).toBe(
      'https://loteriasdominicanas.com/leidsa?date=25-03-2026',
    );
    expect(adapter.request('https://loteriasdominicanas.com/', { date: '2026-04-02' }).url).toBe(
      'https://loteriasdominicanas.com/?date=02-04-2026',
    );
  });

  it('leaves the URL alone without a date, and sends browser headers', () => {
    const request = adapter.request('https://loteriasdominicanas.com/loteka', {});
    expect(request.url).toBe('https://loteriasdominicanas.com/loteka');
    expect(request.headers?.['Accept-Language']).toBe('es-DO,es;q=0.9');
    expect(request.headers?.['User-Agent']).toMatch(/^Mozilla\/5\.0 \(Windows NT 10\.0; Win64; x64\).*Chrome\/\d+/);
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => adapter.request('https://loteriasdominicanas.com/leidsa', { date: '25-03-2026' })).toThrow(
      /YYYY-MM-DD/,
    );
  });

  it('is the loteriasdominicanas-html adapter', () => {
    expect(adapter.id).toBe('loteriasdominicanas-html');
  });
});
