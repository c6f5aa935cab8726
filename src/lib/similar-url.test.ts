import { describe, expect, it } from 'vitest';
import { catalogueRoutes } from './catalogue/index.ts';
import { findSimilarUrl, notFoundLooksUp, SIMILAR_URL_MIN, similarityPercent, urlCandidates } from './similar-url.ts';

describe('findSimilarUrl', () => {
  it.each([
    ['/powerbal', '/powerball'],
    ['/leidsaa', '/leidsa-resultado-loteria-de-hoy'],
    ['/leidsa-hoy', '/leidsa-resultado-loteria-de-hoy'],
    ['/loteka-hoy', '/loteria-loteka-de-hoy-resultados'],
    ['/quiniela-leidsa', '/quiniela-pale-leidsa'],
    ['/anguila-tarde-hoy', '/anguila-tarde'],
    ['/gana-mas-hoy', '/loteria-gana-mas-resultados'],
    ['/loteria-real', '/loteria-real-de-hoy'],
    ['/mega-millions', '/numeros-ganadores-loteria-mega-millions'],
    ['/contact', '/contacto'],
    ['/privacy', '/privacidad'],
    ['/terminos-y-condiciones', '/terminos'],
    ['/Lotería-Real', '/loteria-real-de-hoy'],
  ])('%s -> %s', (path, redirect) => {
    const found = findSimilarUrl(path);
    expect(found?.redirect).toBe(redirect);
    expect(found!.similarity).toBeGreaterThanOrEqual(SIMILAR_URL_MIN);
    expect(found!.similarity).toBeLessThanOrEqual(1);
  });

  it.each(['/xyz', '/pagina-que-no-existe', '/faq', '/', ''])('%j finds nothing', (path) => {
    expect(findSimilarUrl(path)).toBeNull();
  });

  it('gives similarity 1 for a short path and redirects to the canonical page', () => {
    expect(findSimilarUrl('/leidsa')).toEqual({ redirect: '/leidsa-resultado-loteria-de-hoy', similarity: 1 });
  });

  it('takes post slugs as extra candidates', () => {
    const candidates = urlCandidates(['/como-se-juega-la-quiniela']);
    expect(findSimilarUrl('/como-juega-la-quiniela', candidates)?.redirect).toBe('/como-se-juega-la-quiniela');
  });

  it('redirects only to real pages', () => {
    const pages = new Set([
      ...catalogueRoutes(),
      '/anunciar',
      '/contacto',
      '/terminos',
      '/privacidad',
      '/preguntas-frecuentes',
      '/blog',
      '/juego-responsable',
    ]);
    expect(urlCandidates().every((c) => pages.has(c.redirect))).toBe(true);
  });
});

describe('notFoundLooksUp', () => {
  it.each([
    ['/', false],
    ['/admin', false],
    ['/admin/posts', false],
    ['/administrador', false],
    ['/anunciar/pago', false],
    ['/ADMIN', false],
    ['/leidsaa', true],
    ['/blog/x', true],
  ])('%s -> %s', (path, looks) => {
    expect(notFoundLooksUp(path)).toBe(looks);
  });
});

it('shows the similarity as a whole percent', () => {
  expect(similarityPercent(0.8333)).toBe(83);
  expect(similarityPercent(1)).toBe(100);
  expect(similarityPercent(0.505)).toBe(51);
});
