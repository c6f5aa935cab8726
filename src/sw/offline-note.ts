/**
 * What the service worker adds to a page it serves from its cache (the network failed or timed out): the note
 * 'Sin conexión: resultados de {hora}', hora being when that copy was fetched, as Santo Domingo reads it.
 */
import { formatInstant } from '../lib/format.ts';

/** Header the service worker stamps on each page and API answer it caches: the fetch instant, ISO 8601. */
export const FETCHED_AT_HEADER = 'x-sw-fetched-at';

/** The note's text for a copy fetched at `fetchedAt` (ISO 8601), e.g. 'Sin conexión: resultados de 25 nov 2026, 9:50 a. m.'. */
export const offlineNoteText = (fetchedAt: string): string => `Sin conexión: resultados de ${formatInstant(fetchedAt)}`;

/**
 * `html` with the offline note as the first element of its `<body>` (a polite status paragraph); `html` unchanged
 * when it has no `<body>` tag or `fetchedAt` is not a date.
 */
export function withOfflineNote(html: string, fetchedAt: string): string {
  if (Number.isNaN(Date.parse(fetchedAt))) return html;
  const note =
    `<p role="status" data-offline-note class="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">` +
    `${offlineNoteText(fetchedAt)}</p>`;
  return html.replace(/<body\b[^>]*>/, (body) => body + note);
}
