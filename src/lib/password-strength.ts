/**
 * How easy a password is to guess: zxcvbn-ts with its common and Spanish dictionaries (common passwords,
 * names, words, keyboard rows, repetitions, sequences, dates). Large (about 1 MB of dictionaries): import it
 * dynamically where it runs in a browser (see `strongPassword` in schemas/admin-auth.ts).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as spanish from '@zxcvbn-ts/language-es-es';

/** Lowest zxcvbn score accepted (0-4; 3: safely unguessable, about 10^8 guesses or more). */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const estimator = (): ZxcvbnFactory =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
    translations: spanish.translations,
  }));

/**
 * Why `password` is too easy to guess, in Spanish, or `null` when it is strong enough. `username` is refused
 * as part of the password (case-insensitive) and counts as a known word for the estimate.
 */
export function passwordWeakness(password: string, username: string): string | null {
  if (username && password.toLowerCase().includes(username.toLowerCase())) {
    return 'La contraseña no puede contener el nombre de usuario.';
  }
  const { score, feedback } = estimator().check(password, username ? [username] : []);
  if (score >= MIN_SCORE) return null;
  const reason = feedback.warning ?? feedback.suggestions[0];
  return `La contraseña es demasiado fácil de adivinar${reason ? `: ${reason.replace(/[^.]$/, '$&.')}` : '.'}`;
}
