/** The registry of source adapters, keyed by the id a scraper's `config.adapter` names. */
import { adapter as ldHtml } from './sources/loteriasdominicanas-html/index.ts';
import { adapter as ldApi } from './sources/loteriasdominicanas-api/index.ts';
import { adapter as nyOpenData } from './sources/ny-open-data/index.ts';
import type { AdapterId, SourceAdapter } from './sources/types.ts';
import { ADAPTER_IDS } from './sources/types.ts';

const adapters: Record<AdapterId, SourceAdapter> = {
  'loteriasdominicanas-html': ldHtml,
  'loteriasdominicanas-api': ldApi,
  'ny-open-data': nyOpenData,
};

export const isAdapterId = (id: string): id is AdapterId => (ADAPTER_IDS as readonly string[]).includes(id);

/**
 * The adapter called `id`.
 * @throws Error naming the known adapters when `id` is not one of them.
 */
export function adapterFor(id: string): SourceAdapter {
  if (!isAdapterId(id)) throw new Error(`Adaptador desconocido "${id}"; conocidos: ${ADAPTER_IDS.join(', ')}`);
  return adapters[id];
}
