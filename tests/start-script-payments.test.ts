/**
 * The built server under scripts/start.ts on the test database (both passes, decision 046): an ad order payment a
 * dead process left unsettled is reconciled with PayPal at start. Builds the site first when dist/ is missing.
 */
import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordCaptureAttempt } from '../db/queries/ad-orders.ts';
import { adOrders } from '../db/schema/index.ts';
import { createPaypalClient } from '../src/server/paypal.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePaypal } from './fakes/paypal.ts';
import { ensureBuilt, exitOf, freePort, startScript } from './helpers/built-server.ts';
import { placeAndStart } from './helpers/capture-process.ts';
import { openSharedTestDb } from './helpers/test-db.ts';

const SECRET = 'start-script-test-secret-0123456789';

beforeAll(() => expect(ensureBuilt()).toBe(true), 300_000);

describe('scripts/start.ts', () => {
  it('at start, records as paid an order PayPal captured before the last process died', async () => {
    const fake = await startFakePaypal();
    const shared = await openSharedTestDb();
    let child: ChildProcess | undefined;
    try {
      const paypal = { apiBase: fake.url, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET };
      const client = createPaypalClient(paypal);
      let handle = await shared.open();
      const { order, paypalId } = await placeAndStart(handle.db, client);
      await recordCaptureAttempt(handle.db, order.id, new Date(Date.now() - 120_000));
      await client.captureOrder(paypalId, `capture-${order.paymentKey}`);
      await handle.close();

      child = startScript({
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATABASE_URL: shared.url,
        CRON_SECRET: SECRET,
        SCHEDULER: 'off',
        SNAPSHOT_IMPORT: 'off',
        LIVE_SCRAPING: 'off',
        PAYPAL_API_BASE: fake.url,
        PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      });
      const exited = exitOf(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await vi.waitFor(() => expect(output).toContain(`[pagos] órdenes conciliadas como pagadas: ${order.id}`), {
        timeout: 60_000,
        interval: 200,
      });
      child.kill('SIGTERM');
      expect((await exited).code).toBe(0);

      handle = await shared.open();
      const [stored] = await handle.db.select().from(adOrders).where(eq(adOrders.id, order.id));
      expect(stored).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
      await handle.close();
    } finally {
      if (child?.exitCode === null) child.kill('SIGKILL');
      await shared.drop();
      await fake.close();
    }
  });
});
