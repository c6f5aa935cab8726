import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowFraming, isFramablePath, isPrivatePath, PAGE_HEADERS, pageHeadersFor } from './security-headers.ts';

describe('page security headers', () => {
  const config = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const rules = config.headers.map((rule) => ({
    source: new RegExp(`^${rule.source}$`),
    headers: Object.fromEntries(rule.headers.map((h) => [h.key, h.value])),
  }));
  /** The headers vercel.json gives `path` (every matching rule's). */
  const vercelHeaders = (path: string) =>
    Object.assign({}, ...rules.filter((rule) => rule.source.test(path)).map((rule) => rule.headers)) as Record<
      string,
      string
    >;

  it('vercel.json gives prerendered pages the same headers as pages rendered on demand, and none to /api', () => {
    expect(vercelHeaders('/contacto')).toEqual(PAGE_HEADERS);
    expect(vercelHeaders('/terminos')).toEqual(PAGE_HEADERS);
    expect(vercelHeaders('/widgets-de-prueba')).toEqual(PAGE_HEADERS);
    expect(vercelHeaders('/api/health')).toEqual({});
  });

  it('lets only the widgets be framed, in vercel.json and on our server alike', () => {
    expect(isFramablePath('/widget/quiniela-leidsa')).toBe(true);
    for (const path of ['/', '/widget', '/widget/', '/contacto', '/quiniela-pale-leidsa', '/widget/a/b'])
      expect(isFramablePath(path)).toBe(false);
    const { 'X-Frame-Options': frameOptions, ...others } = PAGE_HEADERS;
    expect(frameOptions).toBe('DENY');
    expect(pageHeadersFor('/widget/quiniela-leidsa')).toEqual(others);
    expect(vercelHeaders('/widget/quiniela-leidsa')).toEqual(others);
    expect(pageHeadersFor('/contacto')).toEqual(PAGE_HEADERS);
  });

  it("turns a page's frame-ancestors 'none' into * and drops X-Frame-Options", () => {
    const headers = new Headers({
      ...PAGE_HEADERS,
      'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'; object-src 'none'",
    });
    allowFraming(headers);
    expect(headers.get('X-Frame-Options')).toBeNull();
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'self'; frame-ancestors *; object-src 'none'");
  });
});

describe('isPrivatePath', () => {
  it('holds the back-office and its API, however the path is spelled', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/anuncios',
      '/api/admin/posts',
      '/%61dmin',
      '/api/%61dmin/x',
      '/%E0%A4%A',
    ])
      expect(isPrivatePath(path), path).toBe(true);
  });

  it('leaves public paths alone', () => {
    for (const path of ['/', '/administracion', '/api/lottery/games', '/quiniela-pale-leidsa', '/buscar?q=admin'])
      expect(isPrivatePath(path), path).toBe(false);
  });
});
