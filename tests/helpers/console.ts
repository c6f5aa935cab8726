/**
 * Console expectations for the console guard (tests/setup/console-guard.ts): a test that logs
 * console.error or console.warn fails, unless it declared that log with `expectConsole`.
 */
import { format } from 'node:util';

export type ConsoleKind = 'error' | 'warn';

interface Expectation {
  kind: ConsoleKind;
  pattern: RegExp | string;
}

const logs: { kind: ConsoleKind; message: string }[] = [];
const expectations: Expectation[] = [];

const matches = (pattern: RegExp | string, message: string): boolean =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

/**
 * Declares that the running test logs `console[kind]` with a message matching `pattern` (a substring or a
 * RegExp, tested against the arguments formatted as console would print them), before or after the log.
 * Every matching log of the test is then allowed, and the test fails if none arrives.
 */
export function expectConsole(kind: ConsoleKind, pattern: RegExp | string): void {
  expectations.push({ kind, pattern });
}

/** Records one console call (the guard's replacement of console.error / console.warn). */
export function recordConsole(kind: ConsoleKind, args: unknown[]): void {
  logs.push({ kind, message: format(...args) });
}

/**
 * Ends the current test's console bookkeeping.
 * @returns one line per unexpected log and per expected log that never came; empty when all is well.
 */
export function settleConsole(): string[] {
  const expects = (e: Expectation, l: (typeof logs)[number]) => e.kind === l.kind && matches(e.pattern, l.message);
  const problems = [
    ...logs
      .filter((l) => !expectations.some((e) => expects(e, l)))
      .map((l) => `unexpected console.${l.kind}: ${l.message}`),
    ...expectations
      .filter((e) => !logs.some((l) => expects(e, l)))
      .map((e) => `expected console.${e.kind} matching ${String(e.pattern)}, none came`),
  ];
  logs.length = 0;
  expectations.length = 0;
  return problems;
}
