import { describe, expect, it } from 'vitest';
import { scrapeErrorText } from './scrape-errors.ts';

describe('scrapeErrorText', () => {
  it.each([
    ['fetch failed: getaddrinfo ENOTFOUND data.ny.gov', 'dns', 'No se encontró el servidor de la fuente'],
    ['fetch failed: getaddrinfo EAI_AGAIN leidsa.com', 'dns', 'fallo de DNS'],
    ['The operation was aborted due to timeout', 'timeout', 'La fuente no respondió a tiempo.'],
    [
      'fetch failed: Connect Timeout Error (attempted address: leidsa.com:443, timeout: 10000ms)',
      'timeout',
      'a tiempo',
    ],
    ['fetch failed: connect ECONNREFUSED 127.0.0.1:9', 'refused', 'La fuente rechazó la conexión'],
    ['fetch failed: read ECONNRESET', 'reset', 'Se cortó la conexión'],
    ['HTTP 404 Not Found', 'http-client', 'La fuente rechazó la solicitud (error HTTP 404)'],
    ['HTTP 403', 'http-client', 'error HTTP 403'],
    ['HTTP 503 Service Unavailable', 'http-server', 'El servidor de la fuente falló (error HTTP 503).'],
    ['HTTP 500 Internal Server Error', 'http-server', 'error HTTP 500'],
    ['api.loteriasdominicanas.com answered with a FortiGuard block page', 'blocked', 'página de bloqueo'],
    ['leidsa.com answered with a Cloudflare challenge', 'blocked', 'página de bloqueo'],
    ['data.ny.gov: got an HTML page instead of data', 'blocked', 'página de bloqueo'],
    ['site-companies body has an unexpected shape at draws.0.numbers', 'parse', 'no tiene el formato esperado'],
    ['site-companies body is not JSON (starts with "<!doctype html>")', 'parse', 'no tiene el formato esperado'],
    ['data.ny.gov: invalid JSON (Unexpected token)', 'parse', 'no se pudieron leer los resultados'],
    ['leidsa.com page has no embedded game results (no "gameId" entries)', 'parse', 'formato esperado'],
    ['api.loteriasdominicanas.com answered with an error: Not authorized', 'parse', 'formato esperado'],
    ['respuesta cortada: 10 bytes recibidos, Content-Length 20', 'cut', 'llegó incompleta'],
    ['Sin sorteos válidos: Leidsa: fuera de rango', 'no-valid-draws', 'ningún sorteo válido'],
    [
      'Ejecución interrumpida: el proceso se detuvo (run interrupted: the process stopped)',
      'interrupted',
      'se interrumpió',
    ],
    ['Something odd', 'other', 'error inesperado'],
  ])('%s -> %s', (raw, kind, text) => {
    const reading = scrapeErrorText(raw);
    expect(reading.kind).toBe(kind);
    expect(reading.text).toContain(text);
  });

  it('never hands back raw English', () => {
    expect(scrapeErrorText('fetch failed: getaddrinfo ENOTFOUND data.ny.gov').text).not.toMatch(/fetch|getaddrinfo/);
  });
});
