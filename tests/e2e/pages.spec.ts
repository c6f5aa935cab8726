import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The JSON-LD `@graph` of the current page. */
async function jsonLdGraph(page: Page): Promise<{ '@type': string }[]> {
  const text = (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}';
  return (JSON.parse(text) as { '@graph': { '@type': string }[] })['@graph'];
}

const STATIC_PAGES = [
  { path: '/terminos', heading: 'Términos de uso' },
  { path: '/privacidad', heading: 'Política de privacidad' },
  { path: '/preguntas-frecuentes', heading: 'Preguntas frecuentes' },
  { path: '/blog', heading: 'Blog' },
  { path: '/juego-responsable', heading: 'Juego responsable' },
];

test.describe('static pages', () => {
  for (const { path, heading } of STATIC_PAGES) {
    test(`${path} answers 200 with its title, canonical and breadcrumb`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${heading} | Gana Más`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).first();
      await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(heading);
    });
  }

  test('the FAQ has four groups and links to /contacto and /anunciar', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Resultados',
      'Loterías y horarios',
      'Publicidad',
      'Sobre Gana Más',
      '¿No encontraste tu respuesta?',
    ]);
    await expect(main.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/contacto');
    await expect(main.getByRole('link', { name: 'Anunciar en Gana Más' })).toHaveAttribute('href', '/anunciar');
    await main.getByText('¿Cómo anuncio mi negocio?').click();
    await expect(main.getByRole('link', { name: 'Anunciar ahora' })).toHaveAttribute('href', '/anunciar');
    expect(await jsonLdGraph(page)).toContainEqual(expect.objectContaining({ '@type': 'FAQPage' }));
  });

  test('the blog is a coming-soon page with buttons to /contacto and /anunciar', async ({ page }) => {
    await page.goto('/blog');
    const main = page.locator('main');
    await expect(main.getByText('Próximamente')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contacto');
    await expect(main.getByRole('link', { name: 'Anunciar' })).toHaveAttribute('href', '/anunciar');
  });

  test('the sitemap lists the static pages at their canonical URL', { tag: '@http' }, async ({ api }) => {
    const xml = await (await api.get('/sitemap-0.xml')).text();
    for (const { path } of STATIC_PAGES) expect(xml).toContain(`${path}</loc>`);
    expect(xml).not.toMatch(/\/terminos\/<\/loc>/);
  });
});

test.describe('posts', () => {
  test('a seeded post renders as an article with date, time, site label and sanitised content', async ({ page }) => {
    const response = await page.goto('/como-se-juega-la-quiniela');
    expect(response?.status()).toBe(200);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      '¿Cómo se juega la quiniela en República Dominicana?',
    );
    await expect(article.getByText('Gana Más', { exact: true })).toBeVisible();
    await expect(article.locator('time')).toHaveText(/\d{4} · \d{1,2}:\d{2}/);
    await expect(article.getByRole('link', { name: 'Quiniela Loteka' })).toHaveAttribute(
      'href',
      '/quiniela-loteka-resultados',
    );
    await expect(article.getByText('todos los días a las 7:55 p. m.')).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const graph = await jsonLdGraph(page);
    expect(graph.map((node) => node['@type'])).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  test('GET /api/posts/:slug answers the post and 404 for an unknown slug', { tag: '@http' }, async ({ api }) => {
    const found = await api.get('/api/posts/powerball-y-mega-millions-horarios');
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({ slug: 'powerball-y-mega-millions-horarios', title: expect.any(String) });
    const missing = await api.get('/api/posts/no-existe-este-post');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Post no encontrado' } });
  });

  test("the admin's /posts/{slug} link opens a published post and says 'Post no encontrado' for an unknown one", async ({
    page,
    api,
    consoleErrors,
  }) => {
    consoleErrors.expect('the server responded with a status of 404');
    const found = await api.get('/posts/como-se-juega-la-quiniela', { maxRedirects: 0 });
    expect(found.status()).toBe(301);
    expect(found.headers().location).toBe('/como-se-juega-la-quiniela');
    const response = await page.goto('/posts/no-existe-este-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post no encontrado');
    await expect(page.getByText('El post que buscas no existe o ha sido eliminado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('an unknown slug answers 404 with the not-found page', async ({ page, consoleErrors }) => {
    consoleErrors.expect('the server responded with a status of 404');
    const response = await page.goto('/no-existe-este-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
