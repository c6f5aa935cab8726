import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { api, unwrap } from '../../islands/api-client.ts';
import {
  approvalBlockedReason,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
  type PaymentState,
} from '../../lib/ad-order-payment.ts';
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
import { cn } from '../../ui/cn.ts';
import { DialogContent, DialogDescription, DialogTitle } from '../../ui/Dialog.tsx';
import { DialogFor, FormActions } from '../../ui/EntityDialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Table } from '../../ui/Table.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { notify } from '../../ui/Toaster.tsx';
import { JSON_TYPE } from '../json-options.ts';
import { useAdminAction } from '../mutations.ts';
import { LoadError, ScreenHeader } from '../ScreenHeader.tsx';

type Order = InferResponseType<(typeof api.admin)['ad-orders']['$get']>[number];

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

/** Approves an order with a payment recorded (POST /api/admin/ad-orders/:id/approve). */
function useApprove(order: Order, onClose: () => void) {
  return useAdminAction({
    send: () => unwrap(api.admin['ad-orders'][':id'].approve.$post({ param: { id: String(order.id) } }, JSON_TYPE)),
    success: ['Orden Aprobada', 'El anuncio se activará en un plazo de 24 horas.'],
    failure: 'No se pudo aprobar la orden.',
    onDone: onClose,
  });
}

/** Recording a payment received outside PayPal: the admin says how it was paid; the order may then be approved. */
function ManualPaymentForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useForm<PaymentNoteInput>({
    resolver: zodResolver(paymentNoteSchema),
    defaultValues: { paymentNote: '' },
  });
  const record = useAdminAction({
    send: (json: PaymentNoteInput) =>
      unwrap(api.admin['ad-orders'][':id'].payment.$post({ param: { id: String(order.id) }, json })),
    success: ['Pago registrado', 'Ya puedes aprobar la orden.'],
    failure: 'No se pudo registrar el pago.',
    onDone,
  });
  return (
    <form
      noValidate
      aria-label="Registrar pago fuera de PayPal"
      className="grid gap-3"
      onSubmit={(event) =>
        void form.handleSubmit(
          (input) => record.mutateAsync(input).catch(() => undefined),
          () => notify.error(PAYMENT_NOTE_REQUIRED),
        )(event)
      }
    >
      <p role="alert" className="rounded bg-amber-50 p-2 text-sm text-amber-900">
        Esta orden no está pagada en PayPal ({PAYMENT_STATE_LABELS[paymentStateOf(order)].toLowerCase()}). Registra el
        pago solo si el anunciante pagó por otra vía.
      </p>
      <Field label="Nota de pago" required error={form.formState.errors.paymentNote?.message}>
        <Textarea rows={2} placeholder="Transferencia bancaria, banco y referencia" {...form.register('paymentNote')} />
      </Field>
      <FormActions submit="Registrar pago" busy={record.isPending} onCancel={onDone} />
    </form>
  );
}

/** 'Rechazar' and 'Aprobar'; 'Aprobar' is disabled, with the reason beside it, while no payment is recorded. */
function ReviewActions({
  order,
  busy,
  onApprove,
  onStep,
}: {
  order: Order;
  busy: boolean;
  onApprove: () => void;
  onStep: (step: 'rejecting' | 'recording-payment') => void;
}) {
  const blocked = approvalBlockedReason(order);
  const reasonId = `approval-blocked-${String(order.id)}`;
  return (
    <div className="grid gap-2">
      {blocked && (
        <p id={reasonId} className="rounded bg-amber-50 p-2 text-sm text-amber-900">
          {blocked}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => onStep('rejecting')}>
          Rechazar
        </Button>
        {blocked && (
          <Button variant="outline" onClick={() => onStep('recording-payment')}>
            Registrar pago fuera de PayPal
          </Button>
        )}
        <Button
          disabled={busy || blocked !== null}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={onApprove}
        >
          Aprobar
        </Button>
      </div>
    </div>
  );
}

/** The detail dialog: client, campaign, content and its sandboxed preview; approve, or reject with a reason. */
function OrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [step, setStep] = useState<'review' | 'rejecting' | 'recording-payment'>('review');
  const form = useForm<RejectOrderInput>({ resolver: zodResolver(rejectOrderSchema), defaultValues: { reason: '' } });
  const approve = useApprove(order, onClose);
  const reject = useAdminAction({
    send: (json: RejectOrderInput) =>
      unwrap(api.admin['ad-orders'][':id'].reject.$post({ param: { id: String(order.id) }, json })),
    success: ['Orden Rechazada', `Se notificó a ${order.email}.`],
    failure: 'No se pudo rechazar la orden.',
    onDone: onClose,
  });
  const invalidReason = () => notify.error(REJECTION_REASON_REQUIRED);
  const reviewable = order.status === 'pending' || order.status === 'paid';
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
          <AdFrame
            content={orderAdContent(order)}
            tabIndex={-1}
            className="h-40 w-full rounded border border-slate-200"
          />
        </section>
      </div>
      {reviewable && step === 'review' && (
        <ReviewActions order={order} busy={approve.isPending} onApprove={() => approve.mutate()} onStep={setStep} />
      )}
      {reviewable && step === 'recording-payment' && (
        <ManualPaymentForm order={order} onDone={() => setStep('review')} />
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
          <FormActions
            submit="Confirmar rechazo"
            variant="accent"
            busy={reject.isPending}
            onCancel={() => setStep('review')}
          />
        </form>
      )}
    </DialogContent>
  );
}

/** A table of orders with a 'Ver detalle' button per row. */
function OrdersTable({ label, orders, onOpen }: { label: string; orders: Order[]; onOpen: (order: Order) => void }) {
  return (
    <Table
      label={label}
      rows={orders}
      rowKey={(order) => order.id}
      empty="No hay órdenes."
      columns={[
        { header: '#', cell: (order) => order.id },
        { header: 'Empresa', cell: (order) => order.companyName },
        { header: 'Posiciones', cell: positionNames },
        { header: 'Precio', cell: price },
        { header: 'Estado', cell: (order) => STATUS_LABELS[order.status] },
        { header: 'Pago', cell: (order) => <PaymentBadge order={order} /> },
        { header: 'Fecha', cellClassName: 'whitespace-nowrap', cell: (order) => formatInstant(order.createdAt) },
        {
          header: 'Acciones',
          srOnly: true,
          cell: (order) => (
            <Button variant="ghost" size="sm" onClick={() => onOpen(order)}>
              Ver detalle
            </Button>
          ),
        },
      ]}
    />
  );
}

/** /admin/ad-orders: pending and paid orders to review, and the history of reviewed ones. */
export function AdOrdersScreen({ title }: { title: string }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useQuery({ queryKey: ['admin', 'ad-orders'], queryFn: () => unwrap(api.admin['ad-orders'].$get()) });
  const orders = query.data ?? [];
  // The dialog shows the listed order, so a payment recorded in it shows once the list is refetched.
  const open = orders.find((o) => o.id === openId) ?? null;
  const setOpen = (order: Order | null) => setOpenId(order?.id ?? null);
  const toReview = orders.filter((o) => o.status === 'pending' || o.status === 'paid');
  const history = orders.filter((o) => o.status === 'approved' || o.status === 'rejected');
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={title} />
      <LoadError message="No se pudieron cargar las órdenes" query={query} />
      <section className="grid grid-cols-1 gap-2">
        <h2 className="text-lg font-bold text-brand-900">Pendientes y pagadas ({toReview.length})</h2>
        <OrdersTable label="Órdenes por revisar" orders={toReview} onOpen={setOpen} />
      </section>
      <section className="grid grid-cols-1 gap-2">
        <h2 className="text-lg font-bold text-brand-900">Historial ({history.length})</h2>
        <OrdersTable label="Historial de órdenes" orders={history} onOpen={setOpen} />
      </section>
      <DialogFor item={open} onClose={() => setOpen(null)}>
        {(order) => <OrderDialog key={order.id} order={order} onClose={() => setOpen(null)} />}
      </DialogFor>
    </div>
  );
}
