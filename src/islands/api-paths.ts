/** URLs of the results API (spec section 7) as the islands call them. */

/** GET /api/lottery/dominicana for an operator source path ("" lists Loteka). */
export const dominicanaPath = (path: string): string => `/api/lottery/dominicana?path=${encodeURIComponent(path)}`;

/** GET /api/lottery/loteka. */
export const LOTEKA_PATH = '/api/lottery/loteka';

/** GET /api/lottery/history/{gameName}?limit={n}. */
export const historyPath = (gameName: string, limit: number): string =>
  `/api/lottery/history/${encodeURIComponent(gameName)}?limit=${limit}`;
