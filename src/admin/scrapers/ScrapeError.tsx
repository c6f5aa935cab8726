import { scrapeErrorText } from '../../lib/scrape-errors.ts';
import { cn } from '../../ui/cn.ts';

/** A scrape error as the admin reads it: the Spanish sentence, the raw text under 'Detalles técnicos'. */
export function ScrapeError({ raw, className }: { raw: string; className?: string }) {
  return (
    <div className={cn('text-xs text-red-800', className)}>
      <p>{scrapeErrorText(raw).text}</p>
      <details className="mt-0.5">
        <summary className="cursor-pointer text-slate-600">Detalles técnicos</summary>
        <code className="block wrap-anywhere text-slate-700">{raw}</code>
      </details>
    </div>
  );
}
