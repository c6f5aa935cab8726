/**
 * The local push service of `bench/push-fanout.ts`, on its own thread (the browsers' side: key pairs, decryption), so
 * the sender and the receivers do not share one event loop. Answers the parent's messages: `subscribe` (n browsers),
 * `tally` (pushes received per endpoint, refused), `close`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startFakePushService } from '../tests/fakes/push-service.ts';

const fake = await startFakePushService((workerData as { vapidPublicKey: string }).vapidPublicKey);
const port = parentPort;
if (!port) throw new Error('push-fanout-worker runs as a worker thread');
port.on('message', (message: { kind: 'subscribe'; n: number } | { kind: 'tally' } | { kind: 'close' }) => {
  if (message.kind === 'subscribe') {
    port.postMessage({ ca: fake.ca, subscriptions: Array.from({ length: message.n }, () => fake.subscribe()) });
  } else if (message.kind === 'tally') {
    const perEndpoint: Record<string, number> = {};
    for (const r of fake.received) perEndpoint[r.endpoint] = (perEndpoint[r.endpoint] ?? 0) + 1;
    port.postMessage({ perEndpoint, refused: fake.refused.length });
  } else {
    void fake.close().then(() => process.exit(0));
  }
});
port.postMessage({ ready: true });
