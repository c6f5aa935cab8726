import { sql } from 'drizzle-orm';
import { createDb } from './db/client.ts';
const handle = await createDb(process.env.DATABASE_URL);
const r = await handle.db.execute(sql.raw(process.argv[2]!));
console.log(JSON.stringify((r as any).rows ?? r, null, 0).replace(/\},\{/g, '}\n{'));
await handle.close();
