/**
 * The home's no-match alert for a search that went through `/buscar` (submitted before the hero search's React
 * arrived, from the header, or without JavaScript): `/buscar` answers a query without a match with `/?q={query}`,
 * and this plain script, run as the home opens, writes the alert into the hero's empty `[data-search-miss]`.
 */
import { noMatchMessage } from '../lib/search-message.ts';

/** Shows the alert for the `q` of `search` (a URL's query string) under `root`; nothing without one. */
export function showSearchMiss(root: ParentNode = document, search: string = window.location.search): void {
  const query = new URLSearchParams(search).get('q')?.trim();
  const alert = root.querySelector<HTMLElement>('[data-search-miss]');
  if (!query || !alert) return;
  alert.textContent = noMatchMessage(query);
  alert.hidden = false;
}
