import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { AdFrame } from '../../ui/AdSlot.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/Select.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { notify } from '../../ui/Toaster.tsx';
import { useAdminSave } from '../use-admin-save.ts';
import { FormActions } from '../FormActions.tsx';
import { adminApi, errorDetail } from '../api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { StatCard } from '../StatCard.tsx';

/** An advertisement as GET /api/admin/advertisements lists it. */
interface Ad {
  id: number;
  name: string;
  content: string;
  position: string;
  pages: [AdPageType];
  enabled: boolean;
  priority: number;
  ctaText: string | null;
  ctaUrl: string | null;
  ctaStyle: string;
  showOnMobile: boolean;
  showOnDesktop: boolean;
  maxImpressions: number | null;
  startDate: string | null;
  endDate: string | null;
  currentImpressions: number;
  currentClicks: number;
}

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
const ADS_KEY = ['admin', 'advertisements'] as const;

/** An instant as a `datetime-local` value in Santo Domingo time (UTC-4), or '' for none. */
const localInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - 4 * 3_600_000).toISOString().slice(0, 16) : '';

const formValues = (ad: Ad | null): AdInputForm => ({
  name: ad?.name ?? '',
  content: ad?.content ?? '',
  pages: [ad?.pages[0] ?? '*'],
  position: ad?.position ?? '',
  enabled: ad?.enabled ?? true,
  priority: ad?.priority ?? 0,
  ctaText: ad?.ctaText ?? '',
  ctaUrl: ad?.ctaUrl ?? '',
  ctaStyle: (ad?.ctaStyle ?? 'primary') as (typeof CTA_STYLES)[number],
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
          <Select value={field.value} onValueChange={field.onChange}>
            <Field label="Tipo de página" required error={errors['pages']?.message}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent>
              {AD_PAGE_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {PAGE_TYPE_NAMES[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <Controller
        control={control}
        name="position"
        render={({ field }) => (
          <Select value={positions.some((p) => p.id === field.value) ? field.value : ''} onValueChange={field.onChange}>
            <Field label="Posición" required error={errors['position']?.message}>
              <SelectTrigger>
                <SelectValue placeholder="Elige una posición" />
              </SelectTrigger>
            </Field>
            <SelectContent>
              {positions.map((position) => (
                <SelectItem key={position.id} value={position.id}>
                  {position.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </>
  );
}

/** The create/edit dialog, with a preview of the content in the sandbox public ads use. */
function AdDialog({ ad, onClose }: { ad: Ad | null; onClose: () => void }) {
  const creating = !ad;
  const form = useForm<AdInputForm, unknown, AdInputValues>({
    resolver: zodResolver(adInputSchema),
    defaultValues: formValues(ad),
  });
  const { errors, isSubmitting } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' });
  const save = useAdminSave({
    send: (input: AdInputValues) =>
      creating
        ? adminApi('/advertisements', { method: 'POST', body: input })
        : adminApi(`/advertisements/${ad.id}`, { method: 'PUT', body: input }),
    success: creating ? 'Anuncio creado exitosamente' : 'Anuncio actualizado exitosamente',
    failure: creating ? 'Error al crear publicidad' : 'Error al actualizar publicidad',
    setError: form.setError,
    fields: FIELDS,
    onClose,
  });
  return (
    <DialogContent className="max-w-2xl">
      <DialogTitle>{creating ? 'Nueva publicidad' : 'Editar publicidad'}</DialogTitle>
      <DialogDescription>El contenido es HTML; se muestra aislado, como en las páginas públicas.</DialogDescription>
      <form
        noValidate
        className="grid max-h-[70dvh] grid-cols-1 gap-4 overflow-y-auto pr-1"
        onSubmit={(event) => void form.handleSubmit((input) => save.mutateAsync(input).catch(() => undefined))(event)}
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
            <AdFrame content={content} className="h-32 w-full rounded-lg ring-1 ring-slate-200" />
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
              <Select value={field.value} onValueChange={field.onChange}>
                <Field label="Estilo del botón" error={errors.ctaStyle?.message}>
                  <SelectTrigger>
                    <SelectValue />
                  </SelectTrigger>
                </Field>
                <SelectContent>
                  {CTA_STYLES.map((style) => (
                    <SelectItem key={style} value={style}>
                      {CTA_STYLE_NAMES[style]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
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
        <FormActions
          submit={creating ? 'Crear publicidad' : 'Guardar cambios'}
          busy={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </DialogContent>
  );
}

/** The list with each ad's placement, state and analytics (impressions, clicks, CTR). */
function AdsTable({
  ads,
  onEdit,
  onDelete,
}: {
  ads: readonly Ad[];
  onEdit: (ad: Ad) => void;
  onDelete: (ad: Ad) => Promise<unknown>;
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm">
      <table aria-label="Anuncios" className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th className="px-3 py-2">Nombre</th>
            <th className="px-3 py-2">Posición</th>
            <th className="px-3 py-2">Páginas</th>
            <th className="px-3 py-2">Estado</th>
            <th className="px-3 py-2 text-right">Impresiones</th>
            <th className="px-3 py-2 text-right">Clics</th>
            <th className="px-3 py-2 text-right">CTR</th>
            <th className="px-3 py-2">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ads.map((ad) => (
            <tr key={ad.id}>
              <td className="px-3 py-2 font-semibold text-brand-900">{ad.name}</td>
              <td className="px-3 py-2">{adPositionById(ad.position)?.name ?? ad.position}</td>
              <td className="px-3 py-2">{PAGE_TYPE_NAMES[ad.pages[0]]}</td>
              <td className="px-3 py-2">{ad.enabled ? 'Activo' : 'Inactivo'}</td>
              <td className="px-3 py-2 text-right tabular-nums">{ad.currentImpressions}</td>
              <td className="px-3 py-2 text-right tabular-nums">{ad.currentClicks}</td>
              <td className="px-3 py-2 text-right tabular-nums">{ctrText(ad.currentClicks, ad.currentImpressions)}</td>
              <td className="flex gap-1 px-3 py-2">
                <Button variant="ghost" size="sm" onClick={() => onEdit(ad)}>
                  Editar
                </Button>
                <ConfirmDelete name={ad.name} onConfirm={() => onDelete(ad)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {ads.length === 0 && <p className="p-4 text-sm text-slate-600">No hay anuncios.</p>}
    </div>
  );
}

/** /admin/advertisements: summary cards, the list with per-ad analytics, create/edit in a dialog, delete. */
export function AdsScreen({ title }: { title: string }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<Ad | 'new' | null>(null);
  const query = useQuery({ queryKey: ADS_KEY, queryFn: () => adminApi<Ad[]>('/advertisements') });
  const remove = useMutation({
    mutationFn: (ad: Ad) => adminApi(`/advertisements/${ad.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify.success('Anuncio eliminado exitosamente');
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify.error('Error al eliminar publicidad', errorDetail(error)),
  });
  const ads = query.data ?? [];
  const summary = adsSummary(ads);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <Button onClick={() => setEditing('new')}>Nueva publicidad</Button>
      </div>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-5">
        <StatCard label="Total de anuncios" value={String(summary.total)} />
        <StatCard label="Impresiones" value={String(summary.impressions)} />
        <StatCard label="Clics" value={String(summary.clicks)} />
        <StatCard label="CTR global" value={summary.ctr} />
        <StatCard label="Con CTA" value={String(summary.withCta)} />
      </div>
      {query.isError && <p role="alert">No se pudieron cargar los anuncios: {errorDetail(query.error)}</p>}
      <AdsTable ads={ads} onEdit={setEditing} onDelete={(ad) => remove.mutateAsync(ad).catch(() => undefined)} />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <AdDialog
            key={editing === 'new' ? 'new' : editing.id}
            ad={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
