/**
 * Where ads sit and how big their frames are (decision 037), against the ads server (PORT + 3, demo ads of
 * scripts/seed-ads.ts: on results pages one ad in every intrusive format), at 390 px (mobile) and 1280 px
 * (desktop): one intrusive ad per page view, none covering the header's controls or the latest winning
 * numbers, the sticky banner under the header, the modal over a dimmed backdrop, frames as tall as their content.
 * The intrusive formats take turns across page views by a counter in localStorage (decision 081); the tests pin
 * it to show a given format, and check that over as many page views as formats each one shows once.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AD_TURN_KEY } from '../../src/islands/ad-turn.ts';
import { isIntrusive } from '../../src/lib/ads.ts';
import { expect, test } from './fixtures.ts';
import { installClock } from './helpers.ts';

const ADS_PORT = Number(process.env.E2E_PORT ?? 4411) + 3;
const GAME_PAGE = '/powerball';
const OPERATOR_PAGE = '/leidsa-resultado-loteria-de-hoy';
/** The intrusive formats a results page places (every one has a demo ad there). */
const RESULTS_PAGE_FORMATS = [
  'floating-cta',
  'modal-popup',
  'sticky-banner',
  'side-panel',
  'bottom-sheet',
  'results-overlay',
];

test.use({ baseURL: `http://127.0.0.1:${ADS_PORT}` });

// Page time is Playwright's clock: the floating CTA's 5 s delay passes without waiting for it. This spec counts
// nothing: its impressions are answered in the browser, so its quick page views do not spend the per-IP budget of ad
// events (120 a minute, src/server/services/ad-events.ts) that ads.spec.ts counts against on the same server.
test.beforeEach(async ({ page, isMobile, consoleErrors }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await installClock(page, consoleErrors);
  await page.route('**/api/advertisements/*/impression', (route) => route.fulfill({ json: { token: 'ads-layout' } }));
});

/** Moves page time 6 s on, past every delay of the ads (the floating CTA's 5 s), firing the timers due. */
const pastEveryDelay = (page: Page) => page.clock.runFor(6_000);

/** Waits for `ad` to show, moving page time on past the ads' delays between looks. */
const untilShown = (page: Page, ad: Locator) =>
  expect(async () => {
    await pastEveryDelay(page);
    await expect(ad).toBeVisible({ timeout: 500 });
  }).toPass();

/** The page's intrusive ads as the API serves them (priority descending: the order their formats take turns in). */
async function intrusiveAds(api: APIRequestContext, path: string): Promise<{ position: string; priority: number }[]> {
  const ads = (await (await api.get(`/api/advertisements?page=${path}`)).json()) as {
    position: string;
    priority: number;
  }[];
  return ads.filter((ad) => isIntrusive(ad.position));
}

/** The turn that makes `path` show the ad of `position`: its index among the page's intrusive ads (one a format). */
async function turnFor(api: APIRequestContext, path: string, position: string): Promise<number> {
  const index = (await intrusiveAds(api, path)).findIndex((ad) => ad.position === position);
  if (index < 0) throw new Error(`no ${position} ad on ${path}`);
  return index;
}

/** Opens `path` with the visitor's turn for intrusive ads (src/islands/ad-turn.ts) pinned to `turn`. */
async function openWithTurn(page: Page, path: string, turn: number): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Init scripts run in the ads' sandboxed frames too, whose opaque origin has no storage.
      if (window === window.top) localStorage.setItem(key, value);
    },
    [AD_TURN_KEY, String(turn)] as const,
  );
  await page.goto(path);
}

/** The page's intrusive ad (floating asides and the modal carry data-ad-floating). */
const intrusive = (page: Page) => page.locator('[data-ad-floating]');

/**
 * Opens `path` showing its `position` ad and waits for it, moving page time on past the ads' delays (the floating
 * CTA comes 5 s after its island hydrates).
 */
async function openShowing(page: Page, api: APIRequestContext, path: string, position: string): Promise<Locator> {
  await openWithTurn(page, path, await turnFor(api, path, position));
  const ad = page.locator(`[data-ad-floating][data-ad-position="${position}"]`);
  await untilShown(page, ad);
  return ad;
}

/**
 * How many of the on-screen elements matched by `locator` are covered by something else at their centre
 * (`elementFromPoint` hits neither them nor their content); throws when none is on screen (nothing checked).
 */
async function coveredCount(locator: Locator): Promise<number> {
  const { onScreen, covered } = await locator.evaluateAll((elements) => {
    const visible = elements.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    });
    const hidden = visible.filter((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !hit || !el.contains(hit);
    });
    return { onScreen: visible.length, covered: hidden.length };
  });
  if (onScreen === 0) throw new Error('none of the elements is on screen');
  return covered;
}

/** The header's links and buttons ('Menú' on a phone, 'Inicio' and the operator menus on a desktop). */
const headerControls = (page: Page) => page.locator('header').locator('a, button');
/** The balls of the latest result (the first list of winning numbers in the main content). */
const latestBalls = (page: Page) =>
  page.locator('main ul[aria-label="Números ganadores"]:visible').first().locator('li');

test(
  'the sticky banner sits under the header, sticks with it and never covers its menu',
  { tag: '@responsive' },
  async ({ page, api }) => {
    const banner = await openShowing(page, api, GAME_PAGE, 'sticky-banner');
    expect(await coveredCount(headerControls(page))).toBe(0);
    const header = await page.locator('header').boundingBox();
    const below = await banner.boundingBox();
    expect(below!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    // Scrolled down, the header and the banner stay on screen, the banner still under the header.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    expect(await coveredCount(headerControls(page))).toBe(0);
    const stuck = await banner.boundingBox();
    expect(stuck!.y).toBeGreaterThanOrEqual((await page.locator('header').boundingBox())!.height - 1);
    expect(stuck!.y).toBeLessThan(300);
  },
);

test(
  'ad frames are as tall as their content: a one-line floating ad gets a small box',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.goto('/');
    const floating = page.locator('[data-ad-floating][data-ad-position="floating-cta"]');
    await untilShown(page, floating);
    const frame = floating.locator('iframe');
    // Once its script has sized it, the frame is as tall as its document: nothing of it is cut off.
    const content = await (await frame.elementHandle()).contentFrame();
    const gap = async () => {
      const inner = await content!.evaluate(() => document.documentElement.getBoundingClientRect().height);
      return Math.abs((await frame.boundingBox())!.height - inner);
    };
    await expect.poll(gap).toBeLessThanOrEqual(1);
    // One line of text: body margins and a paragraph, well under the old fixed 250 px frame in a 290 px box.
    const height = (await frame.boundingBox())!.height;
    expect(height).toBeLessThan(80);
    expect(height).toBeGreaterThanOrEqual(40);
    expect((await floating.boundingBox())!.height).toBeLessThan(130);
    // Sized by its own script: scripts run in the sandbox, still without allow-same-origin (an opaque origin).
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
  },
);

test('a height message from anything but the ad frame itself is ignored', async ({ page }) => {
  await page.goto('/');
  const frame = page.locator('aside[data-ad-position="header-banner"] iframe');
  await expect(frame).toBeVisible();
  const before = (await frame.boundingBox())!.height;
  // The page's own origin is not 'null', and its window is not the frame's.
  await page.evaluate(() => window.postMessage({ type: 'ad-frame-height', height: 400 }, '*'));
  await page.waitForTimeout(300);
  expect((await frame.boundingBox())!.height).toBe(before);
});

test(
  'the modal ad has a dimmed backdrop, closes with Escape, and then the page is free',
  { tag: '@responsive' },
  async ({ page, api }) => {
    const modal = await openShowing(page, api, GAME_PAGE, 'modal-popup');
    await expect(modal).toHaveAttribute('role', 'dialog');
    // The backdrop takes the corner of the page, dimmed.
    const corner = await page.evaluate(() => {
      const hit = document.elementFromPoint(5, innerHeight - 5);
      return hit ? getComputedStyle(hit).backgroundColor : null;
    });
    expect(corner, 'a translucent colour').toMatch(/[,/] 0?\.\d+\)$/);
    expect(await coveredCount(headerControls(page))).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(intrusive(page)).toHaveCount(0);
    expect(await coveredCount(headerControls(page))).toBe(0);
  },
);

for (const path of [GAME_PAGE, OPERATOR_PAGE]) {
  test(
    `the results overlay ad never hides the winning numbers (${path})`,
    { tag: '@responsive' },
    async ({ page, api, consoleErrors }) => {
      // The operator page carries the isolation probe of ads.spec.ts, whose inline script the CSP refuses.
      consoleErrors.allow(/Executing inline script violates the following Content Security Policy directive/);
      const overlay = await openShowing(page, api, path, 'results-overlay');
      await overlay.scrollIntoViewIfNeeded();
      const ad = (await overlay.boundingBox())!;
      const lists = await page.locator('main ul[aria-label="Números ganadores"]').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
      expect(lists.length).toBeGreaterThan(0);
      for (const r of lists) {
        const overlaps =
          r.x < ad.x + ad.width && ad.x < r.x + r.width && r.y < ad.y + ad.height && ad.y < r.y + r.height;
        expect(overlaps, JSON.stringify({ list: r, ad })).toBe(false);
      }
      await latestBalls(page)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      expect(await coveredCount(latestBalls(page))).toBe(0);
    },
  );
}

test(
  'every intrusive format in turn: one per page view, none over the header or the latest numbers',
  { tag: '@responsive' },
  async ({ page, api }) => {
    test.setTimeout(120_000);
    for (const position of RESULTS_PAGE_FORMATS) {
      const ad = await openShowing(page, api, GAME_PAGE, position);
      // Every other intrusive format has an ad on this page too; none of them is drawn, after any delay.
      await pastEveryDelay(page);
      await expect(intrusive(page)).toHaveCount(1);
      if (position === 'modal-popup') {
        await page.keyboard.press('Escape');
        await expect(ad).toHaveCount(0);
      }
      expect(await coveredCount(headerControls(page)), position).toBe(0);
      await latestBalls(page)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      expect(await coveredCount(latestBalls(page)), position).toBe(0);
      expect(await coveredCount(headerControls(page)), position).toBe(0);
    }
  },
);

test(
  'the intrusive formats take turns across page views: the floating button shows beside a higher-priority modal',
  { tag: '@responsive' },
  async ({ page, api }) => {
    test.setTimeout(120_000);
    const ads = await intrusiveAds(api, GAME_PAGE);
    const priority = (position: string) => ads.find((ad) => ad.position === position)!.priority;
    expect(priority('modal-popup')).toBeGreaterThan(priority('floating-cta'));
    // A visitor's page views, from wherever their first view starts: each shows one intrusive ad.
    const shown: string[] = [];
    for (let view = 0; view < ads.length; view++) {
      await page.goto(GAME_PAGE);
      const ad = intrusive(page);
      await untilShown(page, ad);
      await expect(ad).toHaveCount(1);
      shown.push((await ad.getAttribute('data-ad-position')) ?? '');
    }
    // Over as many page views as formats, each format once, the floating button among them.
    expect(shown).toContain('floating-cta');
    expect([...shown].sort()).toEqual([...RESULTS_PAGE_FORMATS].sort());
  },
);
