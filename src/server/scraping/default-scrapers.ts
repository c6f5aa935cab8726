/**
 * The scrapers created at first start: one per source page. The loteriasdominicanas.com JSON API is
 * asked per company; the legacy HTML page is kept (disabled) for re-importing saved captures; the three
 * data.ny.gov datasets are the official source of the American jackpot games and New York Numbers / Win 4;
 * leidsa.com is Leidsa's official page (disabled until cross-checked).
 */
import type { NewScraper } from '../../../db/queries/scrapers.ts';
import {
  API_BASE,
  LD_COMPANIES,
  siteCompaniesUrl,
  type CompanyKey,
} from '../../../cron/sources/loteriasdominicanas-api/companies.ts';
import { LEIDSA_HOME } from '../../../cron/sources/leidsa/index.ts';
import { NUMBERS_WIN_4_ID } from '../../../cron/sources/ny-open-data/numbers-win4.ts';
import {
  CASH_4_LIFE,
  datasetUrl,
  MEGA_MILLIONS,
  POWERBALL,
  RESOURCE_BASE,
  type NyDataset,
} from '../../../cron/sources/ny-open-data/datasets.ts';

const FIVE_MINUTES = 300;
const ONE_HOUR = 3600;

/** Base URLs of the live sources; the public ones unless configured otherwise (local fakes in tests). */
export interface SourceBases {
  ldApiBase: string;
  nyOpenDataBase: string;
}

const PUBLIC_SOURCES: SourceBases = { ldApiBase: API_BASE, nyOpenDataBase: RESOURCE_BASE };

/** The default scrapers, with URLs under the public sources or the `overrides` given. */
export function defaultScrapers(overrides: Partial<SourceBases> = {}): NewScraper[] {
  const bases: SourceBases = {
    ldApiBase: overrides.ldApiBase ?? PUBLIC_SOURCES.ldApiBase,
    nyOpenDataBase: overrides.nyOpenDataBase ?? PUBLIC_SOURCES.nyOpenDataBase,
  };
  const nyDataset = (dataset: NyDataset, enabled = true): NewScraper => ({
    name: `data.ny.gov ${dataset.title}`,
    url: datasetUrl(dataset, bases.nyOpenDataBase),
    enabled,
    frequency: ONE_HOUR,
    config: { adapter: 'ny-open-data' },
  });
  return [
    ...(Object.keys(LD_COMPANIES) as CompanyKey[]).map((key) => ({
      name: `Loterías Dominicanas ${LD_COMPANIES[key].name}`,
      url: siteCompaniesUrl(key, bases.ldApiBase),
      frequency: FIVE_MINUTES,
      config: { adapter: 'loteriasdominicanas-api' },
    })),
    {
      name: 'Loterías Dominicanas (HTML hasta 2026-06-12)',
      url: 'https://loteriasdominicanas.com/pagina/ultimos-resultados',
      enabled: false,
      frequency: FIVE_MINUTES,
      config: { adapter: 'loteriasdominicanas-html' },
    },
    nyDataset(POWERBALL),
    nyDataset(MEGA_MILLIONS),
    nyDataset(CASH_4_LIFE, false),
    {
      name: 'data.ny.gov Numbers / Win 4',
      url: `${bases.nyOpenDataBase}/${NUMBERS_WIN_4_ID}.json`,
      frequency: ONE_HOUR,
      config: { adapter: 'ny-open-data' },
    },
    // The official second source for Leidsa; enabled by an admin once its cross-check with the API is in place.
    {
      name: 'Leidsa (sitio oficial)',
      url: LEIDSA_HOME,
      enabled: false,
      frequency: FIVE_MINUTES,
      config: { adapter: 'leidsa' },
    },
  ];
}
