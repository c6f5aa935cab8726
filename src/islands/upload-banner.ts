/** Sends a banner file to /api/uploads in parts (decision 023) and answers its public URL. */
import { REQUIRED_FIELDS_MESSAGE } from '../lib/schemas/ad-order.ts';

interface ErrorAnswer {
  error?: { message: string };
}

/** The answer's JSON; throws the error shape's message (or the form's generic alert) when it is not ok. */
async function answer<T>(response: Response): Promise<T> {
  const body = response.status === 204 ? {} : ((await response.json()) as T & ErrorAnswer);
  if (!response.ok) throw new Error((body as ErrorAnswer).error?.message ?? REQUIRED_FIELDS_MESSAGE);
  return body as T;
}

const postJson = (url: string, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * Uploads `file`: starts the upload with its size, sends each part in order, completes it.
 * @returns the banner's URL (`/api/uploads/<id>`)
 * @throws Error with the server's Spanish message (too large, not an image) or the form's generic alert
 */
export async function uploadBanner(file: File): Promise<string> {
  const { id, partSize, parts } = await answer<{ id: string; partSize: number; parts: number }>(
    await postJson('/api/uploads', { size: file.size }),
  );
  for (let index = 0; index < parts; index += 1) {
    const part = file.slice(index * partSize, (index + 1) * partSize);
    await answer(
      await fetch(`/api/uploads/${id}/parts/${String(index)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: part,
      }),
    );
  }
  const { url } = await answer<{ url: string }>(await postJson(`/api/uploads/${id}/complete`));
  return url;
}
