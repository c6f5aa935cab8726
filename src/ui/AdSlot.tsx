import { useEffect, type ComponentProps } from 'react';
import { adsForPosition, ctaOf, type AdRuleFields, type CtaStyle } from '../lib/ads.ts';
import { sizeAdFrames } from './ad-frame-size.ts';
import { cn } from './cn.ts';

/** An advertisement as pages and islands receive it (spec: Advertisement as read by visitors). */
export interface DisplayAd extends AdRuleFields {
  id: number;
  /** Advertiser HTML, shown only inside the sandboxed frame. */
  content: string;
  ctaText: string | null;
  ctaUrl: string | null;
  ctaStyle: string | null;
}

/**
 * Space each inline position reserves, mobile then desktop from 768 px (decision 015 sizes, as literal Tailwind
 * classes so the stylesheet has them; a test checks they match `AD_POSITIONS`). The frame keeps at least that
 * height, so nothing shifts when it loads, and grows to taller content up to INLINE_MAX_HEIGHT.
 */
export const INLINE_SIZE_CLASSES: Readonly<Record<string, string>> = {
  'header-banner': 'min-h-[50px] w-[320px] md:min-h-[90px] md:w-[728px]',
  'footer-banner': 'min-h-[50px] w-[320px] md:min-h-[90px] md:w-[728px]',
  'sidebar-top': 'min-h-[250px] w-[300px] md:min-h-[250px] md:w-[300px]',
  'sidebar-bottom': 'min-h-[250px] w-[300px] md:min-h-[600px] md:w-[300px]',
  'content-top': 'min-h-[100px] w-[320px] md:min-h-[90px] md:w-[728px]',
  'content-bottom': 'min-h-[250px] w-[300px] md:min-h-[90px] md:w-[728px]',
  'between-results': 'min-h-[100px] w-[320px] md:min-h-[90px] md:w-[728px]',
  'between-cards': 'min-h-[250px] w-[300px] md:min-h-[250px] md:w-[300px]',
  'inline-numbers': 'min-h-[50px] w-[320px] md:min-h-[60px] md:w-[468px]',
  'prediction-banner': 'min-h-[100px] w-[320px] md:min-h-[90px] md:w-[728px]',
  'urgent-alert': 'min-h-[80px] w-[320px] md:min-h-[80px] md:w-[728px]',
};

/** The tallest an inline frame grows (the tallest reserved size, sidebar-bottom on desktop). */
const INLINE_MAX_HEIGHT = 'max-h-[600px]';

const CTA_CLASSES: Record<CtaStyle, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-slate-600 text-white hover:bg-slate-700',
  success: 'bg-green-700 text-white hover:bg-green-800',
  warning: 'bg-amber-500 text-slate-950 hover:bg-amber-600',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/**
 * The frame document around advertiser HTML: links open in a new tab (the sandbox lets popups escape), and
 * /ad-frame.js reports the document's height to the page (src/ui/ad-frame-size.ts).
 */
const frameDocument = (content: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><script src="/ad-frame.js" defer></script></head><body>${content}</body></html>`;

/**
 * Advertiser HTML in a sandboxed iframe, as tall as its content (clamped by the min-/max-height classes the
 * caller gives; 0 without them until the frame reports). No `allow-same-origin`: an opaque origin, with no
 * access to the site's cookies, storage or DOM; no `allow-top-navigation`; popups open unsandboxed.
 * `allow-scripts` lets the frame run what the page CSP it inherits allows: our /ad-frame.js (and other
 * scripts of our origin or the CSP's hosts), never inline advertiser script (decision 037).
 */
export function AdFrame({
  content,
  className,
  ...props
}: { content: string; className?: string } & Pick<ComponentProps<'iframe'>, 'tabIndex'>) {
  useEffect(sizeAdFrames, []);
  return (
    <iframe
      title="Publicidad"
      data-ad-frame=""
      srcDoc={frameDocument(content)}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      className={cn('block h-0 max-w-full border-0 bg-paper', className)}
      {...props}
    />
  );
}

/**
 * The ad's call-to-action, only when it has both text and URL: a link opening `ctaUrl` in a new tab without
 * opener or referrer; `data-ad-click` makes the page count the click first (src/islands/ad-events.ts).
 */
export function AdCta({ ad, className }: { ad: DisplayAd; className?: string }) {
  const cta = ctaOf(ad);
  if (!cta) return null;
  return (
    <a
      href={cta.url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      data-ad-click={ad.id}
      data-cta-style={cta.style}
      className={cn(
        'inline-flex h-9 items-center justify-center rounded-full px-4 text-sm font-bold',
        CTA_CLASSES[cta.style],
        className,
      )}
    >
      {cta.text}
    </a>
  );
}

/** Hides an ad on the devices it is not meant for (Tailwind's md is the spec's 768 px breakpoint). */
const deviceClasses = (ad: DisplayAd) => cn(!ad.showOnMobile && 'max-md:hidden', !ad.showOnDesktop && 'md:hidden');

/**
 * An inline position's ads (`ads` may hold any positions; this one's are shown by priority), each at the
 * position's reserved size so nothing moves when the frame loads. Without ads, an empty hidden slot.
 */
export function AdSlot({
  position,
  ads,
  className,
}: {
  position: string;
  ads: readonly DisplayAd[];
  className?: string;
}) {
  const shown = adsForPosition(ads, position);
  if (shown.length === 0) return <aside data-ad-position={position} aria-label="Publicidad" className="hidden" />;
  const urgent = position === 'urgent-alert';
  return (
    <aside
      data-ad-static=""
      data-ad-position={position}
      aria-label="Publicidad"
      className={cn('flex flex-col items-center gap-3', className)}
    >
      {shown.map((ad) => (
        <div
          key={ad.id}
          data-ad-id={ad.id}
          className={cn(
            'flex max-w-full flex-col items-center gap-2',
            urgent && 'rounded-lg border-2 border-red-600 bg-red-50 p-1 motion-safe:animate-pulse',
            deviceClasses(ad),
          )}
        >
          <AdFrame content={ad.content} className={cn(INLINE_SIZE_CLASSES[position], INLINE_MAX_HEIGHT)} />
          <AdCta ad={ad} />
        </div>
      ))}
    </aside>
  );
}
