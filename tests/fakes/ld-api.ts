/**
 * A fake api.loteriasdominicanas.com on loopback that answers `GET /dominicana/site-companies/{companyId}?date=…`
 * for any date, in the shape of the real answers of `tests/fixtures/loteriasdominicanas-api/` (Leidsa, Anguila,
 * Americanas). For the asked date each game answers, as the real API does, its latest session on or before it: the
 * newest day on or before `date` its catalogue schedule draws on (`draw-days.ts`), then the draw day before that
 * (the API repeats older sessions). Each session's score is one of the game's real rows of the fixture, picked by
 * the date (deterministic), so every answer keeps the real shapes and numbers. Before `historyStart` a game has no
 * session at all (sessions `[]`, no `lastSession`), like a date older than the source's history.
 * `corrupt` makes one game's session of one date break its number rules; `failNext` answers the next requests with
 * a status (429 with `Retry-After`, 503). Every request is recorded.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPANY_IDS } from '../../cron/sources/loteriasdominicanas-api/companies.ts';
import { matchSourceTitle, type Game } from '../../src/lib/catalogue/index.ts';
import { addDays } from '../../src/lib/dates.ts';
import { notHeldOn } from '../../src/lib/draw-days.ts';

const FIXTURES = new URL('../fixtures/loteriasdominicanas-api/', import.meta.url);

/** The real bodies the fake answers from, by company id. */
const BODIES: Record<string, string> = {
  [COMPANY_IDS.leidsa]: 'site-companies-leidsa.json',
  [COMPANY_IDS.anguila]: 'site-companies-anguila.json',
  [COMPANY_IDS.americanas]: 'site-companies-americanas.json',
};

interface SiteGame {
  title: string;
  game: { sessions?: { date: string; score: string[][] }[]; lastSession?: unknown; [key: string]: unknown };
  [key: string]: unknown;
}
interface Company {
  title: string;
  siteGames: SiteGame[];
  [key: string]: unknown;
}

export interface FakeLdApiOptions {
  /** The first date any game has a session ("YYYY-MM-DD"; default 2000-01-01). */
  historyStart?: string;
}

export interface FakeLdApi {
  /** http://127.0.0.1:<port>/dominicana: the base `siteCompaniesUrl` takes. */
  base: string;
  /** Every request: the company id and the `date` query ("YYYY-MM-DD"), in order. */
  requests: { companyId: string; date: string }[];
  /** The session of the game titled `title` on `date` gets a number out of its rules ("999"). */
  corrupt(title: string, date: string): void;
  /** The next `count` requests answer `status` (with `Retry-After: retryAfter` when given). */
  failNext(count: number, status: number, retryAfter?: string): void;
  close(): Promise<void>;
}

/** A number of stable value for `text` (FNV-1a), to pick a real row per date. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Whether `game` (unmatched: every day) draws on `date`. */
const drawDay = (game: Game | undefined, date: string) => !game || notHeldOn(game, date) === null;

/** The newest draw day of `game` on or before `date`, not before `start`; null when there is none. */
function latestOnOrBefore(game: Game | undefined, date: string, start: string): string | null {
  for (let d = date; d >= start && d >= addDays(date, -14); d = addDays(d, -1)) if (drawDay(game, d)) return d;
  return null;
}

/** The answer of one company for `date`. */
function answer(company: Company, date: string, start: string, corrupted: ReadonlySet<string>): Company {
  return {
    ...company,
    siteGames: company.siteGames.map((siteGame) => {
      const catalogueGame = matchSourceTitle(company.title, siteGame.title);
      const rows = (siteGame.game.sessions ?? []).map((s) => s.score);
      const latest = latestOnOrBefore(catalogueGame, date, start);
      const previous = latest ? latestOnOrBefore(catalogueGame, addDays(latest, -1), start) : null;
      const sessions = [latest, previous].flatMap((day) => {
        if (!day) return [];
        const score = structuredClone(rows[hash(day) % rows.length] ?? [[]]);
        if (corrupted.has(`${siteGame.title}|${day}`) && score[0]) score[0][0] = '999';
        return [{ date: `${day}T04:00:00.000Z`, score }];
      });
      const game = Object.fromEntries(Object.entries(siteGame.game).filter(([key]) => key !== 'lastSession'));
      return { ...siteGame, game: { ...game, sessions } };
    }),
  };
}

/** Starts the fake on a random loopback port. */
export async function startFakeLdApi(options: FakeLdApiOptions = {}): Promise<FakeLdApi> {
  const start = options.historyStart ?? '2000-01-01';
  const companies = new Map(
    Object.entries(BODIES).map(([id, file]) => [
      id,
      JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as Company,
    ]),
  );
  const requests: FakeLdApi['requests'] = [];
  const corrupted = new Set<string>();
  const failures: { status: number; retryAfter?: string }[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/dominicana\/site-companies\/([0-9a-f]{24})$/.exec(url.pathname);
    const date = /^(\d{4}-\d{2}-\d{2})T04:00:00\.000Z$/.exec(url.searchParams.get('date') ?? '')?.[1];
    const company = match ? companies.get(match[1] ?? '') : undefined;
    requests.push({ companyId: match?.[1] ?? url.pathname, date: date ?? '' });
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (failure.retryAfter) headers['retry-after'] = failure.retryAfter;
      res.writeHead(failure.status, headers).end(JSON.stringify({ statusCode: failure.status, message: 'Busy' }));
      return;
    }
    if (!company || !date) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"message":"Not Found"}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer(company, date, start, corrupted)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/dominicana`,
    requests,
    corrupt: (title, date) => corrupted.add(`${title}|${date}`),
    failNext: (count, status, retryAfter) => {
      for (let i = 0; i < count; i += 1) failures.push(retryAfter === undefined ? { status } : { status, retryAfter });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
