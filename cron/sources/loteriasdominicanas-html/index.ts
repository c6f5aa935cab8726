/**
 * Source adapter for the legacy server-rendered loteriasdominicanas.com pages (`div.game-block` cards).
 */
import type { AdapterOptions, SourceAdapter, SourceRequest } from '../types.ts';
import { browserHeaders } from '../http.ts';
import { parse } from './parse.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LATEST_RESULTS_PATH = '/pagina/ultimos-resultados';

/**
 * The `?date=` value a page takes for `date` ("YYYY-MM-DD"): `/pagina/ultimos-resultados` takes the ISO
 * date as is; `/` and the operator pages (`/leidsa`, `/loteka`, ...) take "DD-MM-YYYY".
 * @throws Error when `date` is not "YYYY-MM-DD".
 */
function dateParameter(pathname: string, date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`loteriasdominicanas-html: options.date must be YYYY-MM-DD, got "${date}"`);
  if (pathname.replace(/\/+$/, '') === LATEST_RESULTS_PATH) return date;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/**
 * Builds the GET request for a loteriasdominicanas.com page `url` (absolute). With `options.date`
 * ("YYYY-MM-DD") it sets `?date=` in the format that page takes (see `dateParameter`); without it the
 * page shows the latest results. Headers: a desktop browser User-Agent and `Accept-Language: es-DO`.
 */
function request(url: string, options: AdapterOptions): SourceRequest {
  const target = new URL(url);
  if (options.date) target.searchParams.set('date', dateParameter(target.pathname, options.date));
  return {
    url: target.toString(),
    headers: browserHeaders('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'),
  };
}

/** The `loteriasdominicanas-html` adapter: `request` above, `parse` from `./parse.ts`. */
export const adapter: SourceAdapter = {
  id: 'loteriasdominicanas-html',
  request,
  parse,
};
