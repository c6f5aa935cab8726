/**
 * axe-core (WCAG 2.1 A/AA rules, colour contrast included) on the pages a visitor meets first, at 390 px in the
 * `mobile` project and 1280 px in `desktop`, after the islands have hydrated: every rule in the light theme, then,
 * on the same page load with the system preference switched to dark (with no stored choice the page follows it, as
 * tests/e2e/theme.spec.ts checks), the rules a theme can change (`THEME_RULES`, decision 060). The pages may carry
 * ads other specs approved.
 */
import { expect, test } from './fixtures.ts';
import { axeViolations, followSystemTheme, hydrateAll, THEME_RULES } from './helpers.ts';

/** Each page and the console error it is known to log (the not-found page's 404). */
const PAGES: [path: string, expectedConsole?: string][] = [
  ['/'],
  ['/leidsa-resultado-loteria-de-hoy'],
  ['/powerball'],
  ['/como-se-juega-la-quiniela'],
  ['/terminos'],
  ['/horarios'],
  ['/resultados/2026-08-21'],
  ['/quiniela-pale-leidsa/2026-08-21'],
  ['/contacto'],
  ['/anunciar'],
  ['/esta-pagina-no-existe', 'the server responded with a status of 404'],
];

for (const [path, expectedConsole] of PAGES) {
  test(
    `${path} has no axe violations at the project's width, in the light and the dark theme`,
    { tag: '@responsive' },
    async ({ page, isMobile, consoleErrors }) => {
      // Two checks on one page load: the time of two tests.
      test.setTimeout(2 * test.info().timeout);
      if (expectedConsole) consoleErrors.expect(expectedConsole);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      await page.goto(path);
      await hydrateAll(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await axeViolations(page), 'light theme').toEqual([]);

      await followSystemTheme(page, 'dark');
      expect(await axeViolations(page, undefined, THEME_RULES), 'dark theme').toEqual([]);
    },
  );
}
