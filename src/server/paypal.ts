/**
 * A small PayPal REST client: OAuth2 client-credentials token and Orders v2 create, capture and show, each call
 * with a timeout and (for writes) a `PayPal-Request-Id` so a retried call is answered, not repeated.
 * Responses are parsed with zod; PayPal's refusals become `PaypalError` with PayPal's issue code.
 */
import { z } from 'zod';
import { env } from '../env.ts';

export interface PaypalConfig {
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local fake in tests. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Milliseconds each call may take (default 15000). */
  timeoutMs?: number;
}

/** A refused or failed PayPal call: `issue` is PayPal's issue code (e.g. INSTRUMENT_DECLINED) or `TIMEOUT`. */
export class PaypalError extends Error {
  readonly status: number | null;
  readonly issue: string;

  constructor(message: string, status: number | null, issue: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaypalError';
    this.status = status;
    this.issue = issue;
  }
}

const money = z.object({ currency_code: z.string(), value: z.string() });
const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const createdSchema = z.object({ id: z.string().min(1), status: z.string() });
const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        payments: z
          .object({
            captures: z
              .array(z.object({ id: z.string(), status: z.string(), amount: money, custom_id: z.string().optional() }))
              .default([]),
          })
          .optional(),
      }),
    )
    .default([]),
});
/** An Orders v2 order (the capture answer and the show-order answer), as far as the server verifies it. */
export type PaypalOrder = z.output<typeof orderSchema>;
const errorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

/** One order to create: our order id as reference and custom id, the amount as a decimal string. */
interface CreateOrderInput {
  referenceId: string;
  amount: { currencyCode: string; value: string };
  /** The idempotency key: the same key returns the same PayPal order. */
  requestId: string;
}

/** The PayPal client the routes use (a fake-backed one in tests). */
export interface PaypalClient {
  readonly clientId: string;
  /** Creates an Orders v2 order with intent CAPTURE. @returns PayPal's order id. @throws PaypalError */
  createOrder(input: CreateOrderInput): Promise<string>;
  /** Captures an approved order. @throws PaypalError (declined, not approved, timeout, already captured) */
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalOrder>;
  /** Shows an order (GET), e.g. COMPLETED with its captures or APPROVED. @throws PaypalError */
  getOrder(paypalOrderId: string): Promise<PaypalOrder>;
}

const orderPath = (paypalOrderId: string): string => `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`;

/** A client over PayPal's REST API with `config`; the token is cached until a minute before it expires. */
export function createPaypalClient(config: PaypalConfig, fetcher: typeof fetch = fetch): PaypalClient {
  const timeoutMs = config.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | undefined;

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetcher(new URL(path, config.apiBase), { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PaypalError(
        timedOut ? 'PayPal no respondió a tiempo.' : 'No se pudo contactar con PayPal.',
        null,
        timedOut ? 'TIMEOUT' : 'NETWORK',
        { cause: error },
      );
    }
    const body: unknown = await response.json().catch(() => ({}));
    if (response.ok) return body;
    const parsed = errorSchema.safeParse(body);
    const detail = parsed.success ? (parsed.data.details?.[0]?.issue ?? parsed.data.name) : undefined;
    throw new PaypalError(
      (parsed.success && parsed.data.message) || `PayPal respondió ${response.status}`,
      response.status,
      detail ?? `HTTP_${response.status}`,
    );
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const body = tokenSchema.parse(
      await call('/v1/oauth2/token', {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      }),
    );
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  const write = async (path: string, requestId: string, body: unknown): Promise<unknown> =>
    call(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });

  return {
    clientId: config.clientId,
    async createOrder(input) {
      const unit = {
        reference_id: input.referenceId,
        custom_id: input.referenceId,
        amount: { currency_code: input.amount.currencyCode, value: input.amount.value },
      };
      const body = await write('/v2/checkout/orders', input.requestId, { intent: 'CAPTURE', purchase_units: [unit] });
      return createdSchema.parse(body).id;
    },
    async captureOrder(paypalOrderId, requestId) {
      return orderSchema.parse(await write(`${orderPath(paypalOrderId)}/capture`, requestId, {}));
    },
    async getOrder(paypalOrderId) {
      const headers = { authorization: `Bearer ${await accessToken()}` };
      return orderSchema.parse(await call(orderPath(paypalOrderId), { method: 'GET', headers }));
    },
  };
}

const API_BASES = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/** The PayPal settings of the environment, or null when the client id or secret is missing. */
function paypalConfigFromEnv(config: {
  PAYPAL_ENV: keyof typeof API_BASES;
  PAYPAL_API_BASE?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
}): (PaypalConfig & { environment: keyof typeof API_BASES }) | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null;
  return {
    apiBase: config.PAYPAL_API_BASE ?? API_BASES[config.PAYPAL_ENV],
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    environment: config.PAYPAL_ENV,
  };
}

/** The app's PayPal client and environment, as the payment routes use them. */
export interface PaypalAccess {
  client: PaypalClient;
  environment: 'sandbox' | 'live';
}

let fromEnv: PaypalAccess | null | undefined;

/** PayPal as this process's configuration sets it up (created on first use), or null when not configured. */
export function appPaypal(): PaypalAccess | null {
  if (fromEnv === undefined) {
    const config = paypalConfigFromEnv(env());
    fromEnv = config && { client: createPaypalClient(config), environment: config.environment };
  }
  return fromEnv;
}
