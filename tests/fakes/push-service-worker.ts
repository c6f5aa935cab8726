/**
 * The local push service (`push-service.ts`) on a worker thread, for `push-service-thread.ts`: the browsers' side
 * (key pairs, VAPID checks, decryption) runs apart from the sender's event loop. Answers the parent's messages:
 * `subscribe` (n browsers), `tally` (pushes received per endpoint, and refused), `close`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startFakePushService } from './push-service.ts';

const fake = await startFakePushService((workerData as { vapidPublicKey: string }).vapidPublicKey);
const port = parentPort;
if (!port) throw new Error('push-service-worker runs as a worker thread');
port.on('message', (message: { kind: 'subscribe'; n: number } | { kind: 'tally' } | { kind: 'close' }) => {
  if (message.kind === 'subscribe') {
    port.postMessage({ subscriptions: Array.from({ length: message.n }, () => fake.subscribe()) });
  } else if (message.kind === 'tally') {
    const perEndpoint: Record<string, number> = {};
    for (const r of fake.received) perEndpoint[r.endpoint] = (perEndpoint[r.endpoint] ?? 0) + 1;
    const payloads = [...new Set(fake.received.map((r) => JSON.stringify(r.payload)))];
    port.postMessage({ perEndpoint, payloads, refused: fake.refused.length });
  } else {
    void fake.close().then(() => process.exit(0));
  }
});
port.postMessage({ ca: fake.ca });
