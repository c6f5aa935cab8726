/**
 * A local stand-in for the live sources, for the live-scrape spec: the loteriasdominicanas.com API answers
 * Leidsa's site-companies request with the constructed fixture (real numbers of 2026-08-21); every other
 * source answers 503, like a source that is down. Listens on 127.0.0.1:$FAKE_SOURCES_PORT.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { COMPANY_IDS } from '../../cron/sources/loteriasdominicanas-api/companies.ts';

const leidsa = readFileSync('tests/fixtures/loteriasdominicanas-api/site-companies-leidsa.json');
const port = Number(process.env.FAKE_SOURCES_PORT ?? 4413);

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://fake').pathname;
  if (path === '/health') return void response.end('ok');
  if (path === `/dominicana/site-companies/${COMPANY_IDS.leidsa}`) {
    response.writeHead(200, { 'content-type': 'application/json' });
    return void response.end(leidsa);
  }
  response.writeHead(503, 'Service Unavailable');
  response.end('Service Unavailable');
}).listen(port, '127.0.0.1');
