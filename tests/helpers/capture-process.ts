/**
 * Orders and their capture for the payment tests. The crash test's second process: `spawnCapture` runs this file with Node: it opens the database at
 * DATABASE_URL and captures PayPal order PAYPAL_ORDER_ID through the service's capture path against the
 * PayPal at PAYPAL_API_BASE (the fake), as a visitor's capture request would. The test kills it with SIGKILL
 * while the fake holds the capture's answer: PayPal has captured, the database has not been written.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDb, type Db } from '../../db/client.ts';
import type { AdOrderRow } from '../../db/schema/index.ts';
import { adOrderInputSchema } from '../../src/lib/schemas/ad-order.ts';
import { createPaypalClient, type PaypalClient } from '../../src/server/paypal.ts';
import { capturePayment, createAdOrder, startPayment } from '../../src/server/services/ad-orders.ts';
import { systemContext } from '../../src/server/services/context.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from '../fakes/paypal.ts';

/** Places an order (101 USD) in `db` and creates its PayPal order with `paypal`. */
export async function placeAndStart(db: Db, paypal: PaypalClient): Promise<{ order: AdOrderRow; paypalId: string }> {
  const ctx = systemContext(db);
  const input = adOrderInputSchema.parse({
    positions: ['content-top'],
    pageType: 'categoria',
    duration: 15,
    paymentType: 'one-time',
    companyName: 'Colmado Don Pepe',
    email: 'pepe@example.com',
    contentMode: 'html',
    content: '<b>Ofertas</b>',
  });
  const order = await createAdOrder(ctx, input);
  return { order, paypalId: await startPayment(ctx, paypal, order.id) };
}

/** The capture process: `kill()` sends SIGKILL; `exited` resolves with the signal (or exit code) and output. */
export function spawnCapture(env: { databaseUrl: string; paypalApiBase: string; paypalOrderId: string }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      DATABASE_URL: env.databaseUrl,
      PAYPAL_API_BASE: env.paypalApiBase,
      PAYPAL_ORDER_ID: env.paypalOrderId,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ signal: NodeJS.Signals | null; code: number | null; output: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { kill: () => child.kill('SIGKILL'), exited };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const handle = await createDb(process.env.DATABASE_URL);
  const client = createPaypalClient({
    apiBase: process.env.PAYPAL_API_BASE as string,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
  });
  const order = await capturePayment(systemContext(handle.db), client, process.env.PAYPAL_ORDER_ID as string);
  console.log(`captured: order ${String(order.id)} is ${order.status}`);
  await handle.close();
}
