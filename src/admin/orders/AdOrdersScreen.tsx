import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PAYMENT_STATE_LABELS, paymentStateOf, type PaymentState } from '../../lib/ad-order-payment.ts';
import { adPositionById, orderAdContent } from '../../lib/ads.ts';
import { PAGE_SCOPES } from '../../lib/pricing.ts';
import {
  PAYMENT_NOTE_REQUIRED,
  paymentNoteSchema,
  REJECTION_REASON_REQUIRED,
  rejectOrderSchema,
  type PaymentNoteInput,
  type RejectOrderInput,
} from '../../lib/schemas/ad-order-review.ts';
import { formatInstant } from '../../lib/format.ts';
import { AdFrame } from '../../ui/AdSlot.tsx';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/Toaster.tsx';
import { cn } from '../../ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { adminApi, errorDetail } from '../api.ts';

/** An order as GET /api/admin/ad-orders lists it. */
interface Order {
  id: number;
  companyName: string;
  email: string;
  positions: string[];
  pageType: string;
  duration: number;
  paymentType: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'paid' | 'approved' | 'rejected';
  contentMode: string;
  content: string;
  bannerUrl: string | null;
  ctaText: string;
  ctaUrl: string;
  createdAt: string;
  reviewedAt: string | null;
  rejectionReason: string | null;
  paidAt: string | null;
  captureAttemptedAt: string | null;
  paymentNote: string | null;
}

const STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'Pendiente',
  paid: 'Pagada',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};
const PAYMENT_BADGE_CLASSES: Record<PaymentState, string> = {
  paid: 'bg-green-100 text-green-800',
  manual: 'bg-blue-100 text-blue-800',
  verifying: 'bg-amber-100 text-amber-900',
  unpaid: 'bg-red-100 text-red-800',
};
const price = (order: Order) => `US$${(order.amountCents / 100).toFixed(0)}`;
const positionNames = (order: Order) => order.positions.map((id) => adPositionById(id)?.name ?? id).join(', ');
const scopeName = (order: Order) => PAGE_SCOPES.find((s) => s.id === order.pageType)?.name ?? order.pageType;

/** One term and its value in the detail dialog. */
const Detail = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 text-sm">
    <dt className="font-semibold text-slate-700">{term}</dt>
    <dd className="wrap-anywhere">{children}</dd>
  </div>
);

/** The order's payment state as a badge ('Pagado', 'Pendiente de pago', …). */
function PaymentBadge({ order }: { order: Order }) {
  const state = paymentStateOf(order);
  return (
    <span
      className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', PAYMENT_BADGE_CLASSES[state])}
    >
      {PAYMENT_STATE_LABELS[state]}
    </span>
  );
}

/** Approving an order not paid through PayPal: the admin confirms it and says how it was paid. */
function UnpaidApprovalForm({
  order,
  onCancel,
  onDone,
}: {
  order: Order;
  onCancel: () => void;
  onDone: () => Promise<void>;
}) {
  const form = useForm<PaymentNoteInput>({
    resolver: zodResolver(paymentNoteSchema),
    defaultValues: { paymentNote: '' },
  });
  const approve = useMutation({
    mutationFn: ({ paymentNote }: PaymentNoteInput) =>
      adminApi(`/ad-orders/${order.id}/approve`, { method: 'POST', body: { confirmUnpaid: true, paymentNote } }),
    onSuccess: async () => {
      notify.success('Orden Aprobada', 'El anuncio se activará en un plazo de 24 horas.');
      await onDone();
    },
    onError: (error) => notify.error('No se pudo aprobar la orden.', errorDetail(error)),
  });
  return (
    <form
      noValidate
      aria-label="Aprobar sin pago en PayPal"
      className="grid gap-3"
      onSubmit={(event) =>
        void form.handleSubmit(
          (input) => approve.mutateAsync(input).catch(() => undefined),
          () => notify.error(PAYMENT_NOTE_REQUIRED),
        )(event)
      }
    >
      <p role="alert" className="rounded bg-amber-50 p-2 text-sm text-amber-900">
        Esta orden no está pagada en PayPal ({PAYMENT_STATE_LABELS[paymentStateOf(order)].toLowerCase()}). Si la
        apruebas, sus anuncios se publican de inmediato. Confírmalo solo si el anunciante pagó por otra vía.
      </p>
      <Field label="Nota de pago" required error={form.formState.errors.paymentNote?.message}>
        <Textarea rows={2} placeholder="Transferencia bancaria, banco y referencia" {...form.register('paymentNote')} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={approve.isPending}>
          Aprobar sin pago en PayPal
        </Button>
      </div>
    </form>
  );
}

/** The detail dialog: client, campaign, content and its sandboxed preview; approve, or reject with a reason. */
function OrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const client = useQueryClient();
  const [step, setStep] = useState<'review' | 'rejecting' | 'confirming-unpaid'>('review');
  const form = useForm<RejectOrderInput>({ resolver: zodResolver(rejectOrderSchema), defaultValues: { reason: '' } });
  const done = async () => {
    await client.invalidateQueries({ queryKey: ['admin'] });
    onClose();
  };
  const approve = useMutation({
    mutationFn: () => adminApi(`/ad-orders/${order.id}/approve`, { method: 'POST' }),
    onSuccess: async () => {
      notify.success('Orden Aprobada', 'El anuncio se activará en un plazo de 24 horas.');
      await done();
    },
    onError: (error) => notify.error('No se pudo aprobar la orden.', errorDetail(error)),
  });
  const reject = useMutation({
    mutationFn: (input: RejectOrderInput) => adminApi(`/ad-orders/${order.id}/reject`, { method: 'POST', body: input }),
    onSuccess: async () => {
      notify.success('Orden Rechazada', `Se notificó a ${order.email}.`);
      await done();
    },
    onError: (error) => notify.error('No se pudo rechazar la orden.', errorDetail(error)),
  });
  const invalidReason = () => notify.error(REJECTION_REASON_REQUIRED);
  const reviewable = order.status === 'pending' || order.status === 'paid';
  const paid = paymentStateOf(order) === 'paid';
  return (
    <DialogContent className="max-w-2xl">
      <DialogTitle>Orden #{order.id}</DialogTitle>
      <DialogDescription className="flex flex-wrap items-center gap-2">
        {STATUS_LABELS[order.status]} · {formatInstant(order.createdAt)} <PaymentBadge order={order} />
      </DialogDescription>
      <div className="grid max-h-[50dvh] gap-4 overflow-y-auto pr-1">
        <section aria-label="Cliente" className="grid gap-1">
          <h3 className="font-bold text-brand-900">Cliente</h3>
          <dl className="grid gap-1">
            <Detail term="Empresa">{order.companyName}</Detail>
            <Detail term="Correo">{order.email}</Detail>
          </dl>
        </section>
        <section aria-label="Campaña" className="grid gap-1">
          <h3 className="font-bold text-brand-900">Campaña</h3>
          <dl className="grid gap-1">
            <Detail term="Posiciones">{positionNames(order)}</Detail>
            <Detail term="Páginas">{scopeName(order)}</Detail>
            <Detail term="Duración">{order.duration} días</Detail>
            <Detail term="Pago">{order.paymentType === 'recurring' ? 'Recurrente' : 'Único'}</Detail>
            <Detail term="Precio">{price(order)}</Detail>
            <Detail term="Estado del pago">
              <PaymentBadge order={order} />
              {order.paidAt && ` el ${formatInstant(order.paidAt)}`}
            </Detail>
            {order.paymentNote && <Detail term="Nota de pago">{order.paymentNote}</Detail>}
            {order.ctaText && order.ctaUrl && (
              <Detail term="Botón">
                {order.ctaText} → {order.ctaUrl}
              </Detail>
            )}
            {order.rejectionReason && <Detail term="Motivo del rechazo">{order.rejectionReason}</Detail>}
          </dl>
        </section>
        <section aria-label="Contenido" className="grid gap-2">
          <h3 className="font-bold text-brand-900">Contenido</h3>
          {order.contentMode === 'banner' ? (
            <p className="text-sm">Banner: {order.bannerUrl}</p>
          ) : (
            <pre className="max-h-40 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
              {order.content}
            </pre>
          )}
          <p className="text-xs text-slate-600">Vista previa (aislada, como en el sitio):</p>
          <AdFrame content={orderAdContent(order)} className="h-40 w-full rounded border border-slate-200" />
        </section>
      </div>
      {reviewable && step === 'review' && (
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setStep('rejecting')}>
            Rechazar
          </Button>
          <Button disabled={approve.isPending} onClick={() => (paid ? approve.mutate() : setStep('confirming-unpaid'))}>
            Aprobar
          </Button>
        </div>
      )}
      {reviewable && step === 'confirming-unpaid' && (
        <UnpaidApprovalForm order={order} onCancel={() => setStep('review')} onDone={done} />
      )}
      {reviewable && step === 'rejecting' && (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) =>
            void form.handleSubmit((input) => reject.mutateAsync(input).catch(() => undefined), invalidReason)(event)
          }
        >
          <Field label="Razón del rechazo" required error={form.formState.errors.reason?.message}>
            <Textarea rows={3} {...form.register('reason')} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setStep('review')}>
              Cancelar
            </Button>
            <Button type="submit" variant="accent" disabled={reject.isPending}>
              Confirmar rechazo
            </Button>
          </div>
        </form>
      )}
    </DialogContent>
  );
}

/** A table of orders with a 'Ver detalle' button per row. */
function OrdersTable({ label, orders, onOpen }: { label: string; orders: Order[]; onOpen: (order: Order) => void }) {
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th className="px-3 py-2">#</th>
            <th className="px-3 py-2">Empresa</th>
            <th className="px-3 py-2">Posiciones</th>
            <th className="px-3 py-2">Precio</th>
            <th className="px-3 py-2">Estado</th>
            <th className="px-3 py-2">Pago</th>
            <th className="px-3 py-2">Fecha</th>
            <th className="px-3 py-2">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id}>
              <td className="px-3 py-2">{order.id}</td>
              <td className="px-3 py-2">{order.companyName}</td>
              <td className="px-3 py-2">{positionNames(order)}</td>
              <td className="px-3 py-2">{price(order)}</td>
              <td className="px-3 py-2">{STATUS_LABELS[order.status]}</td>
              <td className="px-3 py-2">
                <PaymentBadge order={order} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInstant(order.createdAt)}</td>
              <td className="px-3 py-2">
                <Button variant="ghost" size="sm" onClick={() => onOpen(order)}>
                  Ver detalle
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {orders.length === 0 && <p className="p-4 text-sm text-slate-600">No hay órdenes.</p>}
    </div>
  );
}

/** /admin/ad-orders: pending and paid orders to review, and the history of reviewed ones. */
export function AdOrdersScreen() {
  const [open, setOpen] = useState<Order | null>(null);
  const query = useQuery({ queryKey: ['admin', 'ad-orders'], queryFn: () => adminApi<Order[]>('/ad-orders') });
  const orders = query.data ?? [];
  const toReview = orders.filter((o) => o.status === 'pending' || o.status === 'paid');
  const history = orders.filter((o) => o.status === 'approved' || o.status === 'rejected');
  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-2xl font-bold text-brand-900">Órdenes de Anuncios</h1>
      {query.isError && <p role="alert">No se pudieron cargar las órdenes: {errorDetail(query.error)}</p>}
      <section className="grid grid-cols-1 gap-2">
        <h2 className="text-lg font-bold text-brand-900">Pendientes y pagadas ({toReview.length})</h2>
        <OrdersTable label="Órdenes por revisar" orders={toReview} onOpen={setOpen} />
      </section>
      <section className="grid grid-cols-1 gap-2">
        <h2 className="text-lg font-bold text-brand-900">Historial ({history.length})</h2>
        <OrdersTable label="Historial de órdenes" orders={history} onOpen={setOpen} />
      </section>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open && <OrderDialog key={open.id} order={open} onClose={() => setOpen(null)} />}
      </Dialog>
    </div>
  );
}
