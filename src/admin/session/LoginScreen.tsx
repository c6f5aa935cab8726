import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '../../lib/schemas/admin-auth.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { useLogin } from './session.ts';

/** /admin/login: username and password, both required (spec Validation rules: Login). */
export function LoginScreen() {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit((values) => login.mutate(values))(event)}
        className="grid w-full max-w-sm gap-4 rounded-2xl bg-white p-6 shadow"
      >
        <h1 className="text-2xl font-bold text-brand-900">Iniciar sesión</h1>
        <Field label="Usuario" error={errors.username?.message} required>
          <Input autoComplete="username" {...form.register('username')} />
        </Field>
        <Field label="Contraseña" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Entrando...' : 'Entrar'}
        </Button>
      </form>
    </main>
  );
}
