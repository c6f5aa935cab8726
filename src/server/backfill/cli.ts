/**
 * The pieces of `npm run backfill` (scripts/backfill.ts): its flags (zod), the progress line and the closing per-game
 * table. Decision 086.
 */
import { z } from 'zod';
import { isIsoDate } from '../../lib/dates.ts';
import { gameById } from '../../lib/catalogue/index.ts';
import type { GameTally } from './engine.ts';
import { SOURCE_KINDS } from './sources.ts';

export const BACKFILL_USAGE = `uso: npm run backfill -- --from AAAA-MM-DD [--to AAAA-MM-DD] [--games id,…] [--source ld-api|leidsa] [--dry-run]
                         [--base <url>] [--interval-ms <ms>]
  --from         primer día a pedir (obligatorio)
  --to           último día (por defecto: ayer en Santo Domingo)
  --games        juegos u operadoras del catálogo, separados por comas (por defecto: todos)
  --source       ld-api (por defecto): la API de loteriasdominicanas.com, una petición por empresa y día;
                 leidsa: las páginas de historial de leidsa.com para los seis juegos de Leidsa, buscadas por
                 número de sorteo (una petición por juego y día si la estimación acierta)
  --dry-run      pide y valida, pero no guarda sorteos ni marca días hechos
  --base         URL base de la fuente (ld-api: LD_API_BASE o la pública; leidsa: https://www.leidsa.com),
                 p. ej. un simulador local
  --interval-ms  pausa mínima entre dos peticiones al mismo host (por defecto 2000)
Reanudable: los días ya guardados (tabla backfill_ledger) no se vuelven a pedir.`;

const isoDate = z.string().refine((value) => isIsoDate(value), 'debe ser una fecha AAAA-MM-DD válida');

/** The flags of `npm run backfill`, as `node:util` parseArgs gives them. */
export const backfillArgsSchema = z
  .object({
    from: isoDate,
    to: isoDate.optional(),
    games: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((g) => g.trim())
          .filter(Boolean),
      )
      .optional(),
    source: z.enum(SOURCE_KINDS, { message: `fuente desconocida: solo ${SOURCE_KINDS.join(', ')}` }).optional(),
    'dry-run': z.boolean().optional(),
    base: z.url('debe ser una URL').optional(),
    'interval-ms': z.coerce.number().int().min(0, 'debe ser 0 o más').optional(),
  })
  .strict();

/** "1 h 02 min", "3 min 05 s", "12 s" for a duration in seconds. */
function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${pad(m)} min`;
  if (m > 0) return `${m} min ${pad(s % 60)} s`;
  return `${s} s`;
}

/**
 * The progress line: "backfill 12/180 (6.7 %) · 0.50 pet/s · ETA 5 min 36 s", `elapsedMs` since the start.
 */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? done / (elapsedMs / 1000) : 0;
  const percent = total > 0 ? ((100 * done) / total).toFixed(1) : '100.0';
  const eta = rate > 0 ? formatDuration((total - done) / rate) : '—';
  return `backfill ${done}/${total} (${percent} %) · ${rate.toFixed(2)} pet/s · ETA ${eta}`;
}

/**
 * The closing table, one line per catalogue game (found, stored, rejected, still missing in the range), then one line
 * adding up the titles no catalogue game matched (draws the site does not keep, e.g. Anguila's extra hourly draws).
 */
export function summaryTable(games: ReadonlyMap<string, GameTally>, missing: ReadonlyMap<string, number>): string {
  const ids = [...new Set([...missing.keys(), ...games.keys()])];
  const zero = { found: 0, stored: 0, rejected: 0 };
  const rows = ids
    .filter((id) => gameById(id))
    .sort()
    .map((id) => {
      const tally = games.get(id) ?? zero;
      return [id, tally.found, tally.stored, tally.rejected, missing.get(id) ?? '—'].map(String);
    });
  const unknown = ids.filter((id) => !gameById(id));
  if (unknown.length > 0) {
    const sum = unknown.reduce((total, id) => total + (games.get(id)?.found ?? 0), 0);
    rows.push([`sin juego del catálogo (${unknown.length} títulos)`, String(sum), '0', String(sum), '—']);
  }
  const header = ['juego', 'encontrados', 'guardados', 'rechazados', 'aún faltan'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
