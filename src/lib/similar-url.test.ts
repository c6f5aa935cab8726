import { describe, expect, it } from 'vitest';
import { catalogueRoutes } from './catalogue/index.ts';
import {
  findSimilarUrl,
  notFoundLooksUp,
  SIMILAR_URL_AUTO,
  SIMILAR_URL_MIN,
  similarityPercent,
  urlCandidates,
} from './similar-url.ts';

const LEIDSA = '/leidsa-resultado-loteria-de-hoy';

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
    expect(findSimilarUrl('/leidsa')).toEqual({ redirect: LEIDSA, similarity: 1, automatic: true });
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
      '/horarios',
      '/verificar',
      '/desarrolladores',
    ]);
    expect(urlCandidates().every((c) => pages.has(c.redirect))).toBe(true);
  });
});

describe('findSimilarUrl: operator names before game routes', () => {
  it('leads /leidsa-resultados to the Leidsa page, not to Loto Pool Leidsa (76 % by route alone)', () => {
    expect(findSimilarUrl('/leidsa-resultados')).toEqual({ redirect: LEIDSA, similarity: 1, automatic: true });
  });

  it.each([
    ['/nacional-resultados', '/loteria-nacional-todos-los-resultados-de-hoy'],
    ['/loteria-nacional-resultados', '/loteria-nacional-todos-los-resultados-de-hoy'],
    ['/loteka', '/loteria-loteka-de-hoy-resultados'],
    ['/loteka-resultados', '/loteria-loteka-de-hoy-resultados'],
    ['/la-primera-resultados', '/la-primera-premios-y-resultados-de-hoy'],
    ['/real-resultados', '/loteria-real-de-hoy'],
    ['/la-suerte-resultados', '/loteria-la-suerte-resultados-de-hoy'],
    ['/lotedom-resultados', '/lotedom-loteria-dominicana-resultados'],
    ['/americanas-resultados', '/loterias-americanas'],
    ['/anguila-resultados', '/anguila-resultados-de-hoy-lotto'],
    ['/Leidsa-Resultados-De-Hoy', LEIDSA],
  ])('%s names an operator: its category page, opened by itself', (path, redirect) => {
    expect(findSimilarUrl(path)).toEqual({ redirect, similarity: 1, automatic: true });
  });

  it.each([
    ['/loto-pool-leidsa', '/loto-pool-leidsa-resultados'],
    ['/quiniela-leidsa-resultados', '/quiniela-pale-leidsa'],
    ['/loto-real-resultados', '/loto-real-resultados-de-hoy'],
  ])('%s names a game of the operator: the game page, not the category', (path, redirect) => {
    expect(findSimilarUrl(path)).toMatchObject({ redirect, automatic: true });
  });

  it.each(['/repartidera', '/repartidera-resultados'])(
    '%s opens the game the catalogue gives the alias "repartidera" (Loteka), not Repartidera Real',
    (path) => {
      expect(findSimilarUrl(path)).toMatchObject({
        redirect: '/repartidera-de-mega-chance-resultados-loteka',
        automatic: true,
      });
    },
  );

  it.each([
    ['/privacy', '/privacidad'],
    ['/terminos-y-condiciones', '/terminos'],
    ['/king-resultados', '/king-lottery-resultados-de-hoy'],
    ['/powerbol', '/powerball'],
  ])('%s is only offered as a link to %s (below the automatic threshold)', (path, redirect) => {
    const found = findSimilarUrl(path);
    expect(found).toMatchObject({ redirect, automatic: false });
    expect(found!.similarity).toBeLessThan(SIMILAR_URL_AUTO);
  });

  it('opens a close typo by itself', () => {
    expect(findSimilarUrl('/powerbal')).toMatchObject({ redirect: '/powerball', automatic: true });
    expect(findSimilarUrl('/powerbal')!.similarity).toBeGreaterThanOrEqual(SIMILAR_URL_AUTO);
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
