/** The home search's no-match alert text (its own module: the home's opening script imports it alone). */
export const noMatchMessage = (query: string): string =>
  `No se encontró "${query.trim()}". Te mostramos todas las loterías disponibles.`;
