import { INTRUSIVE_SHARING_NOTE } from '../lib/ads.ts';
import type { PriceQuote, previewEstimates } from '../lib/pricing.ts';
import type { AdOrderInput } from '../lib/schemas/ad-order.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/Dialog.tsx';

/** Cents as the page shows money (4500 -> "US$45.00"). */
export const money = (cents: number) => `US$${(cents / 100).toFixed(2)}`;

/**
 * The live price breakdown (null quote: nothing priced yet); with `intrusive` (an intrusive position is chosen),
 * how those formats share the visits, said again before payment.
 */
export function OrderSummary({ quote, intrusive }: { quote: PriceQuote | null; intrusive: boolean }) {
  return (
    <section aria-labelledby="summary-title" className="grid gap-2 rounded-2xl bg-brand-50 p-5">
      <h2 id="summary-title" className="text-lg font-extrabold text-brand-900">
        6. Resumen
      </h2>
      {quote ? (
        <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm text-slate-700">
          <dt>Subtotal</dt>
          <dd>{money(quote.subtotalCents)}</dd>
          <dt>Descuento por duración</dt>
          <dd>-{money(quote.durationDiscountCents)}</dd>
          <dt>Descuento combo</dt>
          <dd>-{money(quote.comboDiscountCents)}</dd>
          <dt>Descuento recurrente</dt>
          <dd>-{money(quote.recurringDiscountCents)}</dd>
          <dt className="text-base font-extrabold text-brand-900">Total</dt>
          <dd className="text-base font-extrabold text-brand-900" data-testid="order-total">
            US${quote.total}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">Elige al menos una posición y las páginas para ver el precio.</p>
      )}
      {intrusive && (
        <p data-testid="intrusive-note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          {INTRUSIVE_SHARING_NOTE}
        </p>
      )}
    </section>
  );
}

interface PreviewProps {
  values: Partial<AdOrderInput>;
  total: number | undefined;
  /** The estimates shown, or null while the dialog is closed. */
  estimates: ReturnType<typeof previewEstimates> | null;
  onClose: () => void;
}

/** The preview dialog: the ad (HTML in a sandboxed frame, or the banner) and the spec's estimates. */
export function OrderPreview({ values, total, estimates, onClose }: PreviewProps) {
  return (
    <Dialog open={estimates !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Vista previa de tu anuncio</DialogTitle>
        <DialogDescription>
          Estimaciones para {values.companyName} con un total de US${total}.
        </DialogDescription>
        {values.contentMode === 'banner' && values.bannerUrl ? (
          <img src={values.bannerUrl} alt={`Banner de ${values.companyName ?? ''}`} className="w-full rounded-xl" />
        ) : (
          // Out of the tab order: focus inside the frame would keep Escape from reaching the dialog.
          <iframe
            title="Tu anuncio"
            tabIndex={-1}
            sandbox=""
            srcDoc={values.content}
            className="h-32 w-full rounded-xl bg-white ring-1 ring-slate-200"
          />
        )}
        {estimates && (
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <dt>Impresiones estimadas</dt>
            <dd className="font-bold">{estimates.impressions.toLocaleString('es-DO')}</dd>
            <dt>Clics estimados</dt>
            <dd className="font-bold">{estimates.clicks.toLocaleString('es-DO')}</dd>
            <dt>CTR</dt>
            <dd className="font-bold">{estimates.ctrPercent}%</dd>
            <dt>ROI estimado</dt>
            <dd className="font-bold">{estimates.roiPercent}%</dd>
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}
