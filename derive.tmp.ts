import { createDb } from './db/client.ts';
import { systemContext } from './src/server/services/context.ts';
import { storeDerivedDraws } from './src/server/services/derived-draws.ts';
import { countDraws } from './db/queries/draws.ts';
const h = await createDb(process.env.DATABASE_URL);
console.log('derived', await storeDerivedDraws(systemContext(h.db)), 'total', await countDraws(h.db));
await h.close();
