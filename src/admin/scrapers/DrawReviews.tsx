/**
 * Draws under review on the Scrapers screen: each disputed draw with its published value and what the other
 * sources (or a derivation rule) reported, and the admin's decision (GET/POST /api/admin/draw-reviews).
 */
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../../islands/api-client.ts';
import { DERIVATION_ADAPTER } from '../../lib/catalogue/derivation.ts';
import type { DrawReviewDecision } from '../../lib/schemas/draw-review.ts';
import { Button } from '../../ui/Button.tsx';
import { useAdminAction } from '../mutations.ts';
import { LoadError } from '../ScreenHeader.tsx';

/** A draw of GET /api/admin/draw-reviews, with what each other source (or its derivation rule) reports. */
type DrawUnderReview = InferResponseType<(typeof api.admin)['draw-reviews']['$get']>[number];

const REFETCH_MS = 30_000;

/** Settles one review, with toasts; refreshes the queue. */
const useDecision = () =>
  useAdminAction({
    send: ({ id, decision }: { id: number; decision: DrawReviewDecision }) =>
      unwrap(api.admin['draw-reviews'][':id'].$post({ param: { id: String(id) }, json: decision })),
    success: 'Revisión resuelta',
    failure: 'Error al resolver la revisión',
  });

/** One draw under review: published value, each report, and the decisions it allows. */
function ReviewItem({ draw }: { draw: DrawUnderReview }) {
  const decide = useDecision();
  const send = (decision: DrawReviewDecision) => decide.mutate({ id: draw.id, decision });
  return (
    <li className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
      <p className="font-semibold text-brand-900">
        {draw.gameId} · {draw.drawDate} {draw.drawTime}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          Publicado: <strong className="tabular-nums">{draw.numbers.join('-')}</strong> ({draw.sourceAdapter})
        </span>
        <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => send({ action: 'keep' })}>
          Mantener publicado
        </Button>
      </div>
      {(draw.reviewNote ?? []).map((report, index) => (
        <div key={`${report.adapter}-${index}`} className="flex flex-wrap items-center justify-between gap-2">
          <span>
            {report.adapter === DERIVATION_ADAPTER ? 'Según sus sorteos de origen' : `Otra fuente (${report.adapter})`}:{' '}
            <strong className="tabular-nums">{report.numbers.join('-')}</strong>
          </span>
          {report.adapter !== DERIVATION_ADAPTER && (
            <Button size="sm" disabled={decide.isPending} onClick={() => send({ action: 'adopt', report: index })}>
              Publicar {report.numbers.join('-')}
            </Button>
          )}
        </div>
      ))}
    </li>
  );
}

/** The queue of draws under review; nothing when there is none. */
export function DrawReviews() {
  const query = useQuery({
    queryKey: ['admin', 'draw-reviews'],
    queryFn: () => unwrap(api.admin['draw-reviews'].$get()),
    refetchInterval: REFETCH_MS,
  });
  const draws = query.data ?? [];
  if (query.isError) return <LoadError message="No se pudieron cargar los sorteos en revisión" query={query} />;
  if (draws.length === 0) return null;
  return (
    <section aria-labelledby="sorteos-en-revision" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="sorteos-en-revision" className="text-lg font-bold text-brand-900">
        Sorteos en revisión ({draws.length})
      </h2>
      <p className="text-sm text-slate-600">
        Las fuentes no coinciden: el valor publicado se mantiene hasta que decidas.
      </p>
      <ul className="grid gap-2">
        {draws.map((draw) => (
          <ReviewItem key={draw.id} draw={draw} />
        ))}
      </ul>
    </section>
  );
}
