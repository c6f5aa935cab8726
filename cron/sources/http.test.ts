import { describe, expect, it } from 'vitest';
import { adapterFor } from '../adapters.ts';

describe('the website adapters ask as a desktop browser in Dominican Spanish', () => {
  it.each([
    ['leidsa', 'https://www.leidsa.com/', 'text/html'],
    ['loteriasdominicanas-html', 'https://loteriasdominicanas.com/leidsa', 'text/html'],
    ['loteriasdominicanas-api', 'https://api.loteriasdominicanas.com/dominicana/site-companies/x', 'application/json'],
  ])('%s', (id, url, accept) => {
    const { headers } = adapterFor(id).request(url, { date: '2026-08-21' });
    expect(headers?.['User-Agent']).toMatch(/^Mozilla\/5\.0 \(Windows NT 10\.0; Win64; x64\).*Chrome\/\d+/);
    expect(headers?.['Accept-Language']).toBe('es-DO,es;q=0.9');
    expect(headers?.Accept).toContain(accept);
  });

  it('the API adapter adds the Origin and Referer the API requires; the others send neither', () => {
    const api = adapterFor('loteriasdominicanas-api').request('https://api.loteriasdominicanas.com/x', {});
    expect(api.headers).toMatchObject({
      Origin: 'https://loteriasdominicanas.com',
      Referer: 'https://loteriasdominicanas.com/',
    });
    expect(adapterFor('leidsa').request('https://www.leidsa.com/', {}).headers).not.toHaveProperty('Origin');
  });
});
