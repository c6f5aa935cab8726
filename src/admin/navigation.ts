/** The admin screens (spec: Admin routes) and client-side navigation between them. */
import { useSyncExternalStore } from 'react';

/** The nine sidebar items, in the spec's order; `aliases` are other paths drawing the same screen. */
export const SCREENS = [
  { path: '/admin', label: 'Dashboard' },
  { path: '/admin/posts', label: 'Posts de Loterías' },
  { path: '/admin/individual-posts', label: 'Posts Individuales' },
  { path: '/admin/scrapers', label: 'Scrapers' },
  { path: '/admin/logs', label: 'Logs y Estadísticas' },
  { path: '/admin/advertisements', label: 'Publicidad' },
  { path: '/admin/ad-orders', label: 'Órdenes de Anuncios' },
  { path: '/admin/custom-code', label: 'Código Manual' },
  { path: '/admin/settings', label: 'Configuraciones' },
] as const;

export const LOGIN_PATH = '/admin/login';
/** The password change screen (also shown in place of every screen while a one-time password is unchanged). */
export const PASSWORD_PATH = '/admin/password';

const CHANGE = 'admin:navigate';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
};

/** The current path without a trailing slash (`/admin/` is `/admin`). */
const currentPath = () => window.location.pathname.replace(/(.)\/+$/, '$1');

/** The current path, re-rendering on navigation. */
export const usePath = (): string => useSyncExternalStore(subscribe, currentPath);

/** Goes to `path` without reloading (`replace`: without a new history entry). */
export function navigate(path: string, { replace = false } = {}): void {
  if (path === currentPath()) return;
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE));
}
