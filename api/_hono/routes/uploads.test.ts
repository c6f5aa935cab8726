import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { assert, describe, expect, it } from 'vitest';
import { uploadParts, uploads } from '../../../db/schema/index.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { uploadThroughApi } from '../../../tests/helpers/uploads.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { runHousekeeping } from '../../../src/server/services/housekeeping.ts';
import { createApp } from '../app.ts';

const handle = useTestDb();
const app = () => createApp({ db: () => Promise.resolve(handle), fetcher: fetch, paypal: () => null });
const MB = 1024 * 1024;

/** The site's real social image (PNG) and favicon (SVG), and a real 1x1 transparent GIF. */
const png = Uint8Array.from(readFileSync(new URL('../../../public/og-default.png', import.meta.url)));
const svg = Uint8Array.from(readFileSync(new URL('../../../public/favicon.svg', import.meta.url)));
const gif = new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

/** A `size`-byte file that starts as a PNG (its first bytes are the real PNG's), with varied content. */
function bigPng(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31) % 251;
  bytes.set(png.subarray(0, 64));
  return bytes;
}

/** A raw request, for the malformed parts, ids and bodies the typed client would not send. */
const request = (method: string, path: string, body?: BodyInit, type = 'application/json') =>
  app().request(path, { method, headers: { 'content-type': type, origin: 'http://localhost' }, body });

/** Starts an upload of `size` bytes through the typed client: its id and part count. */
const start = async (size: number) => (await clientOf(app()).uploads.$post({ json: { size } })).json();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const nothingStored = async () => {
  expect(await handle.db.select().from(uploads)).toEqual([]);
  expect(await handle.db.select().from(uploadParts)).toEqual([]);
};

describe('banner uploads in parts', () => {
  it('stores a PNG and serves the same bytes with its sniffed type and a long immutable cache', async () => {
    const upload = await uploadThroughApi(app(), png);
    assert(upload.ok, `refused with ${String(upload.status)}`);
    expect(upload.status).toBe(201);
    expect(upload.banner.url).toBe(`/api/uploads/${upload.banner.id}`);
    const served = await app().request(upload.banner.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('joins a 9 MB banner sent as three parts under 4.5 MB each into the same bytes (SHA-256), and keeps no parts', async () => {
    const file = bigPng(9 * MB + 123);
    const parts: number[] = [];
    const upload = await uploadThroughApi(app(), file, (size) => parts.push(size));
    assert(upload.ok, `refused with ${String(upload.status)}`);
    expect(parts).toEqual([4 * MB, 4 * MB, MB + 123]);
    const served = new Uint8Array(await (await app().request(upload.banner.url)).arrayBuffer());
    expect(served.byteLength).toBe(file.byteLength);
    expect(sha256(served)).toBe(sha256(file));
    expect(await handle.db.select().from(uploadParts)).toEqual([]);
  });

  it('accepts a GIF', async () => {
    const upload = await uploadThroughApi(app(), gif);
    assert(upload.ok, `refused with ${String(upload.status)}`);
    expect(upload.status).toBe(201);
    expect((await app().request(upload.banner.url)).headers.get('content-type')).toBe('image/gif');
  });

  it('refuses an SVG and a non-image with 415 on completion, storing nothing', async () => {
    for (const bytes of [svg, new TextEncoder().encode('<script>alert(1)</script>')]) {
      expect(await uploadThroughApi(app(), bytes)).toEqual({
        ok: false,
        status: 415,
        body: {
          error: { code: 'unsupported_media_type', message: 'El archivo debe ser una imagen JPG, PNG, GIF o WebP.' },
        },
      });
    }
    await nothingStored();
  });

  it('refuses a banner over 20MB with 413 and the spec alert before any byte is sent', async () => {
    const response = await request('POST', '/api/uploads', JSON.stringify({ size: 20 * MB + 1 }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'El archivo es demasiado grande. El tamaño máximo es 20MB.' },
    });
    await nothingStored();
  });

  it('refuses a part of the wrong length, out of range or too big, and completing with parts missing', async () => {
    const { id } = await start(5 * MB);
    expect((await request('PUT', `/api/uploads/${id}/parts/1`, new Uint8Array(10), 'x')).status).toBe(400);
    expect((await request('PUT', `/api/uploads/${id}/parts/2`, new Uint8Array(MB), 'x')).status).toBe(400);
    expect((await request('PUT', `/api/uploads/${id}/parts/0`, new Uint8Array(4 * MB + 1), 'x')).status).toBe(413);
    expect((await request('PUT', `/api/uploads/${id}/parts/0`, bigPng(4 * MB), 'x')).status).toBe(204);
    const incomplete = await request('POST', `/api/uploads/${id}/complete`);
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toEqual({ error: { code: 'bad_request', message: 'Faltan partes del archivo.' } });
    expect((await app().request(`/api/uploads/${id}`)).status).toBe(404);
  });

  it('refuses new parts for a completed upload with 409', async () => {
    const { id } = await start(gif.byteLength);
    expect((await request('PUT', `/api/uploads/${id}/parts/0`, gif, 'x')).status).toBe(204);
    expect((await request('POST', `/api/uploads/${id}/complete`)).status).toBe(201);
    expect((await request('PUT', `/api/uploads/${id}/parts/0`, gif, 'x')).status).toBe(409);
  });

  it('answers bad parameters with 400 and Spanish messages', async () => {
    const { id } = await start(gif.byteLength);
    const index = await request('PUT', `/api/uploads/${id}/parts/uno`, gif, 'x');
    expect(index.status).toBe(400);
    expect(await index.json()).toMatchObject({
      error: {
        code: 'bad_request',
        issues: [{ path: ['index'], message: 'El número de parte debe ser un entero entre 0 y 1000.' }],
      },
    });
    const malformed = await request('POST', '/api/uploads', '{"size":');
    expect(await malformed.json()).toEqual({ error: { code: 'bad_request', message: 'El cuerpo no es JSON válido.' } });
    for (const size of ['20', -1, 1.5]) {
      const started = await request('POST', '/api/uploads', JSON.stringify({ size }));
      expect(started.status).toBe(400);
      expect(await started.json()).toMatchObject({
        error: {
          issues: [
            { path: ['size'], message: 'Indica el tamaño del archivo en bytes (un número entero mayor que 0).' },
          ],
        },
      });
    }
  });

  it('refuses starts past the per-IP limit with 429, Retry-After and a Spanish message', async () => {
    const fromIp = async () =>
      app().request(
        '/api/uploads',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost' },
          body: '{"size":10}',
        },
        { astro: { clientAddress: '203.0.113.20' } },
      );
    const statuses = (await Promise.all(Array.from({ length: 12 }, fromIp))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = await fromIp();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Has subido demasiados archivos. Intenta de nuevo más tarde.' },
    });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await app().request('/api/uploads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app().request('/api/uploads/..%2Fetc')).status).toBe(404);
    expect((await request('PUT', '/api/uploads/nope/parts/0', gif, 'x')).status).toBe(404);
  });
});

/** The app's bindings for a request from `ip`. */
const fromIp = (ip: string) => ({ astro: { clientAddress: ip } });

/** A raw start of `size` bytes from `ip`. */
const startFrom = async (ip: string, size: number) =>
  app().request(
    '/api/uploads',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ size }),
    },
    fromIp(ip),
  );

describe('starts that send nothing (issue 31)', () => {
  it('ten 20 MB starts sending no byte, from ten IPs or one, leave room for a 300 KB banner from another IP', async () => {
    const tenIps = await Promise.all(
      Array.from({ length: 10 }, (_, i) => startFrom(`198.51.100.${String(i)}`, 20 * MB)),
    );
    expect(tenIps.map((r) => r.status)).toEqual(Array(10).fill(201));
    const oneIp = await Promise.all(Array.from({ length: 10 }, () => startFrom('198.51.100.200', 20 * MB)));
    expect(oneIp.map((r) => r.status).sort()).toEqual([...Array(3).fill(201), ...Array(7).fill(429)]);

    const banner = bigPng(300 * 1024);
    const upload = await uploadThroughApi(app(), banner, undefined, fromIp('203.0.113.30'));
    expect(upload).toMatchObject({ ok: true, status: 201 });
    assert(upload.ok);
    expect(new Uint8Array(await (await app().request(upload.banner.url)).arrayBuffer())).toEqual(banner);
  });

  it('answers a part or completion for an expired start with 404 and a Spanish message; starting again works', async () => {
    const { id } = (await (await startFrom('203.0.113.31', gif.byteLength)).json()) as { id: string };
    // Three minutes later, the cron tick's housekeeping has run.
    await runHousekeeping(systemContext(handle.db, new Date(Date.now() + 3 * 60_000)));
    const gone = {
      error: {
        code: 'not_found',
        message: 'La subida expiró o no existe. Elige el archivo de nuevo para volver a subirlo.',
      },
    };
    const part = await request('PUT', `/api/uploads/${id}/parts/0`, gif, 'x');
    expect(part.status).toBe(404);
    expect(await part.json()).toEqual(gone);
    const completed = await request('POST', `/api/uploads/${id}/complete`);
    expect(completed.status).toBe(404);
    expect(await completed.json()).toEqual(gone);

    const again = await uploadThroughApi(app(), gif, undefined, fromIp('203.0.113.31'));
    expect(again).toMatchObject({ ok: true, status: 201 });
  });
});
