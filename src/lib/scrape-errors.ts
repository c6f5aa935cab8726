/**
 * What a failed scrape's error means, in Spanish for the admin (issue 31 item 12). Runs and scrapers store the raw
 * error text ("fetch failed: getaddrinfo ENOTFOUND data.ny.gov", "HTTP 503 Service Unavailable", a parser's
 * message); the admin reads the Spanish sentence this gives and the raw text in the details. Pure: it reads the
 * text only, so runs stored before it read the same way.
 */

/** The kinds of failure the admin is told apart. */
type ScrapeErrorKind =
  | 'dns'
  | 'timeout'
  | 'refused'
  | 'reset'
  | 'http-client'
  | 'http-server'
  | 'blocked'
  | 'parse'
  | 'cut'
  | 'no-valid-draws'
  | 'interrupted'
  | 'other';

/** A raw error as the admin reads it: its kind and the Spanish sentence. */
export interface ScrapeErrorText {
  kind: ScrapeErrorKind;
  text: string;
}

const FIXED: Record<Exclude<ScrapeErrorKind, 'http-client' | 'http-server'>, string> = {
  dns: 'No se encontró el servidor de la fuente (fallo de DNS): revisa la URL o la conexión a internet.',
  timeout: 'La fuente no respondió a tiempo.',
  refused: 'La fuente rechazó la conexión: su servidor no está aceptando conexiones.',
  reset: 'Se cortó la conexión con la fuente antes de recibir la respuesta.',
  blocked: 'La fuente devolvió una página de bloqueo (firewall o filtro) en lugar de los resultados.',
  parse: 'La respuesta de la fuente no tiene el formato esperado: no se pudieron leer los resultados.',
  cut: 'La respuesta de la fuente llegó incompleta.',
  'no-valid-draws': 'La fuente no trajo ningún sorteo válido.',
  interrupted: 'La ejecución se interrumpió porque el proceso se detuvo.',
  other: 'La ejecución falló por un error inesperado.',
};

/** Text patterns of each kind, tried in this order (the first match wins). */
const PATTERNS: [Exclude<ScrapeErrorKind, 'http-client' | 'http-server' | 'other'>, RegExp][] = [
  ['interrupted', /^Ejecución interrumpida/],
  ['no-valid-draws', /^Sin sorteos válidos/],
  ['cut', /^respuesta cortada/],
  ['dns', /ENOTFOUND|EAI_AGAIN|getaddrinfo/],
  ['timeout', /timeout|timed out|ETIMEDOUT/i],
  ['refused', /ECONNREFUSED/],
  ['reset', /ECONNRESET|EPIPE|socket hang up|other side closed/i],
  ['blocked', /answered with an? (?!error)|HTML page instead of data|block page|FortiGuard|captcha/i],
  [
    'parse',
    /unexpected shape|not JSON|invalid JSON|no es JSON|unreadable CSV|CSV cut|CSV column|CSV header|empty body|not an array|non-object|lacks|no embedded|forma del feed|demasiado grande|answered with an error|data at the|two different games/i,
  ],
];

/** The Spanish reading of a raw scrape error (`raw` as stored in a run or on the scraper). */
export function scrapeErrorText(raw: string): ScrapeErrorText {
  const http = /^HTTP (\d{3})\b/.exec(raw);
  if (http) {
    const status = Number(http[1]);
    if (status >= 500) {
      return { kind: 'http-server', text: `El servidor de la fuente falló (error HTTP ${String(status)}).` };
    }
    return {
      kind: 'http-client',
      text: `La fuente rechazó la solicitud (error HTTP ${String(status)}): la dirección no existe o no permite el acceso.`,
    };
  }
  const kind = PATTERNS.find(([, pattern]) => pattern.test(raw))?.[0] ?? 'other';
  return { kind, text: FIXED[kind] };
}
