/**
 * Glyphs a page repeats (the home's 43 cards each have a star and a share button): drawn once per page as
 * `<symbol>`s by `IconSymbols` (in BaseLayout) and shown by `Icon` through `<use>`, so each copy costs a few
 * bytes of HTML (decision 064). The shown `<svg>` sets the colours (`fill`, `stroke` inherit into the symbol).
 */

const GLYPHS = {
  /** A five-pointed star, outlined (its fill is the shown svg's). */
  star: (
    <path
      d="M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.17l-5.62 2.95 1.07-6.27L2.9 9.4l6.3-.9z"
      strokeWidth={1.8}
      strokeLinejoin="round"
    />
  ),
  /** Three linked dots. */
  share: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </g>
  ),
};

export type IconName = keyof typeof GLYPHS;

/** Every glyph as a `<symbol id="i-{name}">` in a hidden svg: render once per page, before any `Icon`. */
export function IconSymbols() {
  return (
    <svg aria-hidden="true" style={{ display: 'none' }}>
      {Object.entries(GLYPHS).map(([name, glyph]) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          {glyph}
        </symbol>
      ))}
    </svg>
  );
}

/** The glyph `name`, decorative (`aria-hidden`), sized and coloured by `className`. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
