/** The bench's handle on its push service thread (bench/live/push-worker.ts). */
import { Worker } from 'node:worker_threads';
import type { FakeSubscription } from '../../tests/fakes/push-service.ts';

export interface LivePush {
  /** A new browser subscription at the service. */
  subscribe(): Promise<FakeSubscription>;
  /** Every push accepted so far: real epoch ms, the notification's body and its tag (the game's id). */
  received(): Promise<{ at: number; body: string; tag: string }[]>;
  close(): Promise<void>;
}

/** Starts the service (checking VAPID against `vapidPublicKey`) with its clock `offsetMs` ahead. */
export async function startLivePush(vapidPublicKey: string, offsetMs: number): Promise<LivePush> {
  const worker = new Worker(new URL('./push-worker.ts', import.meta.url), { workerData: { offsetMs, vapidPublicKey } });
  const ask = <T>(kind: string) =>
    new Promise<T>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: T) => {
        worker.off('error', reject);
        resolve(message);
      });
      if (kind) worker.postMessage({ kind });
    });
  await ask('');
  return {
    subscribe: () => ask<FakeSubscription>('subscribe'),
    received: () => ask('received'),
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ kind: 'close' });
      await exited;
    },
  };
}
