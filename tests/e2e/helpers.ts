/** Locators and constants shared by the e2e specs. */
import type { Locator, Page } from '@playwright/test';

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

/**
 * Chromium's notice on prerendered pages: their CSP comes as a <meta> element, where frame-ancestors is
 * ignored (and reported); the header of on-demand pages has it (decision 007).
 */
export const META_CSP_NOTICE = "'frame-ancestors' is ignored when delivered via a <meta> element";
