/**
 * A local stand-in for the live sources, for the live-scrape spec: the loteriasdominicanas.com API answers
 * Leidsa's site-companies request with the constructed fixture of 2026-10-09 (real numbers, newer than the
 * bundled history); every other source answers 503, like a source that is down. Under /staged, the same request answers the fixture plus
 * today's Quiniela Leidsa draw (Santo Domingo date) in the stage `POST /stage/<stage>` set last: `none`
 * (not drawn yet, the start), `in-progress` (a cell still empty) or `complete`; /staged-feed.json is a daily feed
 * that reports that draw with another number. Under /shifted/<days>, the same request answers the fixture with every
 * draw date moved `days` days later (whole weeks keep each draw on its weekday): new draws of the same games, the
 * same work to store (the bench's scrape under load and quiet, bench/run.ts). Under /recent, Anguila's request answers
 * the real Anguila fixture with each game's session dated the last day its draw time (read from its title) has passed
 * in Santo Domingo: draws stored minutes or hours after they were drawn (the time to result). Listens on
 * 127.0.0.1:$FAKE_SOURCES_PORT.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { COMPANY_IDS } from '../../cron/sources/loteriasdominicanas-api/companies.ts';
import { addDays, dominicanDate, SANTO_DOMINGO_TIME_ZONE, zonedMoment } from '../../src/lib/dates.ts';

const leidsa = readFileSync(
  'tests/fixtures/loteriasdominicanas-api/site-companies-leidsa-2026-10-09.constructed.json',
  'utf8',
);
const anguila = readFileSync('tests/fixtures/loteriasdominicanas-api/site-companies-anguila.json', 'utf8');
const port = Number(process.env.FAKE_SOURCES_PORT ?? 4413);
const SITE_COMPANIES = `/dominicana/site-companies/${COMPANY_IDS.leidsa}`;
const RECENT_ANGUILA = `/recent/dominicana/site-companies/${COMPANY_IDS.anguila}`;
/** Today's Quiniela Leidsa as the API shows it in each stage: while being drawn, then drawn. */
const STAGES: Record<string, string[] | null> = {
  none: null,
  'in-progress': ['05', '75', ''],
  complete: ['05', '75', '59'],
};
let stage = 'none';

/** The fixture with today's Quiniela Leidsa session of the current stage first. */
function staged(): string {
  const score = STAGES[stage];
  if (!score) return leidsa;
  const body = JSON.parse(leidsa) as { siteGames: { title: string; game: { sessions: unknown[] } }[] };
  const quiniela = body.siteGames.find((g) => g.title === 'Quiniela Leidsa');
  quiniela?.game.sessions.unshift({ date: `${dominicanDate(new Date())}T04:00:00.000Z`, score: [score] });
  return JSON.stringify(body);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fixture with every session date moved `days` days later. */
function shifted(days: number): string {
  const body = JSON.parse(leidsa) as { siteGames: { game: { sessions: { date: string }[] } }[] };
  for (const { game } of body.siteGames)
    for (const session of game.sessions)
      session.date = new Date(Date.parse(session.date) + days * DAY_MS).toISOString();
  return JSON.stringify(body);
}

/** "HH:MM" (24 h) of a title's "8:00  AM" / "10:00 PM". @throws Error for a title without a time */
function titleTime(title: string): string {
  const match = /(\d{1,2}):(\d{2})\s+(AM|PM)/.exec(title);
  if (!match) throw new Error(`no time in "${title}"`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** The Anguila fixture with each game's session dated today when its time has passed in Santo Domingo, else yesterday. */
function recentAnguila(): string {
  const body = JSON.parse(anguila) as { siteGames: { title: string; game: { sessions: { date: string }[] } }[] };
  const now = zonedMoment(new Date(), SANTO_DOMINGO_TIME_ZONE);
  for (const { title, game } of body.siteGames) {
    const date = titleTime(title) <= now.time ? now.date : addDays(now.date, -1);
    for (const session of game.sessions) session.date = `${date}T04:00:00.000Z`;
  }
  return JSON.stringify(body);
}

/** A daily feed (loteriasdominicanas-feed) that reports today's Quiniela Leidsa as 05 75 58: a second source disagreeing. */
const otherFeed = () =>
  JSON.stringify({
    source: 'https://loteriasdominicanas.com',
    draws: [
      {
        provider: 'Leidsa',
        game: 'Quiniela',
        edition: null,
        date: dominicanDate(new Date()),
        numbers: ['05', '75', '58'],
        provider_id: 'leidsa',
        game_id: 'quiniela',
      },
    ],
  });

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://fake').pathname;
  if (path === '/health') return void response.end('ok');
  const next = path.startsWith('/stage/') ? path.slice('/stage/'.length) : undefined;
  if (request.method === 'POST' && next && next in STAGES) {
    stage = next;
    return void response.end(stage);
  }
  if (path === '/staged-feed.json') {
    response.writeHead(200, { 'content-type': 'application/json' });
    return void response.end(otherFeed());
  }
  const shift = /^\/shifted\/(\d+)(\/.*)$/.exec(path);
  if (shift?.[2] === SITE_COMPANIES) {
    response.writeHead(200, { 'content-type': 'application/json' });
    return void response.end(shifted(Number(shift[1])));
  }
  if (path === RECENT_ANGUILA) {
    response.writeHead(200, { 'content-type': 'application/json' });
    return void response.end(recentAnguila());
  }
  if (path === SITE_COMPANIES || path === `/staged${SITE_COMPANIES}`) {
    response.writeHead(200, { 'content-type': 'application/json' });
    return void response.end(path === SITE_COMPANIES ? leidsa : staged());
  }
  response.writeHead(503, 'Service Unavailable');
  response.end('Service Unavailable');
}).listen(port, '127.0.0.1');
