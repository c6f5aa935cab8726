import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { api, unwrap } from '../../islands/api-client.ts';
import {
  SCRAPER_FREQUENCY,
  scraperInputSchema,
  type ScraperInputForm,
  type ScraperInputValues,
} from '../../lib/schemas/scraper.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { EntityDialog } from '../../ui/EntityDialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { useAdminSave } from '../mutations.ts';
import type { Scraper } from './types.ts';

const FIELDS = ['name', 'url', 'frequency', 'config'] as const;

/** The create/edit dialog; the config is JSON text checked on the server against the adapter's options. */
export function ScraperDialog({ scraper, onClose }: { scraper: Scraper | null; onClose: () => void }) {
  const form = useForm<ScraperInputForm, unknown, ScraperInputValues>({
    resolver: zodResolver(scraperInputSchema),
    defaultValues: {
      name: scraper?.name ?? '',
      url: scraper?.url ?? '',
      enabled: scraper?.enabled ?? true,
      frequency: scraper?.frequency ?? SCRAPER_FREQUENCY.default,
      config: JSON.stringify(scraper?.config ?? { adapter: 'loteriasdominicanas-api' }, null, 2),
    },
  });
  const { errors } = form.formState;
  const save = useAdminSave({
    form,
    fields: FIELDS,
    send: (json: ScraperInputValues) =>
      scraper
        ? unwrap(api.admin.scrapers[':id'].$put({ param: { id: String(scraper.id) }, json }))
        : unwrap(api.admin.scrapers.$post({ json })),
    success: scraper ? 'Scraper actualizado exitosamente' : 'Scraper creado exitosamente',
    failure: scraper ? 'Error al actualizar scraper' : 'Error al crear scraper',
    onClose,
  });
  return (
    <EntityDialog
      {...save}
      title={scraper ? 'Editar scraper' : 'Nuevo scraper'}
      description="La configuración indica el adaptador que lee la página y sus opciones."
      submit={scraper ? 'Guardar cambios' : 'Crear scraper'}
      onClose={onClose}
      className="max-w-xl"
    >
      <Field label="Nombre" required error={errors.name?.message}>
        <Input {...form.register('name')} />
      </Field>
      <Field label="URL" required error={errors.url?.message}>
        <Input type="url" {...form.register('url')} />
      </Field>
      <Field label="Frecuencia (segundos)" required hint="Mínimo 30 segundos" error={errors.frequency?.message}>
        <Input type="number" min={SCRAPER_FREQUENCY.min} {...form.register('frequency')} />
      </Field>
      <Field label="Configuración (JSON)" error={errors.config?.message}>
        <Textarea rows={5} className="font-mono text-xs" {...form.register('config')} />
      </Field>
      <Checkbox label="Habilitado" {...form.register('enabled')} />
    </EntityDialog>
  );
}
