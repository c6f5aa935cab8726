import { useEffect, useState } from 'react';
import { chooseTheme, currentTheme, onThemeChange } from '../ui/theme.ts';

/**
 * The admin's light/dark switch (decision 060), on the brand-blue sidebar: a toggle button 'Tema oscuro',
 * pressed in the dark theme; the choice is the same stored one as the public header's.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState(currentTheme);
  useEffect(() => onThemeChange(setTheme), []);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
      className="justify-self-start rounded-full px-3 py-1.5 text-sm ring-1 ring-white/40 hover:bg-paper/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      <span aria-hidden="true">{dark ? '☀ ' : '☾ '}</span>Tema oscuro
    </button>
  );
}
