/**
 * Custom code snippets: the admin's writes (each logged in the same transaction as create_setting,
 * update_setting or delete_setting) and the active snippets of the public pages' head, with what the page
 * CSP must allow for them. Each write, once committed, drops the cached pages carrying the snippets (`ctx.cache`).
 */
import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio/slim';
import {
  activeCustomCodes,
  customCodeByKey,
  deleteCustomCodeRow,
  insertCustomCode,
  listCustomCodes,
  updateCustomCodeRow,
} from '../../../db/queries/custom-codes.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import type { CustomCodeRow, NewCustomCode } from '../../../db/schema/index.ts';
import type { CustomCodeInput, CustomCodeUpdate } from '../../lib/schemas/custom-code.ts';
import { invalidateCustomCode } from '../cache.ts';
import { ApiError } from '../errors.ts';
import { afterCommit, inTransaction, type ServiceContext } from './context.ts';

const notFound = () => new ApiError('not_found', 'Código personalizado no encontrado.');

async function logWrite(ctx: ServiceContext, action: string, code: CustomCodeRow): Promise<void> {
  if (!ctx.actor) return;
  await insertLog(ctx.db, {
    userId: ctx.actor.id,
    action,
    details: `${code.key} (${code.category})`,
    ipAddress: ctx.ip,
    createdAt: ctx.now,
  });
}

/** Every snippet (active or not), by key. */
export const listSnippets = (ctx: ServiceContext): Promise<CustomCodeRow[]> => listCustomCodes(ctx.db);

/** Adds a snippet (active unless told). @throws ApiError `conflict` with a `key` issue when the identifier is taken */
export function createSnippet(ctx: ServiceContext, input: CustomCodeInput): Promise<CustomCodeRow> {
  return afterCommit(
    inTransaction(ctx, async (tx) => {
      if (await customCodeByKey(tx.db, input.key)) {
        throw new ApiError('conflict', `Ya existe un código con el identificador "${input.key}".`, {
          issues: [{ path: ['key'], message: 'Este identificador ya está en uso.' }],
        });
      }
      const code = await insertCustomCode(tx.db, {
        ...input,
        description: input.description || null,
        active: input.active ?? true,
        createdAt: tx.now,
        updatedAt: tx.now,
      });
      await logWrite(tx, 'create_setting', code);
      return code;
    }),
    () => invalidateCustomCode(ctx.cache),
  );
}

/** Changes snippet `key` (the identifier itself never changes). @throws ApiError `not_found` */
export function updateSnippet(ctx: ServiceContext, key: string, input: CustomCodeUpdate): Promise<CustomCodeRow> {
  return afterCommit(
    inTransaction(ctx, async (tx) => {
      const { description, ...fields } = input;
      const changes: Partial<NewCustomCode> = { ...fields, updatedAt: tx.now };
      if (description !== undefined) changes.description = description || null;
      const code = await updateCustomCodeRow(tx.db, key, changes);
      if (!code) throw notFound();
      await logWrite(tx, 'update_setting', code);
      return code;
    }),
    () => invalidateCustomCode(ctx.cache),
  );
}

/** Deletes snippet `key` and returns it. @throws ApiError `not_found` */
export function deleteSnippet(ctx: ServiceContext, key: string): Promise<CustomCodeRow> {
  return afterCommit(
    inTransaction(ctx, async (tx) => {
      const code = await deleteCustomCodeRow(tx.db, key);
      if (!code) throw notFound();
      await logWrite(tx, 'delete_setting', code);
      return code;
    }),
    () => invalidateCustomCode(ctx.cache),
  );
}

/** The head HTML of the active snippets and what the page CSP needs to let their scripts run. */
export interface HeadSnippets {
  /** The snippets' HTML, in key order. */
  html: string;
  /** `sha256-…` hashes of their inline scripts. */
  scriptHashes: `sha256-${string}`[];
  /** Origins (`https://host`) their external scripts load from. */
  scriptOrigins: string[];
}

/** The CSP needs of `html`: hashes of inline `<script>` bodies, origins of `<script src>` (https only). */
function cspNeeds(html: string): Omit<HeadSnippets, 'html'> {
  const $ = cheerio.load(html, null, false);
  const scriptHashes: `sha256-${string}`[] = [];
  const scriptOrigins = new Set<string>();
  $('script').each((_, element) => {
    const src = $(element).attr('src');
    if (src) {
      const url = URL.parse(src);
      if (url?.protocol === 'https:') scriptOrigins.add(url.origin);
      return;
    }
    const body = $(element).html() ?? '';
    scriptHashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  });
  return { scriptHashes, scriptOrigins: [...scriptOrigins] };
}

/** The active snippets for the head of a public page. */
export async function headSnippets(ctx: ServiceContext): Promise<HeadSnippets> {
  const html = (await activeCustomCodes(ctx.db)).map((code) => code.value).join('\n');
  return { html, ...cspNeeds(html) };
}
