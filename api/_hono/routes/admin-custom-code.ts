/**
 * /api/admin/settings (spec: admin calls for custom code), behind the admin guard of routes/admin.ts:
 * `GET /` → the snippets; `POST /` (key, value, category, description) → 201 the snippet; `PUT /:key` →
 * the snippet (the key itself never changes); `DELETE /:key` → `{ ok: true }`. Each write is logged and drops
 * the cached pages that carry the snippets.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { customCodeInputSchema, customCodeUpdateSchema } from '../../../src/lib/schemas/custom-code.ts';
import { lineText } from '../../../src/lib/schemas/text.ts';
import { invalidateCustomCode } from '../../../src/server/cache.ts';
import { createSnippet, deleteSnippet, listSnippets, updateSnippet } from '../../../src/server/services/custom-code.ts';
import { actingAdmin, type AdminEnv } from '../admin-env.ts';
import { validate } from '../errors.ts';
import { astroOf } from '../env.ts';

const keyParam = z.object({ key: lineText().max(100) });

export const adminCustomCode = new Hono<AdminEnv>()
  .get('/', async (c) => c.json(await listSnippets(actingAdmin(c))))
  .post('/', validate('json', customCodeInputSchema), async (c) => {
    const code = await createSnippet(actingAdmin(c), c.req.valid('json'));
    await invalidateCustomCode(astroOf(c)?.cache);
    return c.json(code, 201);
  })
  .put('/:key', validate('param', keyParam), validate('json', customCodeUpdateSchema), async (c) => {
    const code = await updateSnippet(actingAdmin(c), c.req.valid('param').key, c.req.valid('json'));
    await invalidateCustomCode(astroOf(c)?.cache);
    return c.json(code);
  })
  .delete('/:key', validate('param', keyParam), async (c) => {
    await deleteSnippet(actingAdmin(c), c.req.valid('param').key);
    await invalidateCustomCode(astroOf(c)?.cache);
    return c.json({ ok: true });
  });
