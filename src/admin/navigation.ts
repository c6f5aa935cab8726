/** Client-side navigation between the admin screens (their table is screens.ts). */
import { useSyncExternalStore } from 'react';

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
