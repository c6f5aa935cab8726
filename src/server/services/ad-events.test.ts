import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adImpressions, advertisements } from '../../../db/schema/index.ts';
import { useTestDb as testDbForFile } from '../../../tests/helpers/test-db.ts';
import { CLICK_TOKEN_TTL_S, countClick, countImpression } from './ad-events.ts';
import { createAd } from './ads.ts';
import type { ServiceContext } from './context.ts';
import { runHousekeeping } from './housekeeping.ts';

const handle = testDbForFile();
const now = new Date('2026-11-25T12:00:00Z');
const later = (s: number) => new Date(now.getTime() + s * 1000);
const ctx = (at = now): ServiceContext => ({ db: handle.db, actor: null, ip: '203.0.113.7', now: at });
const newAd = () => createAd(ctx(), { name: 'Anuncio', content: '<b>Hola</b>', position: 'sidebar-top' });
const clicks = async (id: number) =>
  (await handle.db.select().from(advertisements).where(eq(advertisements.id, id)))[0]?.currentClicks;

describe('countClick', () => {
  it('counts a click within 30 minutes of its impression and refuses a later one as expired', async () => {
    const ad = await newAd();
    const fresh = await countImpression(ctx(), ad.id);
    const stale = await countImpression(ctx(), ad.id);
    await countClick(ctx(later(CLICK_TOKEN_TTL_S - 1)), ad.id, fresh);
    await expect(countClick(ctx(later(CLICK_TOKEN_TTL_S + 1)), ad.id, stale)).rejects.toMatchObject({
      code: 'forbidden',
      message: 'El clic llegó tarde: la impresión caducó.',
    });
    expect(await clicks(ad.id)).toBe(1);
  });

  it('refuses a token whose impression was altered (its signature no longer matches)', async () => {
    const ad = await newAd();
    const [header, payload, signature] = (await countImpression(ctx(), ad.id)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 3600 })).toString('base64url');
    await expect(countClick(ctx(), ad.id, `${header}.${altered}.${signature}`)).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await clicks(ad.id)).toBe(0);
  });
});

describe('housekeeping', () => {
  it('purges impressions whose click tokens expired and keeps the others', async () => {
    const ad = await newAd();
    await countImpression(ctx(), ad.id);
    const kept = await countImpression(ctx(later(60)), ad.id);
    await runHousekeeping(ctx(later(CLICK_TOKEN_TTL_S + 30)));
    expect(await handle.db.select({ createdAt: adImpressions.createdAt }).from(adImpressions)).toEqual([
      { createdAt: later(60) },
    ]);
    await countClick(ctx(later(CLICK_TOKEN_TTL_S + 30)), ad.id, kept);
    expect(await clicks(ad.id)).toBe(1);
  });
});
