import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adImpressions, advertisements } from '../../../db/schema/index.ts';
import { useTestDb as testDbForFile } from '../../../tests/helpers/test-db.ts';
import { CLICK_FLOOR, CLICK_TOKEN_TTL_S, countClick, countImpression, MAX_CLICK_RATE } from './ad-events.ts';
import { createAd } from './ads.ts';
import { systemContext, type ServiceContext } from './context.ts';
import { runHousekeeping } from './housekeeping.ts';

const handle = testDbForFile();
const now = new Date('2026-11-25T12:00:00Z');
const later = (s: number) => new Date(now.getTime() + s * 1000);
const ctx = (at = now, ip = '203.0.113.7'): ServiceContext => systemContext(handle.db, at, { ip });
const ipOf = (i: number) => `198.51.100.${i + 1}`;
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

describe('the click cap per ad (decision 079)', () => {
  it('counts at most a few clicks plus 5 % of the impressions served when 20 IPs click one ad', async () => {
    const ad = await newAd();
    const tokens = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        countImpression(ctx(now, ipOf(i % 20)), ad.id).then((t) => [i, t] as const),
      ),
    );
    const outcomes = await Promise.allSettled(
      tokens.map(([i, token]) => countClick(ctx(later(5), ipOf(i % 20)), ad.id, token)),
    );
    const cap = CLICK_FLOOR + Math.floor(200 * MAX_CLICK_RATE);
    expect(await clicks(ad.id)).toBe(cap);
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as { code: string }).code);
    expect(refused).toEqual(Array<string>(200 - cap).fill('too_many_requests'));
  });

  it('refuses clicks past the floor on an ad with no recent impressions, and counts again in the next minute', async () => {
    const ad = await newAd();
    const tokens = await Promise.all(
      Array.from({ length: CLICK_FLOOR + 2 }, (_, i) => countImpression(ctx(now, ipOf(i)), ad.id)),
    );
    const at = later(10 * 60);
    for (const [i, token] of tokens.slice(0, CLICK_FLOOR).entries()) await countClick(ctx(at, ipOf(i)), ad.id, token);
    await expect(countClick(ctx(at, ipOf(CLICK_FLOOR)), ad.id, tokens[CLICK_FLOOR]!)).rejects.toMatchObject({
      code: 'too_many_requests',
      message: 'Este anuncio recibió demasiados clics en este momento. Intenta de nuevo en un minuto.',
    });
    await countClick(ctx(later(11 * 60), ipOf(CLICK_FLOOR)), ad.id, tokens[CLICK_FLOOR]!);
    expect(await clicks(ad.id)).toBe(CLICK_FLOOR + 1);
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
