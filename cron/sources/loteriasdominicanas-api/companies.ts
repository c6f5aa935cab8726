/**
 * Company ids of api.loteriasdominicanas.com (the Nuxt SPA era, from 2026-06-12).
 *
 * Source: the `COMPANIES` list in Rodyd137/ScraperLoteriasDominicanas
 * `scraper/sites/loteriasdominicanas.py` at commit c26beabafa57eeed2d4e0aea722769b627a2a813
 * (2026-06-13), which fetches `GET /dominicana/site-companies/{id}` for each of them. A public
 * userscript that reads the same API (`LOTDOM_IDS`, search index file 71282109316, repository not
 * resolved) uses the same ids for Leidsa, Nacional, Real, Loteka, Florida, New York, La Primera,
 * La Suerte, LoteDom, Anguila and King Lottery. `id` is the company's MongoDB ObjectId; `name` is the
 * scraper's display name for it (the API's own company `title` may be spelled differently); keys are ours.
 */
export const LD_COMPANIES = {
  leidsa: { id: '6966a6d1ea7015c3b8a3d44a', name: 'Leidsa' },
  loteriaNacional: { id: '6966a6d1ea7015c3b8a3d479', name: 'Lotería Nacional' },
  loteriaReal: { id: '6966a6d2ea7015c3b8a3d4a5', name: 'Lotería Real' },
  loteka: { id: '6966a6d2ea7015c3b8a3d4d4', name: 'Loteka' },
  americanas: { id: '6966a6d2ea7015c3b8a3d4fa', name: 'Americanas' },
  newYork: { id: '6966a6d2ea7015c3b8a3d52f', name: 'New York' },
  florida: { id: '6966a6d2ea7015c3b8a3d564', name: 'Florida' },
  laPrimera: { id: '6966a6d2ea7015c3b8a3d5bd', name: 'La Primera' },
  laSuerte: { id: '6966a6d3ea7015c3b8a3d5e0', name: 'La Suerte Dominicana' },
  loteDom: { id: '6966a6d3ea7015c3b8a3d5f1', name: 'LoteDom' },
  anguila: { id: '6966a6d3ea7015c3b8a3d60e', name: 'Anguila' },
  kingLottery: { id: '6966a6d3ea7015c3b8a3d643', name: 'King Lottery' },
  // Listed by the API since about 2026-08-05 (API-NOTES.md of the project's real fixtures; decision 085).
  haitiBolet: { id: '6a4e8a2607d516b9c50a6cea', name: 'Haiti Bolet' },
} as const satisfies Record<string, { id: string; name: string }>;

export type CompanyKey = keyof typeof LD_COMPANIES;

/** Just the ids of `LD_COMPANIES`, by the same keys. */
export const COMPANY_IDS = Object.fromEntries(
  Object.entries(LD_COMPANIES).map(([key, company]) => [key, company.id]),
) as { readonly [K in CompanyKey]: (typeof LD_COMPANIES)[K]['id'] };

/** Base of the JSON API the SPA hydrates from. */
export const API_BASE = 'https://api.loteriasdominicanas.com/dominicana';

/**
 * The site-companies URL of one company, without `?date=`, e.g.
 * `https://api.loteriasdominicanas.com/dominicana/site-companies/6966a6d1ea7015c3b8a3d44a` for Leidsa.
 * This is the URL a scraper's config gives the `loteriasdominicanas-api` adapter. `base` replaces the API's
 * base URL (a local fake in tests).
 */
export function siteCompaniesUrl(company: CompanyKey, base: string = API_BASE): string {
  return `${base}/site-companies/${COMPANY_IDS[company]}`;
}
