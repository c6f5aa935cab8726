/**
 * Vitest setup: console.error and console.warn are recorded instead of printed, and a test that logs one
 * it did not declare with `expectConsole` (tests/helpers/console.ts) fails with the message. Logs from
 * module imports or beforeAll hooks fail the next test of the file.
 */
import { afterEach, beforeEach } from 'vitest';
import { recordConsole, settleConsole } from '../helpers/console.ts';

console.error = (...args: unknown[]) => recordConsole('error', args);
console.warn = (...args: unknown[]) => recordConsole('warn', args);

const failOn = (when: string) => {
  const problems = settleConsole();
  if (problems.length > 0) throw new Error(`console guard (${when}):\n${problems.join('\n')}`);
};

beforeEach(() => failOn('before this test: at import or in beforeAll'));
afterEach(() => failOn('in this test'));
