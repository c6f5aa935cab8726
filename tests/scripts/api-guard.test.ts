import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, guardApiRequest } from '../../scripts/api-guard.ts';

let server: Server;
let port: number;

/** One raw HTTP exchange (node:http sends any method and URL as given, unlike fetch). */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject).end();
  });
}

beforeAll(async () => {
  server = createServer((req, res) => guardApiRequest(req, res) || res.end('astro')).on(
    'clientError',
    answerClientError,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guardApiRequest', () => {
  it('answers TRACE 405 in the JSON shape with Allow, on any path', async () => {
    for (const path of ['/api/health', '/']) {
      const { status, headers, body } = await send('TRACE', path);
      expect(status).toBe(405);
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(body)).toEqual({ error: { code: 'method_not_allowed', message: 'Método TRACE no permitido' } });
    }
  });

  it.each(['/api/%zz', '/api/lottery/dominicana?path=%E0%A4%A', '/api?x=%ff'])(
    'answers 400 JSON for the malformed %s',
    async (path) => {
      const { status, headers, body } = await send('GET', path);
      expect(status).toBe(400);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(body)).toEqual({
        error: { code: 'bad_request', message: 'La URL tiene una codificación porcentual inválida' },
      });
    },
  );

  it.each(['/api/../cron', '/api/%2e%2e/powerball?x=1', '/api/lottery/../../x'])(
    'answers 400 JSON for %s, which leaves /api',
    async (path) => {
      const { status, body } = await send('GET', path);
      expect(status).toBe(400);
      expect(JSON.parse(body)).toEqual({ error: { code: 'bad_request', message: 'La ruta sale de /api' } });
    },
  );

  it.each([
    '/api/./health',
    '/api/lottery/../health',
    '/api/health',
    '/api/lottery/dominicana?path=/leidsa&x=%C3%B1',
    '/%zz',
    '/apinot/%zz',
  ])('hands %s on', async (path) => {
    expect(await send('GET', path)).toMatchObject({ status: 200, body: 'astro' });
  });
});

describe('answerClientError', () => {
  it('answers headers over the limit with a JSON 431', async () => {
    const { status, headers, body } = await send('GET', '/api/health', { 'x-big': 'a'.repeat(20_000) });
    expect(status).toBe(431);
    expect(headers.connection).toBe('close');
    expect(JSON.parse(body)).toEqual({
      error: {
        code: 'request_header_fields_too_large',
        message: 'Los encabezados de la solicitud son demasiado grandes',
      },
    });
  });

  it('answers TRACK (a method Node does not parse) with a JSON 400', async () => {
    const { status, body } = await send('TRACK', '/api/health');
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('answers an unparsable request with a JSON 400', async () => {
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      socket
        .setEncoding('utf8')
        .on('data', (chunk: string) => (text += chunk))
        .on('end', () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'bad_request', message: 'Solicitud inválida' },
    });
  });
});
