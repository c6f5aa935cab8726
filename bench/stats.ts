/**
 * Small helpers shared by the bench modules: percentiles of a sample, number formatting, and a
 * Markdown table printer (so the output can be pasted into a note as is).
 */

/** The `p`-th percentile (0–100) of `values`, nearest-rank method; NaN for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

/** The median of `values` (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** `value` with `digits` decimals, or "n/a" when it is not a finite number. */
export function fmt(value: number | null | undefined, digits = 1): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** Resident set size of this process, in MB. */
export function rssMb(): number {
  return process.memoryUsage().rss / 1024 / 1024;
}

/** A Markdown table: a header row, a separator, one row per entry; columns padded for reading. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  rightAlign: readonly number[] = [],
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number) =>
    rightAlign.includes(i) ? text.padStart(widths[i] as number) : text.padEnd(widths[i] as number);
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => cell(c, i)).join(' | ')} |`;
  const separator = `|${widths.map((w, i) => (rightAlign.includes(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), separator, ...rows.map(line)].join('\n');
}
