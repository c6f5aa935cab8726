/**
 * The browser side of alerts ('Avísame'): permission, the service worker (`/sw.js`, scope `/`, which shows the
 * pushes), the browser's push subscription, and the games this browser follows (kept in localStorage, so a
 * game page knows its state). Subscriptions go to /api/push/subscriptions in the route schema's shape (the
 * server parses them; the schema's zod and catalogue stay out of the browser bundle).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from './api-client.ts';
import type { PushSubscriptionInput } from '../lib/schemas/push.ts';

const FOLLOWED_KEY = 'gana-mas:avisos';

/**
 * The VAPID key browsers subscribe with: GET /api/push/public-key (503 when alerts are off). Kept here, not in
 * queries.ts, so that the pages' islands do not carry it (JS budget).
 */
const pushPublicKeyQuery = () =>
  queryOptions({
    queryKey: ['push', 'public-key'],
    queryFn: ({ signal }) => unwrap(api.push['public-key'].$get(undefined, { init: { signal } })),
    staleTime: Infinity,
  });

/** Why alerts cannot be turned on here. */
class PushUnavailableError extends Error {}

/** The games this browser follows (localStorage; empty when unreadable). */
export function followedGames(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FOLLOWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function keepFollowed(gameIds: readonly string[]): void {
  try {
    localStorage.setItem(FOLLOWED_KEY, JSON.stringify(gameIds));
  } catch {
    // Storage off (private mode): the button only forgets its state on the next visit.
  }
}

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Asks for permission (call it from a click), subscribes this browser with the site's VAPID key and adds
 * `gameId` to its games on the server.
 * @throws PushUnavailableError (Spanish message) when the browser cannot or may not show notifications;
 *   ApiClientError when the server refuses (503: alerts off).
 */
export async function followGame(queryClient: QueryClient, gameId: string): Promise<void> {
  if (!supported()) throw new PushUnavailableError('Este navegador no admite avisos.');
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new PushUnavailableError('Los avisos están bloqueados. Permítelos en la configuración del navegador.');
  }
  const { publicKey } = await queryClient.query(pushPublicKeyQuery());
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const { endpoint = '', keys } = subscription.toJSON();
  const body: PushSubscriptionInput = {
    endpoint,
    keys: { p256dh: keys?.['p256dh'] ?? '', auth: keys?.['auth'] ?? '' },
    gameIds: [gameId],
  };
  const { gameIds } = await unwrap(api.push.subscriptions.$post({ json: body }));
  keepFollowed(gameIds);
}

/**
 * Stops `gameId` for this browser; the browser's subscription ends when it follows no game any more.
 * @throws ApiClientError when the server refuses.
 */
export async function unfollowGame(gameId: string): Promise<void> {
  const registration = supported() ? await navigator.serviceWorker.getRegistration('/') : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    const json = { endpoint: subscription.endpoint, gameIds: [gameId] };
    const { gameIds } = await unwrap(api.push.subscriptions.$delete({ json }));
    if (gameIds.length === 0) await subscription.unsubscribe();
    keepFollowed(gameIds);
  } else {
    keepFollowed(followedGames().filter((id) => id !== gameId));
  }
}
