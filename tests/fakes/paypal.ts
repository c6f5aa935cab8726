/**
 * A fake PayPal REST server on loopback for tests: OAuth2 client-credentials tokens, Orders v2 create and
 * capture with `PayPal-Request-Id` idempotency. How a capture ends is the order's scenario: `complete`
 * (default: the buyer approved), `declined` (422 INSTRUMENT_DECLINED), `cancelled` (the buyer closed the
 * window: 422 ORDER_NOT_APPROVED), `timeout` (no answer until the server closes), `tampered` (COMPLETED but
 * for another amount and custom id). GET /v2/checkout/orders/{id} shows an order as Orders v2 does: COMPLETED
 * with its captures once captured, else CREATED (the buyer closed the window) or APPROVED. `onCaptured`, when
 * set, runs after a capture is recorded and before its answer is sent (a test kills the caller there).
 * Run directly (`node tests/fakes/paypal.ts`) it listens on
 * FAKE_PAYPAL_PORT for Playwright; `POST /fake/scenario { scenario, paypalOrderId? }` sets the scenario of one
 * order, or of the next orders when no id is given.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT_ID = 'fake-client-id';
export const FAKE_CLIENT_SECRET = 'fake-client-secret';
export type Scenario = 'complete' | 'declined' | 'cancelled' | 'timeout' | 'tampered';

interface FakeOrder {
  id: string;
  unit: { reference_id?: string; custom_id?: string; amount: { currency_code: string; value: string } };
  scenario: Scenario;
  captured?: unknown;
}

export interface FakePaypal {
  url: string;
  /** Orders created, by PayPal id. */
  orders: Map<string, FakeOrder>;
  /** Calls received, as `METHOD path`. */
  calls: string[];
  /** Sets the scenario of one order (by PayPal id), or of every order created from now on. */
  setScenario(scenario: Scenario, paypalOrderId?: string): void;
  /** Awaited after a capture is recorded, before its answer goes out; null: answer at once. */
  onCaptured: ((paypalOrderId: string) => Promise<void>) | null;
  close(): Promise<void>;
}

const TOKEN = `fake-token-${randomBytes(8).toString('hex')}`;
const basic = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;

/** An answer of the fake; `null`: never answer (the timeout scenario). */
type Answer = { status: number; body: unknown } | null;

const unprocessable = (issue: string, description: string): Answer => ({
  status: 422,
  body: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue, description }],
  },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function capture(order: FakeOrder): Answer {
  if (order.captured) return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
  if (order.scenario === 'timeout') return null;
  if (order.scenario === 'declined') return unprocessable('INSTRUMENT_DECLINED', 'The instrument was declined.');
  if (order.scenario === 'cancelled') return unprocessable('ORDER_NOT_APPROVED', 'Payer has not approved.');
  const tampered = order.scenario === 'tampered';
  const done = {
    id: randomBytes(8).toString('hex').toUpperCase(),
    status: 'COMPLETED',
    amount: tampered ? { currency_code: 'USD', value: '1.00' } : order.unit.amount,
    custom_id: tampered ? 'another-order' : order.unit.custom_id,
  };
  order.captured = {
    id: order.id,
    intent: 'CAPTURE',
    status: 'COMPLETED',
    purchase_units: [{ ...order.unit, payments: { captures: [done] } }],
  };
  return { status: 201, body: order.captured };
}

/** The show-order answer: the captured order, or the order awaiting its capture (CREATED until approved). */
function show(order: FakeOrder): Answer {
  if (order.captured) return { status: 200, body: order.captured };
  const status = order.scenario === 'cancelled' ? 'CREATED' : 'APPROVED';
  return { status: 200, body: { id: order.id, intent: 'CAPTURE', status, purchase_units: [order.unit], links: [] } };
}

/** Starts the fake on 127.0.0.1 (`port` 0: any free port). */
export async function startFakePaypal(port = 0): Promise<FakePaypal> {
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, Answer>();
  const calls: string[] = [];
  let nextScenario: Scenario = 'complete';
  const setScenario = (scenario: Scenario, paypalOrderId?: string) => {
    const order = paypalOrderId && orders.get(paypalOrderId);
    if (order) order.scenario = scenario;
    else nextScenario = scenario;
  };

  function answer(req: IncomingMessage, path: string, body: string): Answer {
    if (req.method === 'GET' && path === '/health') return { status: 200, body: { ok: true } };
    if (req.method === 'POST' && path === '/fake/scenario') {
      const { scenario, paypalOrderId } = JSON.parse(body) as { scenario: Scenario; paypalOrderId?: string };
      setScenario(scenario, paypalOrderId);
      return { status: 200, body: { scenario } };
    }
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      if (req.headers.authorization !== basic || !body.includes('grant_type=client_credentials')) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      return { status: 200, body: { access_token: TOKEN, token_type: 'Bearer', expires_in: 32400 } };
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    const requestId = req.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${path} ${requestId}` : undefined;
    const replayed = key && byRequestId.get(key);
    if (replayed) return replayed;
    let result: Answer = {
      status: 404,
      body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
    };
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match?.[1] ? orders.get(decodeURIComponent(match[1])) : undefined;
    if (req.method === 'GET' && order && !match?.[2]) {
      result = show(order);
    } else if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const { purchase_units: units } = JSON.parse(body) as { purchase_units: FakeOrder['unit'][] };
      const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
      if (units[0]) orders.set(id, { id, unit: units[0], scenario: nextScenario });
      result = { status: 201, body: { id, status: 'CREATED', links: [] } };
    } else if (req.method === 'POST' && order && match?.[2]) {
      result = capture(order);
    }
    if (key && result && result.status < 300) byRequestId.set(key, result);
    return result;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      calls.push(`${req.method ?? 'GET'} ${path}`);
      const result = answer(req, path, await readBody(req));
      const captured = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)?.[1];
      if (captured && result?.status === 201 && fake.onCaptured) await fake.onCaptured(decodeURIComponent(captured));
      if (result) res.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
    })();
  });
  // Keep-alive connections stay open for the tests' lifetime: a test whose event loop a PGlite start blocks for
  // seconds would otherwise reuse a connection the fake had closed meanwhile (ECONNRESET).
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const fake: FakePaypal = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders,
    calls,
    setScenario,
    onCaptured: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakePaypal(Number(process.env.FAKE_PAYPAL_PORT ?? 0));
  console.log(`fake PayPal on ${fake.url}`);
}
