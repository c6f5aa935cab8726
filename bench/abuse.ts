/**
 * Abuse spread over many IPs (issue 31 item 7, decision 079), on a fresh in-memory PGlite with a simulated clock,
 * through the services the routes call. Prints one JSON line:
 * - `clicks`: 20 IPs each posting an impression and its click every 50 ms for 10 s on one ad: clicks counted;
 * - `guesses`: N IPs each trying a wrong password on one account once a minute for 15 minutes: guesses evaluated
 *   (answered 401, i.e. the password was verified), for N = 20, 100 and 200.
 * Uses only calls that exist before and after decision 079, so the same command measures both.
 * Run from the project root: `node bench/abuse.ts`.
 */
import { createDb } from '../db/client.ts';
import { countClick, countImpression } from '../src/server/services/ad-events.ts';
import { login } from '../src/server/services/admin-auth.ts';
import { createAd } from '../src/server/services/ads.ts';
import { systemContext, type ServiceContext } from '../src/server/services/context.ts';

const handle = await createDb('memory://');
const START = Date.parse('2026-11-25T12:00:05Z');
const at = (ms: number, ip: string | null = null): ServiceContext =>
  systemContext(handle.db, new Date(START + ms), { ip });
/** Whether `work` succeeded, or the `code` of the ApiError it threw. */
const outcome = (work: Promise<unknown>): Promise<string> =>
  work.then(
    () => 'ok',
    (error: unknown) => (error as { code?: string }).code ?? 'error',
  );

async function clickFlood(): Promise<number> {
  const ad = await createAd(at(0), { name: 'Anuncio', content: '<b>Hola</b>', position: 'sidebar-top' });
  let counted = 0;
  for (let ms = 0; ms < 10_000; ms += 50) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const ip = `198.51.100.${i + 1}`;
        const token = await countImpression(at(ms, ip), ad.id).catch(() => null);
        return token ? outcome(countClick(at(ms + 1, ip), ad.id, token)) : 'no impression';
      }),
    );
    counted += answers.filter((a) => a === 'ok').length;
  }
  return counted;
}

async function guesses(ips: number, username: string): Promise<number> {
  let evaluated = 0;
  for (let minute = 0; minute < 15; minute++) {
    const answers = await Promise.all(
      Array.from({ length: ips }, (_, i) =>
        outcome(
          login(at(minute * 60_000 + i, `10.${ips}.${i >> 8}.${i & 255}`), { username, password: `g${minute}-${i}` }),
        ),
      ),
    );
    evaluated += answers.filter((a) => a === 'unauthorized').length;
  }
  return evaluated;
}

const clicks = await clickFlood();
const evaluated: Record<string, number> = {};
// One account per N (an unknown username is limited the same way), so each run starts clean.
for (const n of [20, 100, 200]) evaluated[`${n} IPs`] = await guesses(n, `cuenta-${n}`);
console.log(JSON.stringify({ clicks, guessesPer15Min: evaluated }));
await handle.close();
