/**
 * What the home grid reads: the nine dominicana operator paths of the spec plus the Loteka call,
 * fetched in parallel and merged. Browser-safe; the server imports the path list to render the same data.
 */
import { getList } from '../lib/query.ts';
import type { GameScore, LotekaResult, LotteryResult } from '../lib/results.ts';
import { dominicanaPath, LOTEKA_PATH } from './api-paths.ts';

/** Operator paths the home page asks /api/lottery/dominicana for (spec section 7). */
export const HOME_SOURCE_PATHS = [
  '/loteria-nacional', '/leidsa', '/loto-real', '/americanas', '/la-primera', '/la-suerte-dominicana', '/lotedom', '/king-lottery', '/anguila',
] as const;

/** The fields a home card needs from a dominicana or Loteka result (matching plus display). */
export interface CardResult {
  name: string;
  nro?: string;
  company: string;
  date: string;
  gameScores: GameScore[];
}

/** Keeps only the card fields (smaller island props). */
export const toCardResult = (r: LotteryResult | LotekaResult): CardResult => ({
  name: r.name, ...('nro' in r ? { nro: r.nro } : {}), company: r.company, date: r.date, gameScores: r.gameScores,
});

/**
 * The ten calls in parallel, merged (dominicana first, then Loteka). A failed call counts as an empty
 * list; when every call fails the whole refresh fails, so the grid keeps its last data.
 */
export async function fetchHomeResults(signal?: AbortSignal): Promise<CardResult[]> {
  const calls = [
    ...HOME_SOURCE_PATHS.map((path) => getList<LotteryResult>(dominicanaPath(path), { signal })),
    getList<LotekaResult>(LOTEKA_PATH, { signal }),
  ];
  const settled = await Promise.allSettled(calls);
  const failed = settled.filter((s) => s.status === 'rejected');
  failed.forEach((s) => console.warn('No se pudo cargar una lista de resultados', s.reason));
  if (failed.length === settled.length) throw new Error('Failed to fetch lottery results');
  return settled.flatMap((s) => (s.status === 'fulfilled' ? s.value.map(toCardResult) : []));
}
