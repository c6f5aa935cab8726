/**
 * `npm start` (after `astro build`): serves the built site and /api from one Node process on
 * http://$HOST:$PORT (default localhost:4321), opens the embedded database (first start imports the
 * bundled snapshot), and runs the local scheduler: every 60 s it calls /api/cron/scrape like Vercel Cron.
 */
import { randomBytes } from 'node:crypto';

const SCHEDULER_TICK_MS = 60_000;

process.env.CRON_SECRET ??= randomBytes(24).toString('hex');
process.env.PORT ??= '4321';
process.env.HOST ??= 'localhost';
const origin = `http://${process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST}:${process.env.PORT}`;

async function tick(): Promise<void> {
  try {
    const response = await fetch(`${origin}/api/cron/scrape`, { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
    const report = (await response.json()) as { ran?: { scraper: string; status: string; created: number; error: string | null }[] };
    for (const run of report.ran ?? []) {
      console.log(`[scheduler] ${run.scraper}: ${run.status}${run.error ? ` (${run.error})` : `, ${run.created} nuevos`}`);
    }
  } catch (error) {
    console.error('[scheduler]', error instanceof Error ? error.message : error);
  }
}

await import(new URL('../dist/server/entry.mjs', import.meta.url).href);
const health = await fetch(`${origin}/api/health`);
console.log(`Gana Más en ${origin} (base de datos: ${((await health.json()) as { driver?: string }).driver ?? 'error'})`);
if ((process.env.SCHEDULER ?? 'local') === 'local') {
  void tick();
  setInterval(() => void tick(), SCHEDULER_TICK_MS).unref();
}
