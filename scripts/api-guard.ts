/**
 * Node-level guard of the HTTP server for what never reaches Astro (or reaches it only to fail): TRACE,
 * /api URLs with malformed percent-encoding, and requests Node's parser refuses (headers too large, bad
 * syntax). Each gets the JSON error shape `{ error: { code, message } }`. Wired in scripts/start.ts.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { statusBody } from '../api/_hono/errors.ts';
import { apiSecurityHeaders } from '../src/server/security-headers.ts';

/** Methods the server takes at all (TRACE echoes requests back, so it is refused everywhere). */
const SERVED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** The status, headers and body of a JSON error answer. */
function jsonError(status: number, message?: string, extra: Record<string, string> = {}) {
  const body = JSON.stringify(statusBody(status, message));
  const headers = {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...apiSecurityHeaders(),
    ...extra,
  };
  return { status, body, headers };
}

const isApiUrl = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

/** Whether `url` decodes (Astro's node adapter answers a plain-text 400 when it does not). */
function decodes(url: string): boolean {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

/** Whether `url`'s dot segments (`..`, `%2e%2e`) lead out of /api, e.g. `/api/../cron` is the page `/cron`. */
const leavesApi = (url: string) => !isApiUrl(new URL(url, 'http://localhost').pathname);

/**
 * Answers the requests Astro would answer badly: TRACE anywhere (405 JSON), /api URLs with malformed
 * percent-encoding or dot segments leading out of /api (400 JSON). Returns true when it answered; otherwise hand `req` on to Astro.
 */
export function guardApiRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  let answer: ReturnType<typeof jsonError>;
  if (req.method === 'TRACE') {
    answer = jsonError(405, `Método ${req.method} no permitido`, { Allow: SERVED_METHODS });
  } else if (isApiUrl(url) && !decodes(url)) {
    answer = jsonError(400, 'La URL tiene una codificación porcentual inválida');
  } else if (isApiUrl(url) && leavesApi(url)) {
    answer = jsonError(400, 'La ruta sale de /api');
  } else {
    return false;
  }
  const { status, body, headers } = answer;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * The server's `clientError` listener: requests Node's HTTP parser refuses get a JSON 431 (headers too
 * large) or 400 (anything else, e.g. an unknown method such as TRACK) and the connection is closed; a socket that can no longer be written is
 * destroyed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const { body, headers } = jsonError(status, undefined, { Connection: 'close' });
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}
