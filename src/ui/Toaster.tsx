import { toast, Toaster as Sonner, type ToasterProps } from 'sonner';

/** Spec: one toast visible at a time, each shown 5000 ms, the toast region reached with F8. */
const VISIBLE_TOASTS = 1;
const DURATION_MS = 5000;

/**
 * The page's toast region (sonner) at the bottom (right on wide screens, full width on phones), so a toast never
 * covers the page title; show toasts through {@link notify}.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={VISIBLE_TOASTS}
      duration={DURATION_MS}
      hotkey={['F8']}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
      {...props}
    />
  );
}

type Kind = 'success' | 'error';
const show = (kind: Kind) => (title: string, description?: string) =>
  toast[kind](title, { description, id: `${kind}\n${title}\n${description ?? ''}` });

/**
 * Success (green) and failure (red) toasts with an optional description. An identical toast (same kind, title
 * and description) replaces the one already shown instead of stacking a copy.
 */
export const notify = { success: show('success'), error: show('error') };
