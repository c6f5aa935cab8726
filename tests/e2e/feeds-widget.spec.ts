/**
 * RSS feeds and the embeddable widget (issue 18 items 7 and 9, decision 061): the feeds answer RSS and are linked
 * from the pages; the widget shows Quiniela Leidsa's latest numbers inside a page of another origin, with its own
 * headers (any site may frame it, no cookie, no ad), while every other page still refuses to be framed; the game
 * page offers the code to copy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, ballsIn } from './helpers.ts';

const ROUTE = '/quiniela-pale-leidsa';

/** Quiniela Leidsa's latest numbers as the home API gives them. */
async function latestQuiniela(request: APIRequestContext): Promise<string[]> {
  const results = (await (await request.get('/api/lottery/home')).json()) as { gameId: string; gameScores: string[] }[];
  return results.find((r) => r.gameId === 'quiniela-leidsa')!.gameScores;
}

test.describe('RSS feeds', () => {
  for (const [path, items] of [
    ['/rss/quiniela-leidsa.xml', 50],
    ['/rss/operadora/leidsa.xml', 50],
    ['/rss.xml', 50],
  ] as const) {
    test(`${path} answers RSS 2.0 with ${items} items`, { tag: '@http' }, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
      expect(xml.match(/<item>/g)).toHaveLength(items);
    });
  }

  test('an unknown game or operator has no feed', { tag: '@http' }, async ({ request }) => {
    expect((await request.get('/rss/no-existe.xml')).status()).toBe(404);
    expect((await request.get('/rss/operadora/no-existe.xml')).status()).toBe(404);
  });

  for (const [path, feed] of [
    ['/', '/rss.xml'],
    ['/por-operadora', '/rss.xml'],
    ['/leidsa-resultado-loteria-de-hoy', '/rss/operadora/leidsa.xml'],
    [ROUTE, '/rss/quiniela-leidsa.xml'],
  ] as const) {
    test(`${path} links its feed ${feed}`, { tag: '@http' }, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const links = [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g)];
      expect(links.map((m) => m[1])).toEqual([feed]);
    });
  }
});

test.describe('widget', () => {
  test(
    'answers with frame-ancestors *, no cookie, no ad, no script; other pages still refuse frames',
    { tag: '@http' },
    async ({ request }) => {
      const response = await request.get('/widget/quiniela-leidsa');
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain('frame-ancestors *');
      expect(headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['set-cookie']).toBeUndefined();
      const html = await response.text();
      expect(html).not.toContain('data-ad-position');
      expect(html).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/);
      for (const number of await latestQuiniela(request)) expect(html).toContain(`>${number}<`);
      expect((await request.get('/widget/no-existe')).status()).toBe(404);

      for (const path of ['/', ROUTE, '/widget', '/rss.xml']) {
        const other = (await request.get(path)).headers();
        if (path !== '/rss.xml') expect(other['content-security-policy'], path).toContain("frame-ancestors 'none'");
        expect(other['x-frame-options'], path).toBe('DENY');
      }
    },
  );

  test('shows the latest numbers inside a page of another origin', async ({ page, request, baseURL }) => {
    const numbers = await latestQuiniela(request);
    // Another origin: the same host on another port, serving a page that frames the widget.
    const host: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Otro sitio</title><iframe src="${baseURL}/widget/quiniela-leidsa" width="360" height="240"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = host.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      const widget = page.frameLocator('iframe');
      await expect(widget.getByRole('heading', { name: 'Quiniela Leidsa' })).toBeVisible();
      await expect(ballsIn(widget.locator('body'))).toHaveText(numbers);
      const link = widget.getByRole('link', { name: 'Ver en Gana Más' });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      await expect(link).toHaveAttribute('href', new RegExp(`${ROUTE}$`));
      expect(await page.context().cookies()).toEqual([]);
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/widget/quiniela-leidsa');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the game page offers the widget code and copies it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(ROUTE);
    const panel = page.locator('details[data-widget-snippet]');
    await panel.locator('summary').click();
    const code = panel.getByRole('textbox', { name: 'Código para insertar' });
    await expect(code).toHaveValue(
      /^<iframe src="https?:\/\/[^"]+\/widget\/quiniela-leidsa" title="Resultados de Quiniela Leidsa - Gana Más"/,
    );
    await panel.getByRole('button', { name: 'Copiar' }).click();
    await expect(panel.getByRole('status')).toHaveText('Código copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  });
});
