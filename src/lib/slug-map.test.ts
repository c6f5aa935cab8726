import { describe, expect, it } from 'vitest';
import { catalogueRoutes, OPERATORS } from './catalogue/index.ts';
import { normalisePath, resolvePath, SHORT_PATHS, STATIC_ROUTES } from './slug-map.ts';

/** Footer links of the spec (public results, section 2). */
const FOOTER = [
  '/loteria-nacional',
  '/gana-mas',
  '/loteka',
  '/leidsa',
  '/king-lottery',
  '/loto-real',
  '/',
  '/quiniela',
  '/mega-lotto',
  '/pick-3-dia',
  '/pick-4-dia',
  '/powerball',
  '/anunciar',
  '/contacto',
  '/terminos',
  '/privacidad',
  '/preguntas-frecuentes',
  '/juego-responsable',
  '/blog',
  '/horarios',
  '/verificar',
];

describe('short paths', () => {
  it.each([
    ['/loteria-nacional', '/loteria-nacional-todos-los-resultados-de-hoy'],
    ['/gana-mas', '/loteria-gana-mas-resultados'],
    ['/loteka', '/loteria-loteka-de-hoy-resultados'],
    ['/leidsa', '/leidsa-resultado-loteria-de-hoy'],
    ['/king-lottery', '/king-lottery-resultados-de-hoy'],
    ['/loto-real', '/loteria-real-de-hoy'],
    ['/real', '/loteria-real-de-hoy'],
    ['/quiniela', '/quiniela-loteka-resultados'],
    ['/mega-lotto', '/mega-lotto-de-loteka-megalotto'],
    ['/pick-3-dia', '/king-lottery-pick-3-dia'],
    ['/pick-4-dia', '/king-lottery-pick-4-dia'],
    ['/americanas', '/loterias-americanas'],
    ['/loteria-de-florida', '/loterias-americanas'],
    ['/la-primera', '/la-primera-premios-y-resultados-de-hoy'],
    ['/la-suerte-dominicana', '/loteria-la-suerte-resultados-de-hoy'],
    ['/lotedom', '/lotedom-loteria-dominicana-resultados'],
    ['/anguila', '/anguila-resultados-de-hoy-lotto'],
  ])('%s answers 301 to %s', (path, location) => {
    expect(resolvePath(path)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('lead only to catalogue pages and never shadow one', () => {
    const routes = new Set(catalogueRoutes());
    for (const [path, target] of SHORT_PATHS) {
      expect(routes.has(target)).toBe(true);
      expect(routes.has(path)).toBe(false);
    }
  });

  it('cover every operator source path', () => {
    const sourcePaths = OPERATORS.flatMap((o) => o.paths).filter(Boolean);
    expect(sourcePaths.every((p) => SHORT_PATHS.has(p))).toBe(true);
  });
});

describe('resolvePath', () => {
  it('answers every footer link with a page or a 301 to one', () => {
    for (const link of FOOTER) {
      const first = resolvePath(link);
      const final = first.kind === 'redirect' ? resolvePath(first.location) : first;
      expect(final.kind, link).not.toBe('unknown');
      expect(final.kind, link).not.toBe('redirect');
    }
  });

  it('serves catalogue and static pages as they are', () => {
    expect(resolvePath('/powerball')).toMatchObject({
      kind: 'catalogue',
      target: { kind: 'game', game: { id: 'powerball' } },
    });
    expect(resolvePath('/leidsa-resultado-loteria-de-hoy')).toMatchObject({
      kind: 'catalogue',
      target: { kind: 'operator', operator: { id: 'leidsa' } },
    });
    expect(resolvePath('/terminos')).toEqual({ kind: 'static', route: '/terminos' });
    expect(resolvePath('/')).toEqual({ kind: 'home' });
    expect(resolvePath('/?utm=x')).toEqual({ kind: 'home' });
  });

  it('redirects known pages asked in another case or with a trailing slash', () => {
    expect(resolvePath('/PowerBall/')).toEqual({ kind: 'redirect', status: 301, location: '/powerball' });
    expect(resolvePath('/Terminos')).toEqual({ kind: 'redirect', status: 301, location: '/terminos' });
    expect(resolvePath('/powerball?x=1')).toMatchObject({ kind: 'catalogue' });
  });

  it("leaves the admin's /posts/{slug} links to their own page (it knows whether the post exists)", () => {
    expect(resolvePath('/posts/como-se-juega-la-quiniela')).toEqual({ kind: 'unknown' });
  });

  it('never redirects off the site', () => {
    for (const path of [
      '/posts/\\evil.com',
      '/posts/%5Cevil.com',
      '/posts//evil.com/x',
      '//evil.com',
      '/%2F%2Fevil.com',
    ]) {
      const resolution = resolvePath(path);
      if (resolution.kind === 'redirect') expect(resolution.location, path).toMatch(/^\/[a-z0-9-]/);
    }
  });

  it('leaves other paths unknown (a post slug or not found)', () => {
    expect(resolvePath('/como-se-juega-la-quiniela')).toEqual({ kind: 'unknown' });
    expect(resolvePath('/%E0%A4%A')).toEqual({ kind: 'unknown' });
  });

  it("has the seven static pages of the route table, the draw schedule, '¿Gané?' and the developers' page", () => {
    expect(STATIC_ROUTES).toHaveLength(10);
  });
});

describe('normalisePath', () => {
  it.each([
    ['/Leidsa/?x=1', '/leidsa'],
    ['leidsa', '/leidsa'],
    ['//leidsa//', '/leidsa'],
    ['/loter%C3%ADa', '/lotería'],
    ['', '/'],
    ['/#top', '/'],
  ])('%j -> %j', (path, normal) => {
    expect(normalisePath(path)).toBe(normal);
  });
});
