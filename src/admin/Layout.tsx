import { useState, type ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import { cn } from '../ui/cn.ts';
import { navigate, PASSWORD_PATH } from './navigation.ts';
import { SCREENS } from './screens.ts';
import { useLogout } from './session/session.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

/**
 * The admin shell: sidebar with the screens of screens.ts, the username, the password change and logout; the sidebar
 * folds away under `md`.
 */
export function Layout({ path, username, children }: { path: string; username: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <div className="min-h-dvh md:flex">
      <header className="flex items-center justify-between bg-brand-900 px-4 py-3 text-white md:hidden">
        <span className="font-bold">Gana Más · Admin</span>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setOpen((o) => !o)}
        >
          Menú
        </Button>
      </header>
      <aside
        id="admin-sidebar"
        className={cn('w-full bg-brand-900 text-white md:block md:min-h-dvh md:w-64 md:shrink-0', !open && 'hidden')}
      >
        <p className="hidden px-5 py-5 text-lg font-bold md:block">Gana Más · Admin</p>
        <nav aria-label="Administración">
          <ul className="grid gap-1 px-3 py-2">
            {SCREENS.map((screen) => (
              <li key={screen.path}>
                <a
                  href={screen.path}
                  aria-current={screen.path === path ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setOpen(false);
                    navigate(screen.path);
                  }}
                  className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:font-bold"
                >
                  {screen.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-2 border-t border-brand-800 px-5 py-4">
          <p className="text-sm" data-testid="admin-username">
            {username}
          </p>
          <a
            href={PASSWORD_PATH}
            aria-current={path === PASSWORD_PATH ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setOpen(false);
              navigate(PASSWORD_PATH);
            }}
            className="text-sm underline hover:text-brand-200 aria-[current=page]:font-bold"
          >
            Cambiar contraseña
          </a>
          <ThemeToggle />
          <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            Cerrar sesión
          </Button>
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">{children}</main>
    </div>
  );
}
