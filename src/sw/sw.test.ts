import { describe, expect, it } from 'vitest';
import { offlineNoteText, withOfflineNote } from './offline-note.ts';
import { parsePushMessage, sameOriginUrl } from './push.ts';
import { cachesApi, cachesPage } from './routes.ts';

describe('offline note', () => {
  it('tells the fetch time as Santo Domingo reads it (UTC-4), whatever the zone of the instant', () => {
    // 01:50 UTC on 26 Nov is 21:50 on 25 Nov in Santo Domingo.
    expect(offlineNoteText('2026-11-26T01:50:00.000Z').replace(/\s/g, ' ')).toBe(
      'Sin conexión: resultados de 25 nov 2026, 9:50 p. m.',
    );
  });

  it('goes first in the body, and leaves a page without a body or a bad stamp alone', () => {
    const html = '<html><head><title>x</title></head><body class="flex"><main>42</main></body></html>';
    const noted = withOfflineNote(html, '2026-11-25T13:50:00Z');
    expect(noted).toMatch(
      /<body class="flex"><p role="status" data-offline-note [^>]*>Sin conexión: resultados de 25 nov 2026, 9:50\sa\.\sm\.<\/p><main>42<\/main>/,
    );
    expect(withOfflineNote('<p>sin cuerpo</p>', '2026-11-25T13:50:00Z')).toBe('<p>sin cuerpo</p>');
    expect(withOfflineNote(html, 'ayer')).toBe(html);
  });
});

describe('what the service worker caches', () => {
  it('every page but the back office', () => {
    expect(['/', '/powerball', '/resultados/2026-08-21', '/terminos'].every(cachesPage)).toBe(true);
    expect(['/admin', '/admin/', '/admin/anuncios'].some(cachesPage)).toBe(false);
    expect(cachesPage('/administracion-de-loterias')).toBe(true);
  });

  it('the public results API only: never /api/admin, the cron or the writes elsewhere', () => {
    expect(cachesApi('/api/lottery/results')).toBe(true);
    expect(
      ['/api/admin/session', '/api/cron/scrape', '/api/contacto', '/api/ad-orders', '/api/lottery'].some(cachesApi),
    ).toBe(false);
  });
});

describe('push messages', () => {
  it('reads { title, body, url, tag? } and refuses anything else', () => {
    expect(parsePushMessage({ title: 'Leidsa', body: 'Quiniela: 33 29 86', url: '/quiniela-pale-leidsa' })).toEqual({
      title: 'Leidsa',
      body: 'Quiniela: 33 29 86',
      url: '/quiniela-pale-leidsa',
    });
    expect(parsePushMessage({ title: 'a', body: 'b', url: '/', tag: 'quiniela-leidsa' })?.tag).toBe('quiniela-leidsa');
    expect(parsePushMessage({ title: 'a', body: 'b' })).toBeNull();
    expect(parsePushMessage({ title: 1, body: 'b', url: '/' })).toBeNull();
    expect(parsePushMessage(null)).toBeNull();
  });

  it('opens only this site: another origin or a broken URL goes to the home', () => {
    const origin = 'https://ganamas.example';
    expect(sameOriginUrl('/powerball', origin)).toBe('https://ganamas.example/powerball');
    expect(sameOriginUrl('https://ganamas.example/leidsa', origin)).toBe('https://ganamas.example/leidsa');
    expect(sameOriginUrl('https://evil.example/', origin)).toBe('https://ganamas.example/');
    expect(sameOriginUrl('http://[', origin)).toBe('https://ganamas.example/');
  });
});
