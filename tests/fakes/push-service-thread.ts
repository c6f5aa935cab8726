/**
 * The local push service (`push-service.ts`) on its own worker thread, for scale tests and benches: thousands of
 * browsers subscribe and decrypt there while the sender runs on the caller's thread.
 */
import { Worker } from 'node:worker_threads';
import type { FakeSubscription } from './push-service.ts';

export interface PushServiceThread {
  /** The service's (self-signed) certificate, for a sender that should trust it. */
  ca: Buffer;
  /** `n` new browser subscriptions at the service. */
  subscribe(n: number): Promise<FakeSubscription[]>;
  /** Pushes accepted per endpoint, the distinct payloads accepted (JSON), and how many were refused. */
  tally(): Promise<{ perEndpoint: Record<string, number>; payloads: string[]; refused: number }>;
  close(): Promise<void>;
}

/** Starts the service on a worker thread; it checks VAPID against `vapidPublicKey`. */
export async function startPushServiceThread(vapidPublicKey: string): Promise<PushServiceThread> {
  const worker = new Worker(new URL('./push-service-worker.ts', import.meta.url), { workerData: { vapidPublicKey } });
  const reply = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const { ca } = await reply<{ ca: Uint8Array }>();
  return {
    ca: Buffer.from(ca),
    async subscribe(n) {
      worker.postMessage({ kind: 'subscribe', n });
      return (await reply<{ subscriptions: FakeSubscription[] }>()).subscriptions;
    },
    async tally() {
      worker.postMessage({ kind: 'tally' });
      return reply();
    },
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ kind: 'close' });
      await exited;
    },
  };
}
