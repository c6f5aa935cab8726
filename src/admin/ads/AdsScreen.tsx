import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  AD_PAGE_TYPES,
  adPositionById,
  adPositionsFor,
  adsSummary,
  CTA_STYLES,
  ctrText,
  type AdPageType,
} from '../../lib/ads.ts';
import { adInputSchema, type AdInputForm, type AdInputValues } from '../../lib/schemas/advertisement.ts';
import { api, unwrap } from '../../islands/api-client.ts';
import { AdFrame } from '../../ui/AdSlot.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { DialogFor, EntityDialog } from '../../ui/EntityDialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Table } from '../../ui/Table.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { JSON_TYPE } from '../json-options.ts';
import { useAdminAction, useAdminSave } from '../mutations.ts';
import { LoadError, ScreenHeader } from '../ScreenHeader.tsx';
import { StatCard } from '../StatCard.tsx';

type Ad = InferResponseType<typeof api.admin.advertisements.$get>[number];

const PAGE_TYPE_NAMES: Record<AdPageType, string> = {
  '*': 'Todas las páginas',
  '/': 'Inicio',
  categoria: 'Páginas de categoría',
  'loteria-individual': 'Páginas de lotería individual',
};
const CTA_STYLE_NAMES: Record<(typeof CTA_STYLES)[number], string> = {
  primary: 'Principal',
  secondary: 'Secundario',
  success: 'Éxito',
  warning: 'Advertencia',
  danger: 'Peligro',
};
const FIELDS = [
  'name',
  'content',
  'pages',
  'position',
  'priority',
  'ctaText',
  'ctaUrl',
  'ctaStyle',
  'maxImpressions',
  'startDate',
  'endDate',
] as const;

/** An instant as a `datetime-local` value in Santo Domingo time (UTC-4), or '' for none. */
const localInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - 4 * 3_600_000).toISOString().slice(0, 16) : '';

/** The ad's page type (an ad names one; a value the admin does not know reads as every page). */
const pageTypeOf = (ad: Ad | null): AdPageType => AD_PAGE_TYPES.find((type) => type === ad?.pages[0]) ?? '*';

const formValues = (ad: Ad | null): AdInputForm => ({
  name: ad?.name ?? '',
  content: ad?.content ?? '',
  pages: [pageTypeOf(ad)],
  position: ad?.position ?? '',
  enabled: ad?.enabled ?? true,
  priority: ad?.priority ?? 0,
  ctaText: ad?.ctaText ?? '',
  ctaUrl: ad?.ctaUrl ?? '',
  ctaStyle: CTA_STYLES.find((style) => style === ad?.ctaStyle) ?? 'primary',
  showOnMobile: ad?.showOnMobile ?? true,
  showOnDesktop: ad?.showOnDesktop ?? true,
  maxImpressions: ad?.maxImpressions ?? '',
  startDate: localInput(ad?.startDate ?? null),
  endDate: localInput(ad?.endDate ?? null),
});

/** The page type and the positions it allows (changing the type clears a position it does not have). */
function PlacementFields({
  control,
  errors,
}: {
  control: Control<AdInputForm>;
  errors: Record<string, { message?: string }>;
}) {
  const pageType = useWatch({ control, name: 'pages.0' });
  const positions = adPositionsFor(pageType);
  return (
    <>
      <Controller
        control={control}
        name="pages.0"
        render={({ field }) => (
          <SelectField
            label="Tipo de página"
            required
            error={errors['pages']?.message}
            value={field.value}
            onValueChange={field.onChange}
            options={AD_PAGE_TYPES.map((type) => ({ value: type, label: PAGE_TYPE_NAMES[type] }))}
          />
        )}
      />
      <Controller
        control={control}
        name="position"
        render={({ field }) => (
          <SelectField
            label="Posición"
            required
            error={errors['position']?.message}
            placeholder="Elige una posición"
            value={positions.some((p) => p.id === field.value) ? field.value : ''}
            onValueChange={field.onChange}
            options={positions.map((position) => ({ value: position.id, label: position.name }))}
          />
        )}
      />
    </>
  );
}

/** The create/edit dialog, with a preview of the content in the sandbox public ads use. */
function AdDialog({ ad, onClose }: { ad: Ad | null; onClose: () => void }) {
  const form = useForm<AdInputForm, unknown, AdInputValues>({
    resolver: zodResolver(adInputSchema),
    defaultValues: formValues(ad),
  });
  const { errors } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' });
  const save = useAdminSave({
    form,
    fields: FIELDS,
    send: (json: AdInputValues) =>
      ad
        ? unwrap(api.admin.advertisements[':id'].$put({ param: { id: String(ad.id) }, json }))
        : unwrap(api.admin.advertisements.$post({ json })),
    success: ad ? 'Anuncio actualizado exitosamente' : 'Anuncio creado exitosamente',
    failure: ad ? 'Error al actualizar publicidad' : 'Error al crear publicidad',
    onClose,
  });
  return (
    <EntityDialog
      {...save}
      title={ad ? 'Editar publicidad' : 'Nueva publicidad'}
      description="El contenido es HTML; se muestra aislado, como en las páginas públicas."
      submit={ad ? 'Guardar cambios' : 'Crear publicidad'}
      onClose={onClose}
      formClassName="max-h-[70dvh] overflow-y-auto pr-1"
    >
      <Field label="Nombre" required error={errors.name?.message}>
        <Input {...form.register('name')} />
      </Field>
      <Field label="Contenido (HTML)" required error={errors.content?.message}>
        <Textarea rows={6} className="font-mono text-xs" {...form.register('content')} />
      </Field>
      {content.trim() && (
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-slate-700">Vista previa</p>
          <AdFrame content={content} tabIndex={-1} className="h-32 w-full rounded-lg ring-1 ring-slate-200" />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PlacementFields control={form.control} errors={errors} />
        <Field label="Prioridad" error={errors.priority?.message}>
          <Input type="number" min={0} {...form.register('priority')} />
        </Field>
        <Field label="Máximo de impresiones" hint="Vacío: ilimitado" error={errors.maxImpressions?.message}>
          <Input type="number" min={1} {...form.register('maxImpressions')} />
        </Field>
        <Field label="Texto del botón (CTA)" error={errors.ctaText?.message}>
          <Input {...form.register('ctaText')} />
        </Field>
        <Field label="URL del botón (CTA)" error={errors.ctaUrl?.message}>
          <Input type="url" {...form.register('ctaUrl')} />
        </Field>
        <Controller
          control={form.control}
          name="ctaStyle"
          render={({ field }) => (
            <SelectField
              label="Estilo del botón"
              error={errors.ctaStyle?.message}
              value={field.value}
              onValueChange={field.onChange}
              options={CTA_STYLES.map((style) => ({ value: style, label: CTA_STYLE_NAMES[style] }))}
            />
          )}
        />
        <Field label="Inicio (hora de Santo Domingo)" error={errors.startDate?.message}>
          <Input type="datetime-local" {...form.register('startDate')} />
        </Field>
        <Field label="Fin (hora de Santo Domingo)" error={errors.endDate?.message}>
          <Input type="datetime-local" {...form.register('endDate')} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Checkbox label="Activo" {...form.register('enabled')} />
        <Checkbox label="Mostrar en móvil" {...form.register('showOnMobile')} />
        <Checkbox label="Mostrar en escritorio" {...form.register('showOnDesktop')} />
      </div>
    </EntityDialog>
  );
}

/** /admin/advertisements: summary cards, the list with per-ad analytics (impressions, clicks, CTR), create/edit in a dialog, delete. */
export function AdsScreen({ title }: { title: string }) {
  const [editing, setEditing] = useState<{ ad: Ad | null } | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'advertisements'],
    queryFn: () => unwrap(api.admin.advertisements.$get()),
  });
  const remove = useAdminAction({
    send: (ad: Ad) => unwrap(api.admin.advertisements[':id'].$delete({ param: { id: String(ad.id) } }, JSON_TYPE)),
    success: 'Anuncio eliminado exitosamente',
    failure: 'Error al eliminar publicidad',
  });
  const ads = query.data ?? [];
  const summary = adsSummary(ads);
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={title}>
        <Button onClick={() => setEditing({ ad: null })}>Nueva publicidad</Button>
      </ScreenHeader>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-5">
        <StatCard label="Total de anuncios" value={String(summary.total)} />
        <StatCard label="Impresiones" value={String(summary.impressions)} />
        <StatCard label="Clics" value={String(summary.clicks)} />
        <StatCard label="CTR global" value={summary.ctr} />
        <StatCard label="Con CTA" value={String(summary.withCta)} />
      </div>
      <LoadError message="No se pudieron cargar los anuncios" query={query} />
      <Table
        label="Anuncios"
        stacked
        rows={ads}
        rowKey={(ad) => ad.id}
        empty="No hay anuncios."
        columns={[
          {
            header: 'Nombre',
            cellClassName: 'font-semibold text-brand-900',
            // Two lines at most, broken anywhere: a long name never pushes the other columns out of view.
            cell: (ad) => (
              <span title={ad.name} className="line-clamp-2 max-w-64 min-w-0 wrap-anywhere">
                {ad.name}
              </span>
            ),
          },
          { header: 'Posición', cell: (ad) => adPositionById(ad.position)?.name ?? ad.position },
          { header: 'Páginas', cell: (ad) => PAGE_TYPE_NAMES[pageTypeOf(ad)] },
          { header: 'Estado', cell: (ad) => (ad.enabled ? 'Activo' : 'Inactivo') },
          { header: 'Impresiones', className: 'text-right tabular-nums', cell: (ad) => ad.currentImpressions },
          { header: 'Clics', className: 'text-right tabular-nums', cell: (ad) => ad.currentClicks },
          {
            header: 'CTR',
            className: 'text-right tabular-nums',
            cell: (ad) => ctrText(ad.currentClicks, ad.currentImpressions),
          },
          {
            header: 'Acciones',
            srOnly: true,
            cellClassName: 'flex gap-1',
            cell: (ad) => (
              <>
                <Button variant="ghost" size="sm" onClick={() => setEditing({ ad })}>
                  Editar
                </Button>
                <ConfirmDelete name={ad.name} onConfirm={() => remove.mutateAsync(ad)} />
              </>
            ),
          },
        ]}
      />
      <DialogFor item={editing} onClose={() => setEditing(null)}>
        {({ ad }) => <AdDialog key={ad?.id ?? 'new'} ad={ad} onClose={() => setEditing(null)} />}
      </DialogFor>
    </div>
  );
}
