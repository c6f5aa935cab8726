import { describe, expect, it } from 'vitest';
import { isBadInputError, isConnectionLost } from './errors.ts';

/** A driver error with its code, wrapped as Drizzle wraps it. */
const wrapped = (message: string, code?: string) =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error(message), code ? { code } : {}) });

describe('database error classification', () => {
  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P05', 'unsupported Unicode escape sequence'],
    ['22001', 'value too long for type character varying(100)'],
    ['22P02', 'invalid input syntax for type integer: "x"'],
  ])('%s (%s) is bad input, not a lost connection', (code, message) => {
    expect(isBadInputError(wrapped(message, code))).toBe(true);
    expect(isConnectionLost(wrapped(message, code))).toBe(false);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['ECONNRESET', 'read ECONNRESET'],
    [undefined, 'Connection terminated unexpectedly'],
    [undefined, 'Client has encountered a connection error and is not queryable'],
  ])('%s (%s) is a lost connection', (code, message) => {
    expect(isConnectionLost(wrapped(message, code))).toBe(true);
    expect(isBadInputError(wrapped(message, code))).toBe(false);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "nada" does not exist'],
  ])('%s (%s) is neither', (code, message) => {
    expect(isConnectionLost(wrapped(message, code))).toBe(false);
    expect(isBadInputError(wrapped(message, code))).toBe(false);
  });

  it('ignores values that are not errors', () => {
    expect(isConnectionLost(null)).toBe(false);
    expect(isBadInputError('22021')).toBe(false);
  });
});
