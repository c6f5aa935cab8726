/**
 * What the backfill can ask (decision 086): one page of api.loteriasdominicanas.com per company and date
 * (`GET /dominicana/site-companies/{id}?date=…`, adapter `loteriasdominicanas-api`), or, with `--source leidsa`,
 * leidsa.com's history pages per Leidsa game, reached by draw number (`leidsa.ts`, adapter `leidsa-history`).
 */
import {
  API_BASE,
  LD_COMPANIES,
  siteCompaniesUrl,
  type CompanyKey,
} from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { GAMES, gameById, operatorById } from '../../lib/catalogue/index.ts';

/** One page the backfill asks once per date. */
export interface BackfillSource {
  /** Ledger name, e.g. `ld-api:leidsa`, `leidsa:loto-leidsa`. */
  id: string;
  adapter: 'loteriasdominicanas-api' | 'leidsa-history';
  /** The page's URL without `?date=` (API), or the history page of the anchor draw (leidsa.com). */
  url: string;
  /** The catalogue games this page publishes (their schedules say which dates are worth asking). */
  gameIds: readonly string[];
  /** leidsa.com: known draws, newest first, from which the draw number of a date is estimated. */
  anchors?: readonly Anchor[];
}

/** A known draw of leidsa.com: its number and Santo Domingo date ("YYYY-MM-DD"). */
export interface Anchor {
  drawNo: number;
  date: string;
}

/** The backfill source kinds `--source` names. */
export const SOURCE_KINDS = ['ld-api', 'leidsa'] as const;

/**
 * The catalogue operators each API company publishes. The New York and Florida companies list US draw games the
 * catalogue keeps under Americanas (Take 5, New York Lotto, Millionaire for Life, Florida Lotto, Fantasy 5, the
 * picks): not asked yet, as no capture of their answers exists to build a fake from (decision 086).
 */
const COMPANY_OPERATORS: Readonly<Record<CompanyKey, readonly string[]>> = {
  leidsa: ['leidsa'],
  loteriaNacional: ['loteria-nacional'],
  loteriaReal: ['loteria-real'],
  loteka: ['loteka'],
  americanas: ['americanas'],
  newYork: [],
  florida: [],
  laPrimera: ['la-primera'],
  laSuerte: ['la-suerte'],
  loteDom: ['lotedom'],
  anguila: ['anguila'],
  kingLottery: ['king-lottery'],
  haitiBolet: ['haiti-bolet'],
};

/** The sourced catalogue games of `operatorIds`. */
const gamesOfOperators = (operatorIds: readonly string[]) =>
  GAMES.filter((g) => !g.unsourced && operatorIds.includes(g.operatorId)).map((g) => g.id);

/** The API source of `company` at `base` (default the public API). */
export function ldApiSource(company: CompanyKey, base: string = API_BASE): BackfillSource {
  return {
    id: `ld-api:${company}`,
    adapter: 'loteriasdominicanas-api',
    url: siteCompaniesUrl(company, base),
    gameIds: gamesOfOperators(COMPANY_OPERATORS[company]),
  };
}

/** Every API source at `base` that publishes a catalogue game. */
export const ldApiSources = (base: string = API_BASE): BackfillSource[] =>
  (Object.keys(LD_COMPANIES) as CompanyKey[]).map((key) => ldApiSource(key, base)).filter((s) => s.gameIds.length > 0);

/**
 * The API sources behind the site's scrapers: each `loteriasdominicanas-api` scraper URL names a company
 * (`…/site-companies/{id}`), asked at that URL (a local fake in tests and e2e).
 */
export function sourcesFromScraperUrls(urls: readonly string[]): BackfillSource[] {
  const byId = new Map<string, CompanyKey>(Object.entries(LD_COMPANIES).map(([key, c]) => [c.id, key as CompanyKey]));
  return urls.flatMap((url) => {
    const match = /^(.*)\/site-companies\/([0-9a-f]{24})$/.exec(url.split('?')[0] ?? '');
    const company = match ? byId.get(match[2] ?? '') : undefined;
    if (!match || !company) return [];
    const source = ldApiSource(company, match[1]);
    return source.gameIds.length > 0 ? [source] : [];
  });
}

/**
 * The games `--games` names: each entry a game id or an operator id (all its sourced games).
 * @returns the game ids, or the entries the catalogue does not know.
 */
export function resolveGames(entries: readonly string[]): { gameIds: string[] } | { unknown: string[] } {
  const unknown = entries.filter((e) => !gameById(e) && !operatorById(e));
  if (unknown.length > 0) return { unknown };
  const ids = entries.flatMap((e) => (gameById(e) ? [e] : gamesOfOperators([e])));
  return { gameIds: [...new Set(ids)] };
}

/** `sources` cut to the games of `gameIds` (a source with none of them is left out). */
export const sourcesFor = (sources: readonly BackfillSource[], gameIds: readonly string[]): BackfillSource[] =>
  sources.flatMap((s) => {
    const kept = s.gameIds.filter((id) => gameIds.includes(id));
    return kept.length > 0 ? [{ ...s, gameIds: kept }] : [];
  });
