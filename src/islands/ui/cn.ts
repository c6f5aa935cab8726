/** Joins class names, skipping falsy values; later classes come last so callers can override. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
