import { cn } from './cn.ts';

/** Advertisement positions of the spec. */
export type AdPosition =
  | 'header-banner' | 'footer-banner' | 'sidebar-top' | 'sidebar-bottom' | 'content-top' | 'content-bottom'
  | 'between-results' | 'between-cards' | 'inline-numbers' | 'prediction-banner' | 'floating-cta' | 'modal-popup'
  | 'sticky-banner' | 'urgent-alert' | 'side-panel' | 'bottom-sheet' | 'results-overlay';

/**
 * Where advertisements of `position` will show. Until the ads feature fills it, it is an empty
 * element that takes no space (`empty:hidden`).
 */
export function AdSlot({ position, className }: { position: AdPosition; className?: string }) {
  return <aside data-ad-position={position} aria-label="Publicidad" className={cn('empty:hidden', className)} />;
}
