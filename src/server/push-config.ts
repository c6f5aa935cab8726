/**
 * Web Push configuration: the VAPID key pair and subject from the environment (`npm start` puts a pair it
 * generated and kept there first, see `localVapidKeys`), the push services subscriptions may name and the
 * addresses never connected to (`PUSH_ENDPOINTS`, decision 074), and the cap on stored subscriptions
 * (`PUSH_MAX_SUBSCRIPTIONS`). Null when no pair is set: alerts are off.
 */
import { env, type Env } from '../env.ts';
import { ANY_PUSH_SERVICE, BROWSER_PUSH_SERVICES, type PushEndpointPolicy } from './push-endpoints.ts';

export interface PushConfig {
  /** VAPID public key (65-byte P-256 point, base64url): the browser subscribes with it. */
  publicKey: string;
  /** VAPID private key (32 bytes, base64url): signs the JWT each push service checks. */
  privateKey: string;
  /** `mailto:` or https contact the push services may use. */
  subject: string;
  /** Which endpoints a subscription may name, and which addresses the sender never connects to. */
  endpoints: PushEndpointPolicy;
  /** Most subscriptions stored in all. */
  maxSubscriptions: number;
  /** Extra certificate authorities the push services are trusted with (tests: the local fake's certificate). */
  ca?: string | Buffer;
}

/** The push configuration of `config`, or null when its VAPID keys are not set. */
export function pushConfigFromEnv(config: Env): PushConfig | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`,
    endpoints: config.PUSH_ENDPOINTS === 'any' ? ANY_PUSH_SERVICE : BROWSER_PUSH_SERVICES,
    maxSubscriptions: config.PUSH_MAX_SUBSCRIPTIONS,
  };
}

/** The push configuration of this process (`process.env` parsed once), or null when alerts are off. */
export const appPush = (): PushConfig | null => pushConfigFromEnv(env());
