/**
 * Fuzz of /api on the built server: ~2,000 seeded random requests (paths, methods, queries, percent-encodings,
 * bodies, huge headers) sent raw over TCP. Every error answer must be the JSON shape `{ error: { code, message } }`
 * and none may be a 5xx.
 */
import { expect, test } from '@playwright/test';
import { connect } from 'node:net';

const REQUESTS = 2_000;
const BATCH = 25;

/** mulberry32: a small seeded PRNG so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEGMENTS = [
  'health',
  'lottery',
  'dominicana',
  'loteka',
  'history',
  'PowerBall',
  'Mega%20Millions',
  'cron',
  'scrape',
  '..',
  '%2e%2e',
  '%2F',
  '%zz',
  '%ff',
  '%E0%A4%A',
  '%00',
  '%C3%B1',
  '',
  'x'.repeat(300),
  'índice',
  '~',
  '.',
  '%25',
  'a;b',
  'a=b',
];
const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'FOO',
];
const QUERY_KEYS = ['path', 'date', 'limit', 'x', '%zz', ''];
const QUERY_VALUES = [
  '/leidsa',
  'leidsa',
  '/nope',
  '2025-08-05',
  '0000-01-01',
  '9999-12-31',
  '2025-02-31',
  '05-08-2025',
  '-1',
  '0',
  '2.5',
  '1e9',
  'abc',
  '%ff',
  '%',
  '%%',
  '%E0%A4%A',
  '',
  "'; DROP TABLE draws;--",
  '<script>',
  'x'.repeat(2_000),
];

interface Answer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends one raw HTTP/1.1 request and reads the whole answer (the connection is closed after it). */
function raw(port: number, head: string, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(head + body)); // no half-close: Node aborts a request whose client ends first
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${head.split('\r\n')[0]}`)));
    socket
      .on('data', (chunk) => chunks.push(chunk))
      .on('error', reject)
      .on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const split = text.indexOf('\r\n\r\n');
        const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
        const headers = new Map(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
      });
  });
}

/** The body of a possibly chunked answer. */
const dechunk = (answer: Answer) =>
  answer.headers.get('transfer-encoding') === 'chunked'
    ? answer.body
        .split('\r\n')
        .filter((_, i) => i % 2 === 1)
        .join('')
    : answer.body;

function randomRequest(random: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const segments = Array.from({ length: Math.floor(random() * 4) }, () => pick(SEGMENTS));
  const query = Array.from(
    { length: Math.floor(random() * 3) },
    () => `${pick(QUERY_KEYS)}=${pick(QUERY_VALUES)}`,
  ).join('&');
  const path = `/api/${segments.join(random() < 0.1 ? '//' : '/')}${random() < 0.1 ? '/' : ''}${query ? `?${query}` : ''}`;
  const method = pick(METHODS);
  const headers = ['Host: 127.0.0.1', 'Connection: close'];
  if (random() < 0.05) headers.push(`X-Huge: ${'h'.repeat(20_000 + Math.floor(random() * 40_000))}`);
  if (random() < 0.2) headers.push(`Origin: ${pick(['https://evil.example', 'null', 'http://127.0.0.1'])}`);
  if (random() < 0.1) headers.push(`Sec-Fetch-Site: ${pick(['cross-site', 'same-origin', 'none', 'bogus'])}`);
  let body = '';
  if (method !== 'GET' && method !== 'HEAD' && random() < 0.5) {
    headers.push(
      `Content-Type: ${pick(['application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=x'])}`,
    );
    body = pick(['a=1', '{"a":1}', '{', '%%%', 'x'.repeat(5_000)]);
    headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
  }
  return { method, path, head: `${method} ${path} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`, body };
}

test(
  'every /api error answer is the JSON error shape (2,000 fuzzed requests)',
  { tag: '@http' },
  async ({ baseURL }) => {
    test.setTimeout(300_000);
    const port = Number(new URL(baseURL!).port);
    const random = prng(20_261_123);
    const statuses = new Map<number, number>();
    const bad: string[] = [];
    let errors = 0;
    for (let sent = 0; sent < REQUESTS; sent += BATCH) {
      const batch = Array.from({ length: BATCH }, () => randomRequest(random));
      const answers = await Promise.all(batch.map((r) => raw(port, r.head, r.body)));
      answers.forEach((answer, i) => {
        const { method, path } = batch[i]!;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status < 400) return;
        errors++;
        const problem = shapeProblem(answer, method);
        if (problem) bad.push(`${method} ${path.slice(0, 120)} → ${answer.status}: ${problem}`);
      });
    }
    const summary = `${REQUESTS} requests, ${errors} error answers, ${bad.length} not in the shape; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`;
    console.log(summary);
    test.info().annotations.push({ type: 'fuzz', description: summary });
    expect(bad.slice(0, 20)).toEqual([]);
  },
);

/** What is wrong with an error answer, or undefined when it is the JSON shape with a 4xx status. */
function shapeProblem(answer: Answer, method: string): string | undefined {
  if (answer.status >= 500) return 'server error';
  if (!answer.headers.get('content-type')?.startsWith('application/json'))
    return `content-type ${answer.headers.get('content-type')}`;
  if (method === 'HEAD') return undefined;
  try {
    const { error } = JSON.parse(dechunk(answer)) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message)
      return 'no code/message';
  } catch {
    return `not JSON: ${answer.body.slice(0, 60)}`;
  }
  return undefined;
}
