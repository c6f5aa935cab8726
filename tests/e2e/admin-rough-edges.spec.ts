/**
 * The back-office's rough edges (issue 14 item 18), at 390 and 1280 px in a browser set to Tokyo time: log
 * changes as readable lists without sideways scroll, every scraper action in view, no 'next run' bar for a
 * disabled scraper, toasts below the page title and never stacked, template placeholders refused, and dates
 * in Santo Domingo time.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** A log entry as GET /api/admin/logs lists it. */
interface LogEntry {
  id: number;
  username: string | null;
  action: string;
  details: string;
  createdAt: string;
}

const santoDomingo = new Intl.DateTimeFormat('es-DO', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Santo_Domingo',
});

/** The draw corrections the snapshot import logged (`update_draw`, details in JSON with before and after). */
async function drawCorrections(page: Page): Promise<LogEntry[]> {
  const answer = await page.request.get('/api/admin/logs?action=update_draw&limit=10');
  const { logs } = (await answer.json()) as { logs: LogEntry[] };
  expect(logs.length, 'the e2e database holds draw corrections from the snapshot').toBeGreaterThan(0);
  return logs;
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `page width at ${viewport} px`).toBeLessThanOrEqual(viewport);
}

/** Whether two boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('a box is not rendered');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, timezoneId: 'Asia/Tokyo' });

    test('the logs list the changes of a draw correction field by field, in Santo Domingo time, without sideways scroll', async ({
      adminPage: page,
    }) => {
      const [entry] = await drawCorrections(page);
      const { before, after } = JSON.parse(entry!.details) as Record<'before' | 'after', { numbers: string[] }>;
      await page.goto('/admin/logs');
      await page.getByRole('combobox', { name: 'Acción' }).click();
      await page.getByRole('option', { name: 'update_draw', exact: true }).click();
      await page.getByRole('button', { name: 'Filtrar' }).click();
      const row = page.getByRole('row').filter({ hasText: 'update_draw' }).first();
      await expect(row.getByRole('list', { name: 'Cambios' })).toContainText(
        `Números: ${before.numbers.join('-')} → ${after.numbers.join('-')}`,
      );
      await expect(row).not.toContainText('"before"');
      await expect(row).toContainText(santoDomingo.format(new Date(entry!.createdAt)));
      await expectNoSidewaysScroll(page);
    });

    test('the dashboard lists the changes of its recent draw corrections, dated in Santo Domingo time, without sideways scroll', async ({
      adminPage: page,
    }) => {
      // Real corrections from the log, as the newest activity (other specs' logins would push them off the list).
      const corrections = (await drawCorrections(page)).map((entry, index) => ({
        ...entry,
        createdAt: index === 0 ? '2026-11-25T13:50:27.000Z' : entry.createdAt,
      }));
      await page.route('**/api/admin/activity', (route) => route.fulfill({ json: corrections }));
      await page.goto('/admin');
      const activity = page.getByRole('region', { name: 'Actividad Reciente' });
      const first = activity.getByRole('list').first().getByRole('listitem').first();
      await expect(first.getByRole('list', { name: 'Cambios' })).toContainText(/^Números: [\d-]+ → [\d-]+/);
      await expect(first).toContainText('Fuente: github.com/…/');
      // 13:50 UTC is 9:50 a. m. in Santo Domingo (10:50 p. m. in Tokyo, the browser's zone).
      await expect(first).toContainText('Sistema · 25 nov 2026, 9:50 a. m.');
      await expect(activity).not.toContainText('{"key"');
      await expectNoSidewaysScroll(page);
    });

    test('every scraper action is in view and a disabled scraper shows no next-run bar', async ({
      adminPage: page,
    }) => {
      await page.goto('/admin/scrapers');
      const table = page.getByRole('table', { name: 'Scrapers' });
      const rows = table.getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      const frame = await table.evaluate((el) => {
        const box = el.parentElement as HTMLElement;
        return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, right: box.getBoundingClientRect().right };
      });
      expect(frame.scrollWidth, 'the table fits its frame').toBeLessThanOrEqual(frame.clientWidth);
      for (const name of ['Ejecutar', 'Historial', 'Editar', 'Eliminar']) {
        const box = await rows.nth(1).getByRole('button', { name }).boundingBox();
        expect(box!.x + box!.width, `'${name}' inside the table`).toBeLessThanOrEqual(frame.right);
      }
      const disabled = rows.filter({ hasText: 'Deshabilitado' }).first();
      await expect(disabled).toBeVisible();
      await expect(disabled.getByRole('progressbar')).toHaveCount(0);
      const enabled = rows.filter({ hasText: 'Activo' }).first();
      await expect(enabled.getByRole('progressbar')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
    });

    test('custom code: a template saved unchanged is refused on its field; toasts sit below the title and never stack', async ({
      adminPage: page,
      consoleErrors,
    }, testInfo) => {
      // The taken identifier answers 409, which the browser logs.
      consoleErrors.expect('/api/admin/settings');
      const key = `toast-${testInfo.project.name}-${width}-${Date.now()}`;
      await page.goto('/admin/custom-code');
      await page.getByRole('tab', { name: 'Plantillas' }).click();
      await page
        .getByRole('list', { name: 'Plantillas' })
        .getByRole('listitem')
        .filter({ hasText: 'Google Analytics' })
        .getByRole('button', { name: 'Usar plantilla' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Agregar código' });
      await dialog.getByLabel('Identificador').fill(key);
      await dialog.getByRole('button', { name: 'Agregar código' }).click();
      await expect(
        dialog.getByText('Reemplaza G-XXXXXXXXXX de la plantilla por tu ID real antes de guardar.'),
      ).toBeVisible();
      await dialog.getByLabel('Código').fill('<meta name="gm-prueba" content="toast">');
      await dialog.getByRole('button', { name: 'Agregar código' }).click();
      const created = page.locator('[data-sonner-toast]', { hasText: 'Código creado exitosamente' });
      await expect(created).toBeVisible();
      const title = page.getByRole('heading', { level: 1 });
      expect(await overlap(created, title), 'the toast covers the page title').toBe(false);

      // The same identifier again: the same failure three times is one toast, not three.
      await page.getByRole('button', { name: 'Agregar código' }).click();
      await dialog.getByLabel('Identificador').fill(key);
      await dialog.getByLabel('Código').fill('<meta name="gm-prueba" content="otra">');
      for (let i = 0; i < 3; i += 1) {
        const answered = page.waitForResponse(
          (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: 'Agregar código' }).click();
        expect((await answered).status()).toBe(409);
      }
      await expect(dialog.getByText('Este identificador ya está en uso.')).toBeVisible();
      // Let the last answer's toast render, then count once (toasts expire, so a retried count could pass late).
      await page.waitForTimeout(500);
      const failures = page.locator('[data-sonner-toast]', { hasText: 'Error al agregar código personalizado' });
      expect(await failures.count()).toBe(1);
      expect(await page.locator('[data-sonner-toast][data-visible="true"]').count()).toBe(1);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Códigos Activos' }).click();
      const row = page.getByRole('list', { name: 'Códigos' }).getByRole('listitem').filter({ hasText: key });
      await row.getByRole('button', { name: 'Eliminar' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.locator('[data-sonner-toast]', { hasText: 'Código eliminado exitosamente' })).toBeVisible();
    });
  });
}
