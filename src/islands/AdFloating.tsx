import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { adPositionById, FLOATING_CTA_DELAY_MS, intrusiveAdFor, type AdDisplay } from '../lib/ads.ts';
import { AdCta, AdFrame, type DisplayAd } from '../ui/AdSlot.tsx';
import { cn } from '../ui/cn.ts';
import { Dialog, DialogContent, DialogTitle } from '../ui/Dialog.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { recordAd } from './ad-events.ts';
import { takeAdTurn } from './ad-turn.ts';

/**
 * Where each non-modal format sits and how tall its frame may grow (it is as tall as its content, at least
 * 40 px). None covers the header (sticky sits under it, in the sticky top group) or the results (the results
 * overlay is a card under them); on phones the side panel is a bottom bar.
 */
const LAYOUT: Record<Exclude<AdDisplay, 'inline' | 'modal'>, { box: string; frame: string }> = {
  floating: {
    box: 'fixed right-4 bottom-4 z-40 w-[min(20rem,calc(100vw-2rem))] rounded-xl shadow-xl',
    frame: 'max-h-[250px]',
  },
  sticky: { box: 'border-b border-slate-200 shadow-sm', frame: 'max-h-[90px]' },
  panel: {
    box: 'fixed inset-x-0 bottom-0 z-40 shadow-xl md:inset-x-auto md:top-1/3 md:right-0 md:bottom-auto md:w-72 md:rounded-l-xl',
    frame: 'max-h-[30dvh] md:max-h-[300px]',
  },
  sheet: { box: 'fixed inset-x-0 bottom-0 z-40 shadow-[0_-4px_12px_rgb(0_0_0/0.15)]', frame: 'max-h-[120px]' },
  overlay: { box: 'mt-4 rounded-xl border border-slate-200 shadow-sm', frame: 'max-h-[250px]' },
};

const FRAME = 'min-h-10 w-full';

interface AdFloatingProps {
  /** The page's servable ads in intrusive positions (floating-cta, modal-popup, sticky-banner, side-panel, bottom-sheet, results-overlay). */
  ads: DisplayAd[];
}

/** The page's anchors (`data-ad-anchor`, rendered by AdSlot.astro) by position: where each format is placed. */
const pageAnchors = (): Map<string, HTMLElement> =>
  new Map([...document.querySelectorAll<HTMLElement>('[data-ad-anchor]')].map((el) => [el.dataset.adAnchor ?? '', el]));

/**
 * The page view's one intrusive ad (decisions 037, 081). After hydration it takes the visitor's turn and picks,
 * once, the ad of the format whose turn it is among those the visitor may see in the positions this page places
 * (formats take turns across page views, so each live format is shown), waits
 * FLOATING_CTA_DELAY_MS for floating-cta, draws it at its position's anchor and counts one impression.
 * Dismissed, nothing takes its place.
 */
export default function AdFloating({ ads }: AdFloatingProps) {
  const hydrated = useHydrated();
  // Taken once per page view (on the server render, where there is no storage, a random turn nobody sees).
  const [turn] = useState(takeAdTurn);
  const [elapsed, setElapsed] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const choice = useMemo(() => {
    if (!hydrated) return undefined;
    const anchors = pageAnchors();
    const ad = intrusiveAdFor(ads, {
      now: new Date(),
      viewportWidth: window.innerWidth,
      turn,
      placed: new Set(anchors.keys()),
    });
    const display = ad && adPositionById(ad.position)?.display;
    const anchor = ad && anchors.get(ad.position);
    return ad && anchor && display && display !== 'inline' ? { ad, anchor, display } : undefined;
  }, [hydrated, ads, turn]);

  const delayed = choice?.display === 'floating';
  useEffect(() => {
    if (!delayed) return;
    const timer = setTimeout(() => setElapsed(true), FLOATING_CTA_DELAY_MS);
    return () => clearTimeout(timer);
  }, [delayed]);

  const shown = choice && !dismissed && (!delayed || elapsed) ? choice : undefined;
  const shownId = shown?.ad.id;
  useEffect(() => {
    if (shownId !== undefined) recordAd(shownId, 'impression');
  }, [shownId]);

  if (!shown) return null;
  const { ad, anchor, display } = shown;
  const dismiss = () => setDismissed(true);
  if (display === 'modal') return <AdModal ad={ad} onClose={dismiss} />;
  const layout = LAYOUT[display];
  return createPortal(
    <aside
      data-ad-position={ad.position}
      data-ad-floating={ad.id}
      aria-label="Publicidad"
      className={cn('overflow-hidden bg-white', layout.box)}
    >
      <div className="flex items-center justify-end gap-2 p-1">
        <AdCta ad={ad} className="mr-auto ml-1 h-8" />
        <button
          type="button"
          onClick={dismiss}
          aria-label="Cerrar publicidad"
          className="inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-lg font-bold text-slate-700 hover:bg-slate-100"
        >
          ×
        </button>
      </div>
      <AdFrame content={ad.content} className={cn(FRAME, layout.frame)} />
    </aside>,
    anchor,
  );
}

/**
 * The modal format: the kit's dialog (dimmed backdrop, focus kept inside, Escape, a click on the backdrop or
 * 'Cerrar' dismisses it). Focus goes to the dialog itself, not to the ad's link or frame.
 */
function AdModal({ ad, onClose }: { ad: DisplayAd; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        aria-describedby={undefined}
        data-ad-position={ad.position}
        data-ad-floating={ad.id}
        className="max-w-md gap-3 p-4 pt-12"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogTitle className="sr-only">Publicidad</DialogTitle>
        <AdFrame content={ad.content} tabIndex={-1} className={cn(FRAME, 'max-h-[60dvh]')} />
        <AdCta ad={ad} className="justify-self-center" />
      </DialogContent>
    </Dialog>
  );
}
