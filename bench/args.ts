/** The bench scripts' command line (process.argv): `--name` flags and `--name=value` options. */
const args = process.argv.slice(2);

/** Whether `--name` was given. */
export const flag = (name: string): boolean => args.includes(`--${name}`);

/** The value of `--name=value`, or undefined when it was not given. */
export const textArg = (name: string): string | undefined =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);

/**
 * The number of `--name=value`, or `fallback` when it was not given.
 * @throws Error when it is not a finite number, or is negative (zero too when `positive`).
 */
export function numberArg(name: string, fallback: number, { positive = false } = {}): number {
  const raw = textArg(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0 || (positive && value === 0))
    throw new Error(`--${name} must be a ${positive ? 'positive' : 'non-negative'} number, got "${raw}"`);
  return value;
}
