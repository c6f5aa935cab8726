/** Admin login and password change (spec: /admin/login, POST /api/admin/login): parsed by the form and the API. */
import { z } from 'zod';
import { lineText } from './text.ts';

/** Shortest password an admin may choose. */
const MIN_PASSWORD_LENGTH = 10;

const username = lineText('El usuario es obligatorio.').trim().min(1, 'El usuario es obligatorio.').max(100);

export const loginSchema = z.object({
  username,
  password: z.string('La contraseña es obligatoria.').min(1, 'La contraseña es obligatoria.').max(200),
});

/** 'Enviarme un enlace de acceso' (POST /api/admin/login-link): the account's username (decision 079). */
export const loginLinkRequestSchema = z.object({ username });

/** Using a one-time login link (POST /api/admin/login-link/use): its token, 32 random bytes in base64url. */
export const loginLinkSchema = z.object({
  token: z.string('Falta el enlace de acceso.').regex(/^[\w-]{43}$/, 'El enlace de acceso no es válido.'),
});

/**
 * Why `password` is not acceptable for the account `username` (too easy to guess, or contains the username),
 * in Spanish, or `null`. Loads the strength estimator on first use (a separate chunk in the browser).
 */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  const { passwordWeakness } = await import('../password-strength.ts');
  return passwordWeakness(password, username);
}

/**
 * The password change of the account `username`: the new password needs 10+ characters and must not be easy
 * to guess. Has an async rule: parse with `parseAsync`.
 */
export const passwordChangeSchema = (username: string) =>
  z.object({
    current: z.string('Escribe tu contraseña actual.').min(1, 'Escribe tu contraseña actual.').max(200),
    next: z
      .string('Escribe la nueva contraseña.')
      .min(MIN_PASSWORD_LENGTH, `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`)
      .max(200)
      .superRefine(async (next, ctx) => {
        const problem = await passwordProblem(next, username);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  });

export type LoginInput = z.output<typeof loginSchema>;
export type LoginLinkRequestInput = z.output<typeof loginLinkRequestSchema>;
export type PasswordChangeInput = z.output<ReturnType<typeof passwordChangeSchema>>;
