import { XMLParser } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { recordingCache } from '../../../tests/factories.ts';
import { openTestDb, rowsOf } from '../../../tests/helpers/test-db.ts';
import { gameById, operatorById } from '../../lib/catalogue/index.ts';
import { drawFeedXml, FEED_ITEMS, type FeedScope } from '../../lib/feeds.ts';
import { invalidateDraws, type RouteCache } from '../cache.ts';
import { feedPageData } from '../page-data.ts';
import { systemContext } from './context.ts';
import { feedDraws } from './feeds.ts';

const SITE = 'https://ganamas.example';
/** Quiniela Leidsa's page (its game-date pages are under it). */
const ROUTE = '/quiniela-pale-leidsa';
let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb({ history: true });
});
afterAll(async () => handle.close());

const quinielaLeidsa: FeedScope = { kind: 'game', game: gameById('quiniela-leidsa')! };
const leidsa: FeedScope = { kind: 'operator', operator: operatorById('leidsa')! };
const all: FeedScope = { kind: 'all' };

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
}
interface Rss {
  rss: {
    '@_version': string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      lastBuildDate: string;
      'atom:link': { '@_href': string; '@_rel': string; '@_type': string };
      item: RssItem[];
    };
  };
}

/** The feed of `scope` built from the seeded history, parsed. */
async function parsedFeed(scope: FeedScope): Promise<Rss['rss']['channel']> {
  const xml = drawFeedXml(scope, await feedDraws(systemContext(handle.db), scope), SITE);
  const rss = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as Rss;
  expect(rss.rss['@_version']).toBe('2.0');
  return rss.rss.channel;
}

/** The stored draws of `where`, newest first, as the feed should list them. */
const storedDraws = (where: ReturnType<typeof sql>) =>
  rowsOf<{ game_id: string; draw_date: string; draw_time: string }>(
    handle.db,
    sql`select game_id, draw_date::text, draw_time from draws where ${where} and not under_review
        order by draw_date desc, draw_time desc, game_id limit ${FEED_ITEMS}`,
  );

describe('RSS feeds on the bundled history', () => {
  it("gives Quiniela Leidsa's last 50 draws with their titles, game-date links, guids and dates", async () => {
    const channel = await parsedFeed(quinielaLeidsa);
    expect(channel).toMatchObject({
      title: 'Gana Más · Quiniela Leidsa',
      link: `${SITE}${ROUTE}`,
      language: 'es-DO',
      'atom:link': { '@_href': `${SITE}/rss/quiniela-leidsa.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' },
    });
    expect(channel.description).toContain('Quiniela Leidsa');
    expect(channel.item).toHaveLength(50);
    const [first] = channel.item;
    expect(first).toEqual({
      title: 'Quiniela Leidsa · viernes 21/08/2026 · 33 - 29 - 86',
      link: `${SITE}${ROUTE}/2026-08-21`,
      guid: { '#text': 'gana-mas:quiniela-leidsa:2026-08-21:20:55', '@_isPermaLink': 'false' },
      pubDate: 'Sat, 22 Aug 2026 00:55:00 GMT',
    });
    expect(channel.lastBuildDate).toBe(first!.pubDate);
    const stored = await storedDraws(sql`game_id = 'quiniela-leidsa'`);
    expect(channel.item.map((i) => i.link)).toEqual(stored.map((d) => `${SITE}${ROUTE}/${d.draw_date}`));
    expect(new Set(channel.item.map((i) => i.guid['#text'])).size).toBe(50);
  });

  it("gives an operator's feed the newest draws of all its games, and the site's feed those of every game", async () => {
    const operator = await parsedFeed(leidsa);
    expect(operator.title).toBe('Gana Más · Leidsa');
    expect(operator.link).toBe(`${SITE}/leidsa-resultado-loteria-de-hoy`);
    expect(operator['atom:link']['@_href']).toBe(`${SITE}/rss/operadora/leidsa.xml`);
    const leidsaStored = await storedDraws(sql`operator_id = 'leidsa'`);
    expect(operator.item.map((i) => i.guid['#text'])).toEqual(
      leidsaStored.map((d) => `gana-mas:${d.game_id}:${d.draw_date}:${d.draw_time}`),
    );
    expect(new Set(leidsaStored.map((d) => d.game_id)).size).toBeGreaterThan(1);

    const site = await parsedFeed(all);
    expect(site).toMatchObject({ title: 'Gana Más · Resultados de loterías dominicanas', link: `${SITE}/` });
    expect(site['atom:link']['@_href']).toBe(`${SITE}/rss.xml`);
    const allStored = await storedDraws(sql`true`);
    expect(site.item).toHaveLength(50);
    expect(site.item.map((i) => i.guid['#text'])).toEqual(
      allStored.map((d) => `gana-mas:${d.game_id}:${d.draw_date}:${d.draw_time}`),
    );
  });

  it('shows a bonus ball with its label, as the pages do', async () => {
    const channel = await parsedFeed({ kind: 'game', game: gameById('powerball')! });
    expect(channel.item[0]!.title).toMatch(/^PowerBall · miércoles 19\/08\/2026 · (\d\d - ){5}Powerball \d\d/);
  });

  it('caches each feed under the tag a new draw of its games invalidates', async () => {
    const { cache, dropped } = recordingCache();
    await invalidateDraws(cache, ['quiniela-leidsa']);
    const invalidated = dropped.flat();
    for (const scope of [quinielaLeidsa, leidsa, all]) {
      const set = vi.fn();
      const page = { cache: { enabled: true, set } as unknown as RouteCache, response: { headers: new Headers() } };
      expect(await feedPageData(page, scope, async () => handle)).toHaveLength(50);
      const [[{ tags }]] = set.mock.calls as [[{ tags: string[] }]];
      expect(tags).toHaveLength(1);
      expect(invalidated).toContain(tags[0]);
    }
  });

  it('leaves out a draw under review', async () => {
    await handle.db.execute(
      sql`update draws set under_review = true where game_id = 'quiniela-leidsa' and draw_date = '2026-08-21'`,
    );
    const channel = await parsedFeed(quinielaLeidsa);
    expect(channel.item).toHaveLength(50);
    expect(channel.item[0]!.link).toBe(`${SITE}${ROUTE}/2026-08-20`);
    expect(channel.item.map((i) => i.link)).not.toContain(`${SITE}${ROUTE}/2026-08-21`);
  });
});
