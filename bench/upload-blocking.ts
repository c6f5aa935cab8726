/**
 * Upload quota attack (issue 31 item 3): on a fresh in-memory PGlite (migrations included), `--starts=N` banner
 * upload starts (default 10), each declaring 20 MB from its own IP and sending no byte, then an honest 300 KB PNG
 * upload in parts from another IP, all through the Hono app. Prints one JSON line: the starts' statuses and time,
 * and the honest upload's status (201 when it went through, else the first refusal and its message).
 * Run from the project root: `node bench/upload-blocking.ts [--starts=10] [--same-ip]` (`--same-ip`: every start
 * from one IP).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createApp } from '../api/_hono/app.ts';
import { createDb } from '../db/client.ts';
import { uploadThroughApi } from '../tests/helpers/uploads.ts';
import { flag, numberArg } from './args.ts';

const MB = 1024 * 1024;
const starts = numberArg('starts', 10, { positive: true });
const handle = await createDb('memory://');
const app = createApp({ db: () => Promise.resolve(handle), fetcher: fetch, paypal: () => null });

/** A start declaring 20 MB from `ip`: its status. */
async function silentStart(ip: string): Promise<number> {
  const response = await app.request(
    '/api/uploads',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ size: 20 * MB }),
    },
    { astro: { clientAddress: ip } },
  );
  return response.status;
}

const t0 = performance.now();
const statuses: number[] = [];
for (let i = 0; i < starts; i += 1) {
  statuses.push(
    await silentStart(flag('same-ip') ? '198.51.100.1' : `198.51.${String(Math.floor(i / 250))}.${String(i % 250)}`),
  );
}
const startsMs = Math.round(performance.now() - t0);

const banner = new Uint8Array(300 * 1024).fill(7);
banner.set(readFileSync(new URL('../public/og-default.png', import.meta.url)).subarray(0, 64));
const honest = await uploadThroughApi(app, banner, undefined, { astro: { clientAddress: '203.0.113.99' } });
await handle.close();

const statusCounts = Object.fromEntries(
  [...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]),
);
console.log(
  JSON.stringify({
    starts,
    sameIp: flag('same-ip'),
    statusCounts,
    startsMs,
    honest300KbStatus: honest.status,
    ...(honest.ok ? {} : { honestRefusal: honest.body }),
  }),
);
