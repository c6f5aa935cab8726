import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Toaster } from '../ui/Toaster.tsx';
import { Layout } from './Layout.tsx';
import { LOGIN_PATH, navigate, PASSWORD_PATH, usePath } from './navigation.ts';
import { SCREENS } from './screens.ts';
import { LoginScreen } from './session/LoginScreen.tsx';
import { PasswordScreen } from './session/PasswordScreen.tsx';
import { useSession } from './session/session.ts';

/** The screen a path names (screens.ts), the password change, or 'Página no encontrada'. */
function Screen({ path, username }: { path: string; username: string }) {
  if (path === PASSWORD_PATH) return <PasswordScreen username={username} oneTime={false} />;
  const screen = SCREENS.find((s) => s.path === path);
  if (!screen) return <h1 className="text-2xl font-bold text-brand-900">Página no encontrada</h1>;
  return <screen.Screen title={screen.label} />;
}

/** Sends visitors without a session to /admin/login and logged-in users away from it. */
function Routes() {
  const path = usePath();
  const session = useSession();
  const user = session.data;
  const onLogin = path === LOGIN_PATH;
  useEffect(() => {
    if (session.isPending || session.isError) return;
    if (!user && !onLogin) navigate(LOGIN_PATH, { replace: true });
    if (user && onLogin) navigate('/admin', { replace: true });
  }, [session.isPending, session.isError, user, onLogin]);

  if (session.isError) {
    return (
      <p role="alert" className="p-8 text-center">
        No se pudo comprobar la sesión.
      </p>
    );
  }
  if (session.isPending || !user !== onLogin) {
    return (
      <div role="status" className="grid min-h-dvh place-items-center">
        <span className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
        <span className="sr-only">Cargando...</span>
      </div>
    );
  }
  if (!user) return <LoginScreen />;
  return (
    <Layout path={path} username={user.username}>
      {user.mustChangePassword ? (
        <PasswordScreen username={user.username} oneTime />
      ) : (
        <Screen path={path} username={user.username} />
      )}
    </Layout>
  );
}

/** The admin app (client-only): its own React Query client, toasts and the session-guarded screens. */
export default function AdminApp() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <Routes />
      <Toaster />
    </QueryClientProvider>
  );
}
