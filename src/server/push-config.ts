/**
 * Web Push configuration: the VAPID key pair and subject from the environment (`npm start` puts a pair it
 * generated and kept there first, see `localVapidKeys`). Null when no pair is set: alerts are off.
 */
import type { Agent } from 'node:https';
import { env, type Env } from '../env.ts';

export interface PushConfig {
  /** VAPID public key (65-byte P-256 point, base64url): the browser subscribes with it. */
  publicKey: string;
  /** VAPID private key (32 bytes, base64url): signs the JWT each push service checks. */
  privateKey: string;
  /** `mailto:` or https contact the push services may use. */
  subject: string;
  /** HTTPS agent for the push services (tests: one that trusts the local fake's certificate). */
  agent?: Agent;
}

/** The push configuration of `config`, or null when its VAPID keys are not set. */
function pushConfigFromEnv(config: Env): PushConfig | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`,
  };
}

/** The push configuration of this process (`process.env` parsed once), or null when alerts are off. */
export const appPush = (): PushConfig | null => pushConfigFromEnv(env());
