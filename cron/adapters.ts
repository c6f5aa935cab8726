/** The registry of source adapters, keyed by the id a scraper's `config.adapter` names. */
import { adapter as ldHtml } from './sources/loteriasdominicanas-html/index.ts';
import { adapter as ldApi } from './sources/loteriasdominicanas-api/index.ts';
import { adapter as ldFeed } from './sources/loteriasdominicanas-feed/index.ts';
import { adapter as leidsa, historyAdapter as leidsaHistory } from './sources/leidsa/index.ts';
import { adapter as nyOpenData } from './sources/ny-open-data/index.ts';
import type { AdapterId, ParseContext, ParsedDraw, SourceAdapter } from './sources/types.ts';
import { ADAPTER_IDS, SourceFormatError } from './sources/types.ts';

const adapters: Record<AdapterId, SourceAdapter> = {
  'loteriasdominicanas-html': ldHtml,
  'loteriasdominicanas-api': ldApi,
  'loteriasdominicanas-feed': ldFeed,
  'ny-open-data': nyOpenData,
  leidsa,
  'leidsa-history': leidsaHistory,
};

/**
 * Largest body a parser is given, in characters (UTF-16 code units). Real pages are at most about 300 KB
 * (leidsa.com home and history pages); anything much larger is an error page gone wrong or an attack.
 */
export const MAX_BODY_CHARS = 2_000_000;

const isAdapterId = (id: string): id is AdapterId => (ADAPTER_IDS as readonly string[]).includes(id);

/**
 * The adapter called `id`.
 * @throws Error naming the known adapters when `id` is not one of them.
 */
export function adapterFor(id: string): SourceAdapter {
  if (!isAdapterId(id)) throw new Error(`Adaptador desconocido "${id}"; conocidos: ${ADAPTER_IDS.join(', ')}`);
  return adapters[id];
}

/**
 * Parses one page body with adapter `id`, refusing oversized bodies before any parsing.
 * @throws SourceFormatError for a body over {@link MAX_BODY_CHARS}; whatever the adapter's parser throws
 *   (SourceBlockedError, SourceFormatError); Error for an unknown adapter id.
 */
export function parsePage(id: string, body: string, context: ParseContext): ParsedDraw[] {
  const adapter = adapterFor(id);
  if (body.length > MAX_BODY_CHARS) {
    throw new SourceFormatError(`respuesta demasiado grande: ${body.length} caracteres (máximo ${MAX_BODY_CHARS})`);
  }
  return adapter.parse(body, context);
}
