/**
 * The part of the api.loteriasdominicanas.com `GET /dominicana/site-companies/{id}?date=…` response
 * that the parser reads (shape documented by Rodyd137/ScraperLoteriasDominicanas
 * `scraper/sites/loteriasdominicanas.py`@c26beaba; no raw capture exists). Unknown fields are ignored.
 *
 * ```
 * { _id, title: "Leidsa", logo: {key},
 *   siteGames: [{ title: "Quiniela Leidsa", logo: {key},
 *     game: { score_layout: [[{…}, {is_bonus: true, options: [{id, text: "4"}]}]],
 *             sessions: [{ date: "2026-06-12T04:00:00.000Z", score: [["53", "07", "63"]] }] } }] }
 * ```
 */
import { z } from 'zod';

/** A score cell or option field: strings, and numbers read as their decimal text. */
const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

const option = z.object({ id: text, text: text.nullish() });

/** One ball slot of the layout; bonus slots carry the options their score ids resolve through. */
const slot = z.object({ is_bonus: z.boolean().nullish(), options: z.array(option).nullish() });

/** A score row; a flat row of cells is accepted too (the 2018 API sent flat arrays for one-row games). */
const scoreRow = z.union([z.array(text.nullable()), text.nullable()]);

const session = z.object({
  date: z.iso.datetime({ offset: true }),
  score: z.array(scoreRow).nullish(),
});

const game = z.object({
  score_layout: z.array(z.array(slot.nullable())).nullish(),
  sessions: z.array(session).nullish(),
});

const siteGame = z.object({ title: z.string(), game: game.nullish() });

/** The site-companies response: one company and its games with their latest sessions. */
export const siteCompanySchema = z.object({
  title: z.string().min(1),
  siteGames: z.array(siteGame),
});

export type SiteCompany = z.infer<typeof siteCompanySchema>;
export type SiteGame = SiteCompany['siteGames'][number];
export type Session = NonNullable<NonNullable<SiteGame['game']>['sessions']>[number];
export type ScoreLayout = NonNullable<NonNullable<SiteGame['game']>['score_layout']>;
