import { sql } from 'drizzle-orm';
import { createDb } from './db/client.ts';
import { systemContext } from './src/server/services/context.ts';
import { coverageOfGame } from './src/server/services/coverage.ts';
import { coveragePercent } from './src/lib/coverage.ts';
const NEW = process.argv.slice(2);
const handle = await createDb(process.env.DATABASE_URL);
const total = await handle.db.execute(sql`select count(*)::int as n from draws`);
console.log('total', JSON.stringify((total as any).rows ?? total));
const review = await handle.db.execute(sql`select count(*)::int as n from draws where under_review`);
console.log('under review', JSON.stringify((review as any).rows ?? review));
for (const id of NEW) {
  const r = await handle.db.execute(sql`select count(*)::int as n, min(draw_date) as a, max(draw_date) as b from draws where game_id = ${id}`);
  const row = ((r as any).rows ?? r)[0];
  const end = row.b ? new Date(`${row.b}T12:00:00-04:00`) : new Date();
  const ctx = { ...systemContext(handle.db), now: new Date(end.getTime() + 86400000) };
  const c = await coverageOfGame(ctx, id);
  console.log([id, row.n, row.a, row.b, `${c.stored}/${c.scheduled}`, `${coveragePercent(c)}%`, `now=${ctx.now.toISOString().slice(0,10)}`].join('\t'));
}
await handle.close();
