/** Uploads bytes through the parted upload routes of the Hono app (decision 023), as the /anunciar form does. */
import type { createApp } from '../../api/_hono/app.ts';
import { clientOf } from './api-client.ts';

/** A finished upload (`banner`, the complete call's answer), or the status and body of the first refusal. */
export type UploadOutcome =
  { ok: true; status: number; banner: { id: string; url: string } } | { ok: false; status: number; body: unknown };

/**
 * Sends `bytes` in parts through the typed test client, each part's size reported to `onPart` (bytes) as it goes;
 * `env`, the app's bindings (e.g. `{ astro: { clientAddress } }` to send from an IP).
 * @returns the outcome: the banner once completed, else the first refusal
 */
export async function uploadThroughApi(
  app: ReturnType<typeof createApp>,
  bytes: Uint8Array<ArrayBuffer>,
  onPart: (size: number) => void = () => undefined,
  env: object = {},
): Promise<UploadOutcome> {
  const uploads = clientOf(app, env).uploads;
  // The client types the success statuses only; refusals (thrown ApiErrors) answer others.
  const refused = async (response: { status: number; json(): Promise<unknown> }, expected: number) =>
    response.status === expected ? null : { ok: false as const, status: response.status, body: await response.json() };
  const started = await uploads.$post({ json: { size: bytes.byteLength } });
  const notStarted = await refused(started, 201);
  if (notStarted) return notStarted;
  const { id, partSize, parts } = await started.json();
  for (let index = 0; index < parts; index += 1) {
    const part = bytes.slice(index * partSize, (index + 1) * partSize);
    onPart(part.byteLength);
    const sent = await uploads[':id'].parts[':index'].$put(
      { param: { id, index: String(index) } },
      { headers: { 'content-type': 'application/octet-stream' }, init: { body: part } },
    );
    const notSent = await refused(sent, 204);
    if (notSent) return notSent;
  }
  const completed = await uploads[':id'].complete.$post({ param: { id } });
  const notCompleted = await refused(completed, 201);
  if (notCompleted) return notCompleted;
  return { ok: true, status: completed.status, banner: await completed.json() };
}
