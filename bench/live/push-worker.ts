/**
 * The local push service (tests/fakes/push-service.ts) for `npm run bench:live`, on a worker thread whose clock is
 * shifted like the site's (bench/live/clock.ts): the service checks a VAPID token's `exp` against its own clock, and
 * the site signs it with the evening's. Messages: `subscribe` (one browser subscription), `received` (every push
 * accepted so far: the real time it was seen, within 100 ms, and the notification's body and tag, its game), `close`.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { offsetMs, vapidPublicKey } = workerData as { offsetMs: number; vapidPublicKey: string };
process.env.LIVE_CLOCK_OFFSET_MS = String(offsetMs);
await import('./clock.ts');
const { startFakePushService } = await import('../../tests/fakes/push-service.ts');
const service = await startFakePushService(vapidPublicKey);
const received: { at: number; body: string; tag: string }[] = [];
const realNow = () => performance.timeOrigin + performance.now();
const timer = setInterval(() => {
  for (const push of service.received.slice(received.length)) {
    const { body = '', tag = '' } = push.payload as { body?: string; tag?: string };
    received.push({ at: realNow(), body, tag });
  }
}, 100);

parentPort?.on('message', (message: { kind: string }) => {
  if (message.kind === 'subscribe') parentPort?.postMessage(service.subscribe());
  else if (message.kind === 'received') parentPort?.postMessage(received);
  else {
    clearInterval(timer);
    void service.close().then(() => process.exit(0));
  }
});
parentPort?.postMessage('ready');
