/** Admin login and password change (spec: /admin/login, POST /api/admin/login): parsed by the form and the API. */
import { z } from 'zod';
import { lineText } from './text.ts';

/** Shortest password an admin may choose. */
const MIN_PASSWORD_LENGTH = 10;

export const loginSchema = z.object({
  username: lineText('El usuario es obligatorio.').trim().min(1, 'El usuario es obligatorio.').max(100),
  password: z.string('La contraseña es obligatoria.').min(1, 'La contraseña es obligatoria.').max(200),
});

export const passwordChangeSchema = z.object({
  current: z.string('Escribe tu contraseña actual.').min(1, 'Escribe tu contraseña actual.').max(200),
  next: z
    .string('Escribe la nueva contraseña.')
    .min(MIN_PASSWORD_LENGTH, `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`)
    .max(200),
});

export type LoginInput = z.output<typeof loginSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;
