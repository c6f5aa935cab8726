import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT, THEME_STORAGE_KEY } from './theme.ts';

/** Runs the head script with a stored value (or a throwing storage) and a system preference; the theme it set. */
function run(stored: string | null | Error, systemDark: boolean): string | undefined {
  const attributes = new Map<string, string>();
  const globals = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  };
  // The script is a string by design (its CSP hash is of that text): run it with the fakes as its globals.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the inline script text is the point
  const script = new Function(...Object.keys(globals), THEME_SCRIPT) as (...args: unknown[]) => void;
  script(...Object.values(globals));
  return attributes.get('data-theme');
}

describe('THEME_SCRIPT', () => {
  it('shows the stored choice over the system preference', () => {
    expect(run('light', true)).toBe('light');
    expect(run('dark', false)).toBe('dark');
  });

  it('follows the system without a valid choice, or when storage throws', () => {
    expect(run(null, true)).toBe('dark');
    expect(run(null, false)).toBe('light');
    expect(run('sepia', true)).toBe('dark');
    expect(run(new Error('SecurityError'), true)).toBe('dark');
    expect(run(new Error('SecurityError'), false)).toBe('light');
  });
});
