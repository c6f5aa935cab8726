/**
 * axe-core (WCAG 2.1 A/AA rules) on the pages a visitor meets first, at 390 px in the `mobile` project and
 * 1280 px in `desktop`, after the islands have hydrated. The pages may carry ads other specs approved.
 */
import { expect, test } from './fixtures.ts';
import { axeViolations, hydrateAll } from './helpers.ts';

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
    `${path} has no axe violations at the project's width`,
    { tag: '@responsive' },
    async ({ page, isMobile, consoleErrors }) => {
      if (expectedConsole) consoleErrors.expect(expectedConsole);
      await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      await page.goto(path);
      await hydrateAll(page);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
}
