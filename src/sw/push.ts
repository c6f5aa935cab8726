/**
 * Web Push in the service worker (the contract the push alerts rely on): a `push` whose data is the JSON
 * `{ title, body, url, tag? }` shows a notification; a click on it focuses an open tab of `url` or opens one.
 */
import * as z from 'zod/mini';

/** The push payload the server sends: `url` is a path (or a URL) of this site. */
const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.optional(z.string()),
});
type PushMessage = z.infer<typeof pushMessageSchema>;

/** The push payload read from `data` (push event data parsed as JSON), or null when it is not one. */
export function parsePushMessage(data: unknown): PushMessage | null {
  const parsed = pushMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** `url` resolved against `origin`; the home of `origin` when it points to another site or does not parse. */
export function sameOriginUrl(url: string, origin: string): string {
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** The push event's data as JSON, or null when it has none or it is not JSON. */
function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

/** Installs the `push` and `notificationclick` listeners on the service worker scope `sw`. */
export function handlePush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const message = parsePushMessage(pushData(event));
    if (!message) return;
    event.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
      }),
    );
  });
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = sameOriginUrl(typeof data?.url === 'string' ? data.url : '/', sw.location.origin);
    event.waitUntil(
      (async () => {
        const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = tabs.find((tab) => tab.url === url);
        if (open) await open.focus();
        else await sw.clients.openWindow(url);
      })(),
    );
  });
}
