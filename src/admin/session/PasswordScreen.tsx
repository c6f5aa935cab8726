import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { passwordChangeSchema, type PasswordChangeInput } from '../../lib/schemas/admin-auth.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { api, unwrap } from '../../islands/api-client.ts';
import { jsonBody } from '../json-options.ts';
import { useAdminAction } from '../mutations.ts';

/**
 * The password change of `username` (POST /api/admin/password; the account's other sessions end). With
 * `oneTime`, it is shown instead of every screen while the account still has its one-time password.
 */
export function PasswordScreen({ username, oneTime }: { username: string; oneTime: boolean }) {
  const schema = useMemo(() => passwordChangeSchema(username), [username]);
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', next: '' },
  });
  const change = useAdminAction({
    send: (input: PasswordChangeInput) => unwrap(api.admin.password.$post({}, jsonBody(input))),
    success: 'Contraseña actualizada exitosamente',
    failure: 'Error al cambiar la contraseña',
    onDone: () => form.reset(),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => change.mutate(values))(event)}
      className="mx-auto grid w-full max-w-sm gap-4 rounded-2xl bg-white p-6 shadow"
    >
      <h1 className="text-xl font-bold text-brand-900">Cambia tu contraseña</h1>
      <p className="text-sm text-slate-600">
        {oneTime
          ? 'Tu contraseña es de un solo uso. Elige una nueva para continuar.'
          : 'Las demás sesiones de tu cuenta se cerrarán.'}
      </p>
      <Field label="Contraseña actual" error={errors.current?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register('current')} />
      </Field>
      <Field label="Nueva contraseña" error={errors.next?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register('next')} />
      </Field>
      <Button type="submit" disabled={change.isPending || form.formState.isSubmitting}>
        Guardar
      </Button>
    </form>
  );
}
