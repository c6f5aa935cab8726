import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  loginLinkRequestSchema,
  loginSchema,
  type LoginInput,
  type LoginLinkRequestInput,
} from '../../lib/schemas/admin-auth.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { useLogin, useLoginWithLink, useRequestLoginLink } from './session.ts';

/** Where a mailed login link carries its token: `/admin/login#enlace=<token>` (never sent to the server in the URL). */
const LINK_HASH = /^#enlace=([\w-]+)$/;

/** The token of the login link the page was opened with, if any. */
const linkTokenInUrl = () => LINK_HASH.exec(window.location.hash)?.[1] ?? null;

/** Drops the link's token from the address bar (it is single-use; a reload must not try it again). */
const forgetLinkToken = () => window.history.replaceState(null, '', window.location.pathname);

/**
 * /admin/login: username and password, both required (spec Validation rules: Login); below, the one-time link by
 * mail for an account delayed by failed attempts (decision 079); opened from such a link, a button that uses it.
 */
export function LoginScreen() {
  const [linkToken, setLinkToken] = useState(linkTokenInUrl);
  const [askLink, setAskLink] = useState(false);
  if (linkToken) {
    return (
      <UseLinkCard
        token={linkToken}
        onDone={() => {
          forgetLinkToken();
          setLinkToken(null);
        }}
      />
    );
  }
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="grid w-full max-w-sm gap-4">
        <PasswordForm />
        {askLink ? (
          <LinkRequestForm />
        ) : (
          <Button variant="ghost" onClick={() => setAskLink(true)}>
            ¿Bloqueado? Recibe un enlace de acceso por correo
          </Button>
        )}
      </div>
    </main>
  );
}

function PasswordForm() {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => login.mutate(values))(event)}
      className="grid gap-4 rounded-2xl bg-white p-6 shadow"
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
  );
}

/** '¿Bloqueado?': asks for a login link by username; the answer never says whether the account exists. */
function LinkRequestForm() {
  const request = useRequestLoginLink();
  const form = useForm<LoginLinkRequestInput>({
    resolver: zodResolver(loginLinkRequestSchema),
    defaultValues: { username: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="enlace-titulo"
      onSubmit={(event) => void form.handleSubmit((values) => request.mutate(values))(event)}
      className="grid gap-3 rounded-2xl bg-white p-6 text-sm shadow"
    >
      <h2 id="enlace-titulo" className="text-base font-semibold text-brand-900">
        Enlace de acceso por correo
      </h2>
      {request.isSuccess ? (
        <p role="status">
          Si la cuenta existe y tiene un correo registrado, te enviamos un enlace de acceso. Ábrelo en los próximos 15
          minutos; sirve una sola vez.
        </p>
      ) : (
        <>
          <p>
            ¿Bloqueado por intentos fallidos? Escribe tu usuario y te enviamos un enlace de acceso de un solo uso al
            correo de tu cuenta.
          </p>
          <Field label="Usuario" error={errors.username?.message} required>
            <Input autoComplete="username" {...form.register('username')} />
          </Field>
          <Button type="submit" variant="outline" disabled={request.isPending}>
            {request.isPending ? 'Enviando...' : 'Enviarme un enlace de acceso'}
          </Button>
        </>
      )}
    </form>
  );
}

/** Opened from a mailed link: one button uses it (a mail scanner that fetches the page does not). */
function UseLinkCard({ token, onDone }: { token: string; onDone: () => void }) {
  const use = useLoginWithLink();
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="grid w-full max-w-sm gap-4 rounded-2xl bg-white p-6 shadow">
        <h1 className="text-2xl font-bold text-brand-900">Enlace de acceso</h1>
        <p className="text-sm">Este enlace te deja entrar una sola vez, sin contraseña.</p>
        <Button disabled={use.isPending} onClick={() => use.mutate(token, { onSettled: onDone })}>
          {use.isPending ? 'Entrando...' : 'Entrar con el enlace'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Usar usuario y contraseña
        </Button>
      </div>
    </main>
  );
}
