import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements, logs } from '../../../db/schema/index.ts';
import { useTestDb as testDbForFile } from '../../../tests/helpers/test-db.ts';
import { recordingCache } from '../../../tests/factories.ts';
import { NO_CACHE } from '../cache.ts';
import { adsForPage, createAd, updateAd, type AdInput } from './ads.ts';
import { systemContext, type ServiceContext } from './context.ts';

const handle = testDbForFile();
const now = new Date('2026-11-23T12:00:00Z');
const admin = { id: 7, username: 'admin', role: 'admin' as const };
const ctx = (at = now, cache = NO_CACHE): ServiceContext =>
  systemContext(handle.db, at, { actor: admin, ip: '198.51.100.4', cache });
const anAd = (overrides: Partial<AdInput> = {}): AdInput => ({
  name: 'Banca La Suerte',
  content: '<p>Juega hoy</p>',
  position: 'header-banner',
  pages: ['*'],
  ...overrides,
});
const day = 86_400_000;

describe('createAd / updateAd', () => {
  it('stores the ad, logs the admin action with its IP and drops cached ads', async () => {
    const { cache, dropped } = recordingCache();
    const ad = await createAd(ctx(now, cache), anAd());
    expect(ad).toMatchObject({ name: 'Banca La Suerte', currentImpressions: 0, currentClicks: 0, createdAt: now });
    const updated = await updateAd(ctx(new Date(now.getTime() + 1000), cache), ad.id, { priority: 5 });
    expect(updated.priority).toBe(5);
    expect(dropped).toEqual([['ads'], ['ads']]);
    const entries = await handle.db.select().from(logs).orderBy(logs.id);
    expect(entries.map((e) => [e.action, e.userId, e.ipAddress])).toEqual([
      ['create_advertisement', 7, '198.51.100.4'],
      ['update_advertisement', 7, '198.51.100.4'],
    ]);
    expect(entries[0]!.details).toBe(`Anuncio #${ad.id} "Banca La Suerte" (header-banner)`);
  });

  it('refuses unknown positions, page types and ids without writing', async () => {
    await expect(createAd(ctx(), anAd({ position: 'pop-under' }))).rejects.toMatchObject({ code: 'bad_request' });
    await expect(createAd(ctx(), anAd({ pages: ['blog'] }))).rejects.toMatchObject({ code: 'bad_request' });
    await expect(updateAd(ctx(), 999, { priority: 1 })).rejects.toMatchObject({ code: 'not_found', status: 404 });
    expect(await handle.db.select().from(advertisements)).toEqual([]);
    expect(await handle.db.select().from(logs)).toEqual([]);
  });
});

describe('adsForPage', () => {
  it('serves only enabled ads in their window and under their cap, scoped to the page type, by priority', async () => {
    const make = (name: string, overrides: Partial<AdInput>) => createAd(ctx(), anAd({ name, ...overrides }));
    await make('todas', { priority: 1 });
    await make('apagado', { enabled: false });
    await make('futuro', { startDate: new Date(now.getTime() + day) });
    await make('vencido', { endDate: new Date(now.getTime() - 1) });
    await make('termina-ahora', { endDate: now, priority: 3 });
    const capped = await make('tope', { maxImpressions: 1 });
    await handle.db.update(advertisements).set({ currentImpressions: 1 }).where(eq(advertisements.id, capped.id));
    await make('inicio', { pages: ['/'], priority: 2 });
    await make('juego', { pages: ['loteria-individual'] });
    await make('categoria', { pages: ['categoria'], position: 'sidebar-top' });

    const byName = new Map((await handle.db.select().from(advertisements)).map((a) => [a.id, a.name]));
    const list = async (page: Parameters<typeof adsForPage>[1]['page'], position?: string) =>
      (await adsForPage(ctx(), { page, position })).map((a) => byName.get(a.id));

    expect(await list('/')).toEqual(['termina-ahora', 'inicio', 'todas']);
    expect(await list('loteria-individual')).toEqual(['termina-ahora', 'todas', 'juego']);
    expect(await list('categoria')).toEqual(['termina-ahora', 'todas', 'categoria']);
    expect(await list(null)).toEqual(['termina-ahora', 'todas']);
    expect(await list('categoria', 'sidebar-top')).toEqual(['categoria']);
  });

  it('gives visitors the spec fields only', async () => {
    await createAd(ctx(), anAd({ ctaText: 'Ver', ctaUrl: 'https://example.com' }));
    const [ad] = await adsForPage(ctx(), { page: '/' });
    expect(Object.keys(ad!).sort()).toEqual(
      [
        'content',
        'ctaStyle',
        'ctaText',
        'ctaUrl',
        'currentImpressions',
        'endDate',
        'id',
        'maxImpressions',
        'position',
        'priority',
        'showOnDesktop',
        'showOnMobile',
        'startDate',
      ].sort(),
    );
  });
});
