import { useEffect, useState } from 'react';
import { adPositionById, adsForPosition, FLOATING_CTA_DELAY_MS, isVisibleTo, type AdDisplay } from '../lib/ads.ts';
import { AdCta, AdFrame, type DisplayAd } from '../ui/AdSlot.tsx';
import { cn } from '../ui/cn.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { recordAd } from './ad-events.ts';

/** Where each floating display sits and how big its frame is. */
const LAYOUT: Record<Exclude<AdDisplay, 'inline'>, { box: string; frame: string }> = {
  floating: {
    box: 'fixed right-4 bottom-4 z-40 w-[min(20rem,calc(100vw-2rem))] rounded-xl shadow-xl',
    frame: 'h-[250px] w-full',
  },
  modal: {
    box: 'fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-1/2 rounded-xl shadow-2xl',
    frame: 'h-[250px] w-full',
  },
  sticky: { box: 'fixed inset-x-0 top-0 z-50 bg-red-700', frame: 'h-[50px] w-full' },
  panel: { box: 'fixed top-1/4 right-0 z-40 w-72 rounded-l-xl shadow-xl', frame: 'h-[250px] w-full' },
  sheet: { box: 'fixed inset-x-0 bottom-0 z-40 shadow-[0_-4px_12px_rgb(0_0_0/0.15)]', frame: 'h-[90px] w-full' },
  overlay: { box: 'absolute inset-0 z-30 flex flex-col', frame: 'min-h-0 w-full flex-1' },
};

interface AdFloatingProps {
  /** A floating position id (floating-cta, modal-popup, sticky-banner, side-panel, bottom-sheet, results-overlay). */
  position: string;
  /** The page's servable ads (any positions; this position's are taken). */
  ads: DisplayAd[];
}

/**
 * A position drawn over the page. After mount it applies the visitor-side rules (device, dates, cap,
 * dismissed in this page view), waits FLOATING_CTA_DELAY_MS for floating-cta, shows one ad for single
 * positions (equal top priorities rotate per page view) and counts one impression per shown ad.
 */
export default function AdFloating({ position, ads }: AdFloatingProps) {
  const display = adPositionById(position)?.display ?? 'floating';
  const hydrated = useHydrated();
  const [rotation] = useState(() => Math.floor(Math.random() * 1000));
  const [ready, setReady] = useState(display !== 'floating');
  const [dismissed, setDismissed] = useState<ReadonlySet<number | string>>(new Set());

  useEffect(() => {
    if (display !== 'floating') return;
    const timer = setTimeout(() => setReady(true), FLOATING_CTA_DELAY_MS);
    return () => clearTimeout(timer);
  }, [display]);

  const shown =
    hydrated && ready
      ? adsForPosition(
          ads.filter((ad) => isVisibleTo(ad, { now: new Date(), viewportWidth: window.innerWidth, dismissed })),
          position,
          rotation,
        )
      : [];
  const shownIds = shown.map((ad) => ad.id).join(',');

  useEffect(() => {
    for (const id of shownIds.split(',').filter(Boolean)) recordAd(Number(id), 'impression');
  }, [shownIds]);

  if (display === 'inline') return null;
  const layout = LAYOUT[display];
  return shown.map((ad) => (
    <aside
      key={ad.id}
      data-ad-position={position}
      data-ad-floating={ad.id}
      aria-label="Publicidad"
      role={display === 'modal' ? 'dialog' : undefined}
      aria-modal={display === 'modal' ? true : undefined}
      className={cn('overflow-hidden bg-white', layout.box)}
    >
      <div className="flex items-center justify-end gap-2 p-1">
        <AdCta ad={ad} className="mr-auto ml-1 h-8" />
        <button
          type="button"
          onClick={() => setDismissed(new Set([...dismissed, ad.id]))}
          aria-label="Cerrar publicidad"
          className="inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-lg font-bold text-slate-700 hover:bg-slate-100"
        >
          ×
        </button>
      </div>
      <AdFrame content={ad.content} className={layout.frame} />
    </aside>
  ));
}
