/** The HTTP answer of a dynamic sitemap: the XML, or 503 (never cached) when its data could not be read. */

/** `xml` as an XML answer with the loader's `headers` (Cache-Control), or 503 when `xml` is undefined. */
export function xmlAnswer(xml: string | undefined, headers: Headers): Response {
  if (xml === undefined) {
    headers.set('Retry-After', '60');
    return new Response('Sitemap no disponible', { status: 503, headers });
  }
  headers.set('Content-Type', 'application/xml; charset=utf-8');
  return new Response(xml, { headers });
}
