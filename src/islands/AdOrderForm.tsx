import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { api, serverMessage, unwrap } from './api-client.ts';
import { isIntrusive } from '../lib/ads.ts';
import {
  DURATIONS,
  ORDER_POSITIONS,
  PAGE_SCOPES,
  previewEstimates,
  priceOrder,
  type PriceQuote,
} from '../lib/pricing.ts';
import {
  adOrderInputSchema,
  BANNER_TYPES,
  bannerFileProblem,
  canPreviewOrder,
  canSubmitOrder,
  REQUIRED_FIELDS_MESSAGE,
  type AdOrder,
  type AdOrderInput,
} from '../lib/schemas/ad-order.ts';
import { Button } from '../ui/Button.tsx';
import { Field } from '../ui/Field.tsx';
import { Input } from '../ui/Input.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { ChoiceGroup } from './AdOrderFormChoices.tsx';
import { AdOrderFormPayment, type PlacedOrder } from './AdOrderFormPayment.tsx';
import { PaymentError, PaymentSuccess } from './AdOrderFormResult.tsx';
import { money, OrderPreview, OrderSummary } from './AdOrderFormSummary.tsx';
import { uploadBanner } from './upload-banner.ts';

type Step =
  { kind: 'form' } | { kind: 'payment'; order: PlacedOrder } | { kind: 'paid' } | { kind: 'failed'; message?: string };

const DEFAULTS: AdOrderInput = {
  positions: [],
  pageType: undefined as unknown as AdOrderInput['pageType'],
  duration: 15,
  paymentType: 'one-time',
  companyName: '',
  email: '',
  contentMode: 'html',
  content: '',
  ctaText: '',
  ctaUrl: '',
};

function quoteOf(values: Partial<AdOrderInput>): PriceQuote | null {
  try {
    return priceOrder({
      positions: values.positions ?? [],
      scope: values.pageType ?? '',
      duration: values.duration ?? 15,
      paymentType: values.paymentType ?? 'one-time',
    });
  } catch {
    return null;
  }
}

/**
 * The /anunciar order: positions, page scope, duration, payment type, ad information (HTML or an uploaded
 * banner), live price, preview dialog, then the PayPal step and its success or error screen.
 * @param email, phone the contact details the payment error screen offers
 */
export default function AdOrderForm({ email, phone }: { email: string; phone: string }) {
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [alert, setAlert] = useState<string | null>(null);
  const [preview, setPreview] = useState<ReturnType<typeof previewEstimates> | null>(null);
  const [uploading, setUploading] = useState(false);
  /** Why the chosen banner file was refused (too large, not an image, upload failed), shown under its field. */
  const [bannerAlert, setBannerAlert] = useState<string | null>(null);
  const bannerAlertRef = useRef<HTMLParagraphElement>(null);
  // A block body: recent Chromium's scrollIntoView answers a promise, which React would call as the cleanup.
  useEffect(() => {
    bannerAlertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [bannerAlert]);
  const form = useForm<AdOrderInput, unknown, AdOrder>({
    resolver: zodResolver(adOrderInputSchema),
    defaultValues: DEFAULTS,
  });
  const values = useWatch({ control: form.control }) as Partial<AdOrderInput>;
  const { errors, isSubmitting } = form.formState;
  const quote = quoteOf(values);
  const state = { ...values, positions: values.positions ?? [] };

  const backToForm = useCallback(() => setStep({ kind: 'form' }), []);
  const failed = useCallback((message?: string) => setStep({ kind: 'failed', message }), []);
  const paid = useCallback(() => setStep({ kind: 'paid' }), []);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = bannerFileProblem(file);
    setBannerAlert(problem);
    if (problem) {
      event.target.value = '';
      return;
    }
    setUploading(true);
    try {
      form.setValue('bannerUrl', await uploadBanner(file), { shouldValidate: true });
    } catch (error) {
      setBannerAlert(serverMessage(error) ?? REQUIRED_FIELDS_MESSAGE);
      // Emptied, so choosing the same file again (an expired upload, a dropped connection) starts a new upload.
      event.target.value = '';
    } finally {
      setUploading(false);
    }
  };

  const submit = async (order: AdOrder) => {
    setAlert(null);
    try {
      const placed = await unwrap(api['ad-orders'].$post({ json: { ...order, price: quote?.total } }));
      setStep({ kind: 'payment', order: placed });
    } catch (error) {
      failed(serverMessage(error));
    }
  };

  if (step.kind === 'paid') return <PaymentSuccess />;
  if (step.kind === 'failed')
    return <PaymentError message={step.message} email={email} phone={phone} onBack={backToForm} />;
  if (step.kind === 'payment') {
    return <AdOrderFormPayment order={step.order} onPaid={paid} onFailed={failed} onCancel={backToForm} />;
  }

  return (
    <form
      noValidate
      aria-label="Formulario de anuncio"
      className="grid gap-8"
      onSubmit={(event) => {
        void form.handleSubmit(submit, () => {
          setAlert(REQUIRED_FIELDS_MESSAGE);
        })(event);
      }}
    >
      <Controller
        control={form.control}
        name="positions"
        render={({ field }) => (
          <ChoiceGroup
            legend="1. Elige las posiciones"
            name="positions"
            kind="checkbox"
            required
            choices={ORDER_POSITIONS.map((p) => ({
              value: p.id,
              title: p.name,
              detail: `${p.description} ${money(p.pricePerDayCents)} por día · ${p.visibility}`,
            }))}
            selected={field.value}
            onToggle={(id) =>
              field.onChange(field.value.includes(id) ? field.value.filter((v) => v !== id) : [...field.value, id])
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name="pageType"
        render={({ field }) => (
          <ChoiceGroup
            legend="2. Elige las páginas"
            name="pageType"
            kind="radio"
            required
            choices={PAGE_SCOPES.map((s) => ({
              value: s.id,
              title: s.name,
              detail: `${s.description} ${s.visits}.`,
              badge: `x${s.multiplierTenths / 10}`,
            }))}
            selected={values.pageType ? [values.pageType] : []}
            onToggle={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="duration"
        render={({ field }) => (
          <ChoiceGroup
            legend="3. Duración"
            name="duration"
            kind="radio"
            choices={DURATIONS.map((d) => ({ value: d.days, title: d.name, badge: d.badge }))}
            selected={[field.value ?? 15]}
            onToggle={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="paymentType"
        render={({ field }) => (
          <ChoiceGroup
            legend="4. Tipo de pago"
            name="paymentType"
            kind="radio"
            choices={[
              { value: 'one-time', title: 'Pago único' },
              { value: 'recurring', title: 'Pago recurrente', badge: '-5%' },
            ]}
            selected={[field.value ?? 'one-time']}
            onToggle={field.onChange}
          />
        )}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-extrabold text-brand-900">5. Información del anuncio</legend>
        <Field label="Nombre de la empresa" required error={errors.companyName?.message}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </Field>
        <Field label="Correo electrónico de contacto" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Controller
          control={form.control}
          name="contentMode"
          render={({ field }) => (
            <div className="sm:col-span-2">
              <ChoiceGroup
                legend="Contenido"
                name="contentMode"
                kind="radio"
                choices={[
                  { value: 'html', title: 'Código HTML' },
                  { value: 'banner', title: 'Imagen (banner)', detail: 'JPG, PNG, GIF o WebP, máximo 20MB.' },
                ]}
                selected={[field.value ?? 'html']}
                onToggle={field.onChange}
              />
            </div>
          )}
        />
        {values.contentMode === 'banner' ? (
          <div className="grid gap-2 sm:col-span-2">
            <Field
              label="Imagen del banner"
              required
              hint={uploading ? 'Subiendo…' : values.bannerUrl ? 'Imagen subida.' : undefined}
              error={errors.bannerUrl?.message}
            >
              <Input type="file" accept={BANNER_TYPES.join(',')} onChange={(event) => void upload(event)} />
            </Field>
            {bannerAlert && (
              <p
                ref={bannerAlertRef}
                role="alert"
                className="rounded-xl bg-accent-50 p-3 font-semibold text-accent-700"
              >
                {bannerAlert}
              </p>
            )}
          </div>
        ) : (
          <Field label="Contenido HTML" required error={errors.content?.message} className="sm:col-span-2">
            <Textarea rows={5} {...form.register('content')} />
          </Field>
        )}
        <Field label="Texto del botón" hint="Opcional" error={errors.ctaText?.message}>
          <Input {...form.register('ctaText')} />
        </Field>
        <Field label="URL del botón" hint="Opcional" error={errors.ctaUrl?.message}>
          <Input type="url" inputMode="url" {...form.register('ctaUrl')} />
        </Field>
      </fieldset>
      <OrderSummary quote={quote} intrusive={state.positions.some(isIntrusive)} />
      {alert && (
        <p role="alert" className="rounded-xl bg-accent-50 p-3 font-semibold text-accent-700">
          {alert}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={!hydrated || !canPreviewOrder(state) || !quote}
          onClick={() => quote && setPreview(previewEstimates(quote.total, state.positions, Math.random()))}
        >
          Vista previa
        </Button>
        <Button type="submit" size="lg" disabled={!hydrated || !canSubmitOrder(state) || isSubmitting || uploading}>
          {isSubmitting ? 'Creando orden…' : 'Continuar al pago'}
        </Button>
      </div>
      <OrderPreview values={values} total={quote?.total} estimates={preview} onClose={() => setPreview(null)} />
    </form>
  );
}
