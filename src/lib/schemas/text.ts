/**
 * The text fields every schema is built from (decision 042): a string that refuses control characters, which
 * no form can type and PostgreSQL cannot store (NUL), and lone UTF-16 surrogates, which no keyboard types and
 * which would be stored as a replacement character (decision 079), so they are a 400 with a field issue, never a 500.
 */
import { z } from 'zod';

/** The field issue of a value holding a control character. */
const CONTROL_CHARACTERS_MESSAGE = 'Contiene caracteres no permitidos.';

/* eslint-disable no-control-regex -- matching control characters is the point */
/** C0 controls, DEL and C1 controls. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same but tab, line feed and carriage return. */
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/** Whether `value` is well-formed UTF-16 (no lone surrogate) and free of the `controls` characters. */
const freeOf = (controls: RegExp) => (value: string) => value.isWellFormed() && !controls.test(value);

/**
 * One-line text (names, titles, identifiers, query parameters): every C0/C1 control character and lone surrogate
 * is refused, tab and line breaks included. `error` is the message for a value that is not a string. Chain `.trim()`, `.min()`…
 */
export const lineText = (error?: string) => z.string(error).refine(freeOf(CONTROLS), CONTROL_CHARACTERS_MESSAGE);

/** Multi-line text (message bodies, HTML, code): lone surrogates and control characters but tab, LF and CR are refused. */
export const multilineText = (error?: string) =>
  z.string(error).refine(freeOf(CONTROLS_BUT_LINE_BREAKS), CONTROL_CHARACTERS_MESSAGE);

/** An absolute http(s) URL on one line; `error` is the message for anything else. */
export const httpUrl = (error: string) =>
  z.url({ protocol: /^https?$/, error }).refine(freeOf(CONTROLS), CONTROL_CHARACTERS_MESSAGE);
