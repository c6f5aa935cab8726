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
import { createSnippet, deleteSnippet, listSnippets, updateSnippet } from '../../../src/server/services/custom-code.ts';
import type { AdminEnv } from '../admin-env.ts';
import { validate } from '../errors.ts';

const keyParam = z.object({ key: lineText().max(100) });

export const adminCustomCode = new Hono<AdminEnv>()
  .get('/', async (c) => c.json(await listSnippets(c.var.ctx)))
  .post('/', validate('json', customCodeInputSchema), async (c) =>
    c.json(await createSnippet(c.var.ctx, c.req.valid('json')), 201),
  )
  .put('/:key', validate('param', keyParam), validate('json', customCodeUpdateSchema), async (c) =>
    c.json(await updateSnippet(c.var.ctx, c.req.valid('param').key, c.req.valid('json'))),
  )
  .delete('/:key', validate('param', keyParam), async (c) => {
    await deleteSnippet(c.var.ctx, c.req.valid('param').key);
    return c.json({ ok: true });
  });
