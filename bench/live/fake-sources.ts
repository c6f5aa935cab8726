/**
 * The live sources of `npm run bench:live`, in the bench's process on 127.0.0.1: api.loteriasdominicanas.com's
 * `GET /dominicana/site-companies/{companyId}?date=<ISO>` per company and data.ny.gov's `/resource/*.json`. Each
 * company answers in the real shape (tests/fixtures/loteriasdominicanas-api/) its planned games, titled by their
 * catalogue source titles, with the sessions dated on or before the asked date: the previous draw day's (so a
 * fresh site's first read learns which URL covers which game) and, from its planned times, the evening's row
 * being drawn, then complete, then corrected (bench/live/evening.ts). data.ny.gov answers an empty dataset. Every
 * request is recorded (real time, host, URL, status).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPANY_IDS, LD_COMPANIES } from '../../cron/sources/loteriasdominicanas-api/companies.ts';
import { operatorOf } from '../../src/lib/catalogue/index.ts';
import { COMPANY_OF, type PlannedDraw } from './evening.ts';

/** One request a source received. */
export interface SourceRequest {
  /** Real epoch ms. */
  at: number;
  /** The host it stands in for. */
  host: string;
  /** Path and query. */
  url: string;
  status: number;
}

export interface FakeSources {
  /** Base for LD_API_BASE. */
  ldApiBase: string;
  /** Base for NY_OPEN_DATA_BASE. */
  nyOpenDataBase: string;
  requests: SourceRequest[];
  /** Replaces the planned evening (read at each request); `shiftMs` turns real time into the evening's. */
  play(plan: readonly PlannedDraw[], shiftMs: number): void;
  close(): Promise<void>;
}

/** The row `draw` shows at the shifted instant `now`, or null before its partial row. */
function rowAt(draw: PlannedDraw, now: number): string[] | null {
  if (draw.correction && now >= draw.correction.at) return draw.correction.numbers;
  if (now >= draw.completeAt) return draw.numbers;
  return draw.partial && now >= draw.partialAt ? draw.partial : null;
}

const session = (date: string, row: readonly string[]) => ({ date: `${date}T04:00:00.000Z`, score: [row] });

/** One company's answer for the asked `date` ("YYYY-MM-DD") at the shifted instant `now`. */
function companyBody(companyId: string, plan: readonly PlannedDraw[], date: string, now: number): unknown {
  const key = Object.entries(COMPANY_IDS).find(([, id]) => id === companyId)?.[0] as keyof typeof LD_COMPANIES;
  const draws = plan.filter((d) => COMPANY_OF[d.game.operatorId] === key);
  return {
    _id: companyId,
    title: draws[0] ? (operatorOf(draws[0].game).sourceNames[0] ?? '') : LD_COMPANIES[key].name,
    siteGames: draws.map((draw) => {
      const row = rowAt(draw, now);
      const { previous } = draw;
      const sessions = [
        ...(row && draw.drawDate <= date ? [session(draw.drawDate, row)] : []),
        ...(previous && previous.drawDate <= date ? [session(previous.drawDate, previous.numbers)] : []),
      ];
      return {
        title: draw.game.sourceTitles[0],
        logo: { key: 'bench/live.png' },
        game: { score_layout: [draw.numbers.map(() => ({ is_bonus: false }))], sessions },
      };
    }),
  };
}

/** Starts the fake sources on a free loopback port. */
export async function startFakeSources(): Promise<FakeSources> {
  const requests: SourceRequest[] = [];
  const state = { plan: [] as readonly PlannedDraw[], shiftMs: 0 };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const answer = (host: string, status: number, body: unknown) => {
      requests.push({ at: Date.now(), host, url: `${url.pathname}${url.search}`, status });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const company = /^\/dominicana\/site-companies\/([0-9a-f]{24})$/.exec(url.pathname)?.[1];
    const date = /^(\d{4}-\d{2}-\d{2})T04:00:00\.000Z$/.exec(url.searchParams.get('date') ?? '')?.[1];
    if (url.pathname.startsWith('/resource/')) answer('data.ny.gov', 200, []);
    else if (!company || !date || !Object.values(COMPANY_IDS).includes(company as never))
      answer('api.loteriasdominicanas.com', 404, { statusCode: 404, message: 'Not Found' });
    else answer('api.loteriasdominicanas.com', 200, companyBody(company, state.plan, date, Date.now() + state.shiftMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ldApiBase: `${origin}/dominicana`,
    nyOpenDataBase: `${origin}/resource`,
    requests,
    play(plan, shiftMs) {
      state.plan = plan;
      state.shiftMs = shiftMs;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
