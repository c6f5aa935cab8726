/**
 * Source adapter for the JSON API behind the loteriasdominicanas.com Nuxt SPA (from 2026-06-12).
 */
import type { AdapterOptions, SourceAdapter, SourceRequest } from '../types.ts';
import { dominicanDate } from '../../../src/lib/dates.ts';
import { browserHeaders } from '../http.ts';
import { parse } from './parse.ts';

/** The API is CORS-enforced (Rodyd137 scraper docstring): requests carry the site's Origin. */
const ORIGIN = 'https://loteriasdominicanas.com';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The `date` query value for a calendar date "YYYY-MM-DD": midnight America/Santo_Domingo in UTC,
 * "YYYY-MM-DDT04:00:00.000Z" (Santo Domingo is UTC-4 all year, no daylight saving time).
 * @throws Error when `date` is not "YYYY-MM-DD".
 */
function apiDate(date: string): string {
  if (!ISO_DATE.test(date)) throw new Error(`loteriasdominicanas-api: options.date must be YYYY-MM-DD, got "${date}"`);
  return `${date}T04:00:00.000Z`;
}

/**
 * Builds the GET request for one company's site-companies URL
 * (`https://api.loteriasdominicanas.com/dominicana/site-companies/{companyId}`, see `companies.ts`):
 * appends `?date=YYYY-MM-DDT04:00:00.000Z` for `options.date`, or for today in America/Santo_Domingo,
 * replacing any `date` already in the URL, and sends `Origin: https://loteriasdominicanas.com`.
 */
function request(url: string, options: AdapterOptions): SourceRequest {
  const target = new URL(url);
  target.searchParams.delete('date');
  target.hash = '';
  const date = apiDate(options.date ?? dominicanDate(new Date()));
  const separator = target.search ? '&' : '?';
  return {
    url: `${target.toString()}${separator}date=${date}`,
    headers: browserHeaders('application/json, text/plain, */*', { Origin: ORIGIN, Referer: `${ORIGIN}/` }),
  };
}

/** The `loteriasdominicanas-api` adapter: `request` above, `parse` from `./parse.ts`. */
export const adapter: SourceAdapter = {
  id: 'loteriasdominicanas-api',
  request,
  parse,
};
