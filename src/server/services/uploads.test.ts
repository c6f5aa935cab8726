import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { adOrders, uploads } from '../../../db/schema/index.ts';
import { openTestDb, resetTestDb } from '../../../tests/helpers/test-db.ts';
import { BANNER_MAX_BYTES } from '../../lib/schemas/ad-order.ts';
import { systemContext, type ServiceContext } from './context.ts';
import { runHousekeeping } from './housekeeping.ts';
import {
  completeBanner,
  IP_PENDING_BYTES,
  SILENT_AFTER_MS,
  startUpload,
  storeUploadPart,
  TOTAL_PENDING_BYTES,
  UPLOAD_START_RULE,
} from './uploads.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
beforeEach(async () => resetTestDb(handle.db));
afterAll(async () => handle.close());

const t0 = new Date('2026-11-25T10:00:00Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const at = (now: Date, ip: string | null = '192.0.2.10'): ServiceContext => systemContext(handle.db, now, { ip });
/** `n` bytes of a part (their content does not matter until completion). */
const bytes = (n: number) => new Uint8Array(n).fill(7);
/** Stores part `index` of upload `id` at `ctx`, its bytes `data`. */
const sendPart = (ctx: ServiceContext, id: string, index: number, data: Uint8Array) =>
  storeUploadPart(ctx, id, index, () => Promise.resolve(data));
/** A real 1x1 transparent GIF. */
const gif = new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

/** Outcomes of `starts` (each a context and a size) run in parallel: the accepted ids and the refusals' codes. */
async function startAll(starts: [ServiceContext, number][]) {
  const results = await Promise.allSettled(starts.map(([ctx, size]) => startUpload(ctx, size)));
  return {
    accepted: results.filter((r) => r.status === 'fulfilled').length,
    refused: results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : [])),
  };
}

/** A completed GIF upload finished at `now`; answers its id. */
async function completedGif(now: Date): Promise<string> {
  const { id } = await startUpload(at(now, null), gif.byteLength);
  await sendPart(at(now), id, 0, gif);
  await completeBanner(at(now), id);
  return id;
}

const storedIds = async () => (await handle.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id).sort();

describe('upload limits', () => {
  it('accepts at most UPLOAD_START_RULE.limit of 30 parallel starts from one IP; the rest are 429', async () => {
    const outcome = await startAll(Array.from({ length: 30 }, () => [at(t0), 1000] as [ServiceContext, number]));
    expect(outcome.accepted).toBe(UPLOAD_START_RULE.limit);
    expect(outcome.refused).toEqual(Array(30 - UPLOAD_START_RULE.limit).fill('too_many_requests'));
    expect(await handle.db.select().from(uploads)).toHaveLength(UPLOAD_START_RULE.limit);
  });

  it("keeps one IP's pending bytes under IP_PENDING_BYTES, in parallel", async () => {
    const outcome = await startAll(
      Array.from({ length: 6 }, () => [at(t0), BANNER_MAX_BYTES] as [ServiceContext, number]),
    );
    expect(outcome.accepted).toBe(IP_PENDING_BYTES / BANNER_MAX_BYTES);
    expect(outcome.refused).toEqual(['too_many_requests', 'too_many_requests', 'too_many_requests']);
    await expect(startUpload(at(t0, '192.0.2.11'), BANNER_MAX_BYTES)).resolves.toMatchObject({ parts: 5 });
  });

  it('counts bytes received, not declared, in TOTAL_PENDING_BYTES: 15 parallel 20MB starts sending nothing leave room', async () => {
    const starts = Array.from({ length: 15 }, (_, i) => [at(t0, `198.51.100.${String(i)}`), BANNER_MAX_BYTES]);
    const outcome = await startAll(starts as [ServiceContext, number][]);
    expect(outcome).toEqual({ accepted: 15, refused: [] });
    const { id } = await startUpload(at(t0, '203.0.113.1'), 300 * 1024);
    await expect(sendPart(at(t0, '203.0.113.1'), id, 0, bytes(300 * 1024))).resolves.toBeUndefined();
  });

  it('keeps the bytes received under TOTAL_PENDING_BYTES, parts sent in parallel included', async () => {
    // Completed banners nothing uses hold all the quota but 1000 bytes.
    await handle.db.insert(uploads).values({
      id: '00000000-0000-4000-8000-000000000001',
      size: TOTAL_PENDING_BYTES - 1000,
      contentType: 'image/gif',
      data: gif,
      completedAt: t0,
    });
    await expect(startUpload(at(t0, '203.0.113.2'), 1001)).rejects.toMatchObject({
      status: 413,
      message: 'No hay espacio para más archivos en este momento. Intenta de nuevo más tarde.',
    });
    const ids = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => (await startUpload(at(t0, `203.0.113.${String(10 + i)}`), 300)).id),
    );
    const sent = await Promise.allSettled(ids.map((id) => sendPart(at(t0), id, 0, bytes(300))));
    expect(sent.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(sent.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { status: number }).status] : []))).toEqual([
      413, 413,
    ]);
    // Sending a stored part again replaces it and takes no more room.
    const stored = ids[sent.findIndex((r) => r.status === 'fulfilled')] ?? '';
    await expect(sendPart(at(t0), stored, 0, bytes(300))).resolves.toBeUndefined();
  });

  it("keeps one IP's starts from holding the quota: its silent starts expire and it can start again", async () => {
    const ip = '192.0.2.50';
    const outcome = await startAll(
      Array.from({ length: 3 }, () => [at(t0, ip), BANNER_MAX_BYTES] as [ServiceContext, number]),
    );
    expect(outcome.accepted).toBe(3);
    await expect(startUpload(at(minutes(1), ip), 300 * 1024)).rejects.toMatchObject({ status: 429 });
    const later = new Date(t0.getTime() + SILENT_AFTER_MS + 1000);
    await expect(startUpload(at(later, ip), 300 * 1024)).resolves.toMatchObject({ parts: 1 });
    expect(await handle.db.select().from(uploads)).toHaveLength(1);
  });
});

describe('starts that send nothing', () => {
  it('expire after SILENT_AFTER_MS (two minutes); a start whose part began arriving is kept, however slow', async () => {
    const silent = (await startUpload(at(t0), 1000)).id;
    const slow = (await startUpload(at(t0), 1000)).id;
    expect(SILENT_AFTER_MS).toBe(2 * 60_000);
    await storeUploadPart(at(minutes(1)), slow, 0, async () => {
      // The part takes minutes to arrive; the cron tick runs meanwhile.
      await runHousekeeping(at(minutes(5), null));
      return bytes(1000);
    });
    expect(await storedIds()).toEqual([slow]);
    await expect(sendPart(at(minutes(5)), silent, 0, bytes(1000))).rejects.toMatchObject({
      status: 404,
      message: 'La subida expiró o no existe. Elige el archivo de nuevo para volver a subirlo.',
    });
  });

  it('are kept within the two minutes', async () => {
    const id = (await startUpload(at(t0), 1000)).id;
    await runHousekeeping(at(minutes(1), null));
    expect(await storedIds()).toEqual([id]);
  });
});

describe('purging uploads on the cron tick', () => {
  it('purges uploads unfinished after an hour and unused a day after completion, never one an order uses', async () => {
    const tick = minutes(61);
    const day = 24 * 60;
    const unfinishedOld = (await startUpload(at(minutes(0)), 1000)).id;
    await sendPart(at(minutes(0)), unfinishedOld, 0, bytes(1000));
    const unfinishedNew = (await startUpload(at(minutes(2)), 1000)).id;
    await sendPart(at(minutes(2)), unfinishedNew, 0, bytes(1000));
    await completedGif(minutes(61 - day - 1));
    const unusedNew = await completedGif(minutes(61 - day + 1));
    const ordered = await completedGif(minutes(-30 * 24 * 60));
    await handle.db.insert(adOrders).values({
      positions: ['header-banner'],
      pageType: 'homepage',
      duration: 30,
      paymentType: 'one-time',
      companyName: 'Banca Prueba',
      email: 'ventas@example.com',
      contentMode: 'banner',
      bannerUrl: `/api/uploads/${ordered}`,
      amountCents: 18_200,
      currency: 'USD',
      paymentKey: 'key-1',
    });

    await runHousekeeping(at(tick, null));
    expect(await storedIds()).toEqual([unfinishedNew, unusedNew, ordered].sort());
    await runHousekeeping(at(minutes(24 * 60 * 365), null));
    expect(await storedIds()).toEqual([ordered]);
  });
});
