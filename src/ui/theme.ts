/**
 * The theme in the browser (decision 060): what <html> shows, the visitor's choice in localStorage, and the
 * system preference while there is no choice. Used by the header's toggle and the admin's.
 */
import { isTheme, THEME_STORAGE_KEY, type Theme } from '../lib/theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme <html> shows (set by the head script before the first paint); 'light' when unset. */
export const currentTheme = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The visitor's stored choice, or null (none, or storage unavailable). */
function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** Shows `theme` and tells `onChange` listeners (a `theme-change` event on document). */
function showTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.dispatchEvent(new CustomEvent('theme-change'));
}

/** Makes `theme` the visitor's explicit choice: shown now, kept in localStorage (when it can be) for next visits. */
export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  showTheme(theme);
}

/**
 * Calls `listener` whenever the shown theme changes (a choice here, in another tab, or the system's while there
 * is no choice); returns the unsubscribe function.
 */
export function onThemeChange(listener: (theme: Theme) => void): () => void {
  const system = matchMedia(DARK_QUERY);
  const follow = () => {
    const theme = storedTheme() ?? (system.matches ? 'dark' : 'light');
    if (theme !== currentTheme()) showTheme(theme);
  };
  const notify = () => listener(currentTheme());
  system.addEventListener('change', follow);
  window.addEventListener('storage', follow);
  document.addEventListener('theme-change', notify);
  return () => {
    system.removeEventListener('change', follow);
    window.removeEventListener('storage', follow);
    document.removeEventListener('theme-change', notify);
  };
}
