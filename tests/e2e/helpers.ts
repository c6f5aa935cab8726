/** Locators and constants shared by the e2e specs. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { homeGames } from '../../src/lib/catalogue/views.ts';

/** The balls of the first "Números ganadores" list inside `scope`. */
export const ballsIn = (scope: Locator | Page): Locator =>
  scope.getByRole('list', { name: 'Números ganadores' }).first().getByRole('listitem');

/** A home card by game id. */
export const homeCard = (page: Page, gameId: string): Locator => page.locator(`#resultados a[data-game="${gameId}"]`);

/** Rows of the game page history list. */
export const historyRows = (page: Page): Locator =>
  page.getByRole('list', { name: 'Historial de resultados' }).locator(':scope > li');

/** Rows of the operator page results list. */
export const resultRows = (page: Page): Locator =>
  page.getByRole('list', { name: 'Últimos resultados' }).locator(':scope > li');

/** The cron secret of the `live` server (playwright.config.ts). */
export const E2E_CRON_SECRET = 'e2e-cron-secret-0123456789abcdef';

/** The island of a component (`HeaderNav`, `HomeGrid`, ...). */
export const island = (page: Page, component: string): Locator =>
  page.locator(`astro-island[component-url*="/${component}."]`);

/**
 * Points at every `client:intent` island of the page (or only `component`'s), as a visitor's pointer would,
 * and waits until each has hydrated (decision 033). The pointer moves again over an island still unhydrated after
 * 2 s, as a visitor's would: under load, one event can come before the page listens for it.
 */
export async function hydrateOnIntent(page: Page, component?: string): Promise<void> {
  const islands = component ? island(page, component) : page.locator('astro-island[client="intent"]');
  const unhydrated = islands.and(page.locator('[ssr]'));
  await expect(async () => {
    for (const each of await islands.all()) await each.dispatchEvent('pointerover');
    await expect(unhydrated).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Hydrates every island of the page: the `client:intent` ones as `hydrateOnIntent` does, the `client:visible`
 * ones by scrolling each into view (a long hero can push one below the fold); waits until none is left unhydrated.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await hydrateOnIntent(page);
  for (const each of await page.locator('astro-island[client="visible"][ssr]').all())
    await each.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * Installs Playwright's fake clock on `page`. The clock is a script Playwright injects into every frame, and
 * the sandbox of an ad (when a test has created one for the page) refuses it there, so that console error is
 * tolerated.
 */
export async function installClock(
  page: Page,
  consoleErrors: { allow(pattern: RegExp): void },
  time?: number,
): Promise<void> {
  consoleErrors.allow(/Blocked script execution in 'about:srcdoc'/);
  await page.clock.install(time === undefined ? undefined : { time });
}

/** The home games in the catalogue's operator order. */
export const OPERATOR_ORDER = homeGames().map((g) => g.id);

/** The home games by the home API's draws, newest date and time first, those without one last (catalogue order kept). */
export async function recencyOrder(request: APIRequestContext): Promise<string[]> {
  const draws = (await (await request.get('/api/lottery/home')).json()) as {
    gameId: string;
    date: string;
    hour: string;
  }[];
  const moment = new Map(draws.map((d) => [d.gameId, `${d.date} ${d.hour}`]));
  // Array.prototype.sort is stable: equal moments (and games without data) stay in catalogue order.
  return [...OPERATOR_ORDER].sort((a, b) => (moment.get(b) ?? '').localeCompare(moment.get(a) ?? ''));
}

/**
 * axe-core's WCAG 2.1 A/AA violations on `page`, one line each (`rule: targets`); only `rules` when given. Ads are
 * advertiser HTML in sandboxed frames (opaque origins): axe cannot run inside them (it waits for them forever) and
 * their content is not ours to fix, so `exclude` (the frames) is left out; the slot around them is checked.
 */
export async function axeViolations(
  page: Page,
  exclude = 'aside[data-ad-position] iframe',
  rules?: string[],
): Promise<string[]> {
  // Legacy mode: axe tests the page and its same-origin frames from the page itself. The default also reaches
  // cross-origin frames, by opening a blank page (one more renderer) per call to merge the results, which doubled
  // each check's time; our only cross-origin frames are the advertisers' sandboxed HTML and PayPal's.
  // Only the violations come back with their nodes: the passes' nodes were most of each check's time. `options`
  // replaces every option, so it comes before the tags and rules.
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude(exclude);
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * The WCAG 2.1 A/AA rules of axe whose outcome reads colours: all a theme can change, since a theme changes colour
 * tokens only (decision 060). The other rules (names, roles, structure) give the same answer in both themes, so a
 * page checked with every rule in one theme is checked with these in the other.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Switches the system preference of `page` to `colorScheme`, waits until the page (with no stored choice) follows
 * it, and until its CSS transitions (the colours moving to the new theme) are over, so axe reads the final colours.
 */
export async function followSystemTheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Whether New York is on daylight saving time now, read from `Intl` alone (its offset from UTC is -4, the same as
 * Santo Domingo's, only then). Checks near a clock change (within a week) would see both times: callers skip them.
 */
export function usSummerTime(at = new Date()): boolean {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return offset === 'GMT-4';
}
const WEEK_MS = 7 * 86_400_000;
/** Whether the coming week crosses a US clock change (its times then differ by day). */
export const nearClockChange = (): boolean => usSummerTime() !== usSummerTime(new Date(Date.now() + WEEK_MS));
