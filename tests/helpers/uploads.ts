/** Uploads bytes through the parted upload routes of a Hono app (decision 023), as the /anunciar form does. */

/** What the helper needs of an app: Hono's `request`. */
interface Requester {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** Sends `bytes` in parts; answers the final status and body (the complete call's, or the first failure's). */
export async function uploadThroughApi(
  app: Requester,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const json = { 'content-type': 'application/json', origin: 'http://localhost' };
  const started = await app.request('/api/uploads', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ size: bytes.byteLength }),
  });
  const start = (await started.json()) as { id: string; partSize: number; parts: number };
  if (started.status !== 201) return { status: started.status, body: start as unknown as Record<string, unknown> };
  for (let index = 0; index < start.parts; index += 1) {
    const part = await app.request(`/api/uploads/${start.id}/parts/${String(index)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', origin: 'http://localhost' },
      body: bytes.slice(index * start.partSize, (index + 1) * start.partSize),
    });
    if (part.status !== 204) return { status: part.status, body: (await part.json()) as Record<string, unknown> };
  }
  const completed = await app.request(`/api/uploads/${start.id}/complete`, { method: 'POST', headers: json });
  return { status: completed.status, body: (await completed.json()) as Record<string, unknown> };
}
