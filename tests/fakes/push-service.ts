/**
 * A fake Web Push service on loopback for tests, over HTTPS with the self-signed certificate of
 * tests/fixtures/push (its `agent` trusts it), on a random port. `subscribe()` plays a browser: a P-256 key
 * pair and a 16-byte auth secret made with node:crypto, and an endpoint at this service. Each push it receives
 * is checked as a push service would, then decrypted as the browser would: the VAPID `Authorization`
 * (`vapid t=<JWT>, k=<public key>`, RFC 8292: the key is the app's, the ES256 JWT verifies with it, its `aud`
 * is this service's origin, `exp` within 24 h, a `sub`), a `TTL`, `Content-Encoding: aes128gcm`, and the body
 * decrypted per RFC 8291/8188 with the subscription's private key and auth secret (`http_ece`). Accepted
 * payloads are recorded (201); refused pushes are recorded with the reason (400/401/403). `answerWith`
 * makes an endpoint answer another status (410: the browser unsubscribed), or never answer (`'never'`: the
 * request is read and left open until the service closes).
 */
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

const TLS = {
  cert: readFileSync(new URL('../fixtures/push/cert.pem', import.meta.url)),
  key: readFileSync(new URL('../fixtures/push/key.pem', import.meta.url)),
};

/** A subscription as `PushSubscription.toJSON()` gives it. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: number;
}

export interface FakePushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** An HTTPS agent that trusts this service's certificate. */
  agent: Agent;
  /** This service's (self-signed) certificate, for a client that should trust it. */
  ca: Buffer;
  /** A new browser subscription at this service. */
  subscribe(): FakeSubscription;
  /** Pushes accepted and decrypted, in order. */
  received: ReceivedPush[];
  /** Pushes refused, with the reason. */
  refused: { endpoint: string; reason: string }[];
  /** Makes `endpoint` answer `status` from now on (e.g. 410 Gone), or never answer, recording nothing. */
  answerWith(endpoint: string, status: number | 'never'): void;
  /** Requests received for each endpoint (accepted, refused or left unanswered). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

class Refused extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The ES256 public key of a base64url uncompressed P-256 point. */
function p256Key(point: string) {
  const bytes = Buffer.from(point, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) throw new Refused(401, 'k is not an uncompressed P-256 point');
  const coordinate = (from: number) => bytes.subarray(from, from + 32).toString('base64url');
  return importJWK({ kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, 'ES256');
}

async function checkVapid(request: IncomingMessage, origin: string, vapidPublicKey: string): Promise<void> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new Refused(401, `no VAPID authorization: ${request.headers.authorization ?? '(none)'}`);
  const [, token = '', key = ''] = match;
  if (key !== vapidPublicKey) throw new Refused(403, 'k is not the application server key');
  try {
    const { payload } = await jwtVerify(token, await p256Key(key), { audience: origin, algorithms: ['ES256'] });
    if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('exp missing or beyond 24 h');
    if (!payload.sub) throw new Error('no sub');
  } catch (error) {
    throw new Refused(403, `VAPID JWT refused: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Starts the service; `vapidPublicKey` is the application server key subscriptions were made with. */
export async function startFakePushService(vapidPublicKey: string): Promise<FakePushService> {
  const browsers = new Map<string, { ecdh: ECDH; auth: string }>();
  const statuses = new Map<string, number | 'never'>();
  const hits = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: FakePushService['refused'] = [];
  let origin = '';

  const server = createServer(TLS, (request, response) => {
    const endpoint = `${origin}${request.url ?? ''}`;
    hits.set(endpoint, (hits.get(endpoint) ?? 0) + 1);
    const answer = async () => {
      const body = await bodyOf(request);
      const forced = statuses.get(endpoint);
      if (forced === 'never') return new Promise<number>(() => undefined);
      if (forced) return forced;
      const browser = browsers.get(endpoint);
      if (request.method !== 'POST' || !browser) throw new Refused(404, 'no such subscription');
      await checkVapid(request, origin, vapidPublicKey);
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Refused(400, 'no TTL');
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refused(400, 'not aes128gcm');
      let text: string;
      try {
        text = ece
          .decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth })
          .toString();
      } catch (error) {
        throw new Refused(400, `undecryptable: ${error instanceof Error ? error.message : String(error)}`);
      }
      received.push({ endpoint, payload: JSON.parse(text) as unknown, ttl });
      return 201;
    };
    answer().then(
      (status) => response.writeHead(status).end(),
      (error: unknown) => {
        const status = error instanceof Refused ? error.status : 500;
        refused.push({ endpoint, reason: error instanceof Error ? error.message : String(error) });
        response.writeHead(status).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: TLS.cert, keepAlive: false });

  return {
    origin,
    agent,
    ca: TLS.cert,
    hits,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const p256dh = ecdh.generateKeys().toString('base64url');
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh, auth } };
    },
    answerWith(endpoint, status) {
      statuses.set(endpoint, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
