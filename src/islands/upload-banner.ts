/** Sends a banner file to /api/uploads in parts (decision 023) and answers its public URL. */
import { api, unwrap } from './api-client.ts';

const uploads = api.uploads;

/**
 * Uploads `file`: starts the upload with its size, sends each part in order (its raw bytes as the body),
 * completes it.
 * @returns the banner's URL (`/api/uploads/<id>`)
 * @throws ApiClientError with the server's Spanish message (too large, not an image); network failures reject
 * as `fetch` does
 */
export async function uploadBanner(file: File): Promise<string> {
  const { id, partSize, parts } = await unwrap(uploads.$post({ json: { size: file.size } }));
  for (let index = 0; index < parts; index += 1) {
    const part = file.slice(index * partSize, (index + 1) * partSize);
    await unwrap(
      uploads[':id'].parts[':index'].$put(
        { param: { id, index: String(index) } },
        { headers: { 'content-type': 'application/octet-stream' }, init: { body: part } },
      ),
    );
  }
  const { url } = await unwrap(uploads[':id'].complete.$post({ param: { id } }));
  return url;
}
