/** Text normalisation shared by search, matching and the catalogue. */

/** Lower-cases, strips accents and collapses white space: "Súper  Palé " -> "super pale". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
