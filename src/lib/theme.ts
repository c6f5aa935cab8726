/**
 * The two colour themes (decision 060): `data-theme="light|dark"` on <html>, chosen by the visitor (kept in
 * localStorage under `THEME_STORAGE_KEY`) or else by `prefers-color-scheme`. The stylesheet's dark tokens
 * key on the attribute (src/styles/theme.css).
 */

export type Theme = 'light' | 'dark';

/** The localStorage key of the visitor's explicit choice ('light' or 'dark'); absent: follow the system. */
export const THEME_STORAGE_KEY = 'gm-theme';

/** The browser's `theme-color` (its toolbar) per theme: the header's blue in each. */
export const THEME_COLORS: Readonly<Record<Theme, string>> = { light: '#002d62', dark: '#00214a' };

/** Whether `value` (e.g. a stored string) names a theme. */
export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/**
 * The inline script Head.astro runs in <head> before the body is parsed, so the first paint has the right
 * theme: the stored choice when valid, else the system's (storage may throw, e.g. blocked cookies). It is the
 * one source of its CSP hash (`THEME_SCRIPT_HASH` in src/server/security-headers.ts): change the text and the
 * hash follows.
 */
export const THEME_SCRIPT = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-theme',t)})()`;
