import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Share } from '../lib/share.ts';
import { Button } from './Button.tsx';
import { cn } from './cn.ts';

/** The 'WhatsApp' / 'Copiar' menu, loaded only when a device without the Web Share API asks for it. */
const ShareMenu = lazy(() => import('./ShareMenu.tsx'));

/** The 'Compartir' button itself (also the menu's trigger, so both look alike); `share` draws its glyph. */
function ShareTrigger({ compact, className, ...props }: { compact: boolean } & ComponentProps<'button'>) {
  return (
    <Button
      type="button"
      variant="outline"
      size={compact ? 'icon' : 'default'}
      className={cn('share', compact && 'size-9', className)}
      {...props}
    >
      <span className={compact ? 'sr-only' : undefined}>Compartir</span>
    </Button>
  );
}

/** Whether a rejected `navigator.share` was the visitor closing the sheet (nothing more to do). */
const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

interface ShareButtonProps {
  share: Share;
  /** The cards' round icon button (its name stays 'Compartir'). */
  compact?: boolean;
  className?: string;
}

/**
 * 'Compartir' for one draw: the device's share sheet (Web Share API) with the share's text and URL where the
 * browser has it; otherwise (or when the sheet refuses) a small menu with 'WhatsApp' (a wa.me link) and 'Copiar'
 * (clipboard, confirmed by a toast). The menu's code loads on that first press.
 */
export function ShareButton({ share, compact = false, className }: ShareButtonProps) {
  const [menu, setMenu] = useState(false);
  const trigger = <ShareTrigger compact={compact} className={className} />;
  if (menu) {
    return (
      <Suspense fallback={trigger}>
        <ShareMenu share={share} trigger={trigger} />
      </Suspense>
    );
  }
  const onClick = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text: share.text, url: share.url });
        return;
      } catch (error) {
        if (cancelled(error)) return;
      }
    }
    setMenu(true);
  };
  return <ShareTrigger compact={compact} className={className} onClick={() => void onClick()} />;
}
