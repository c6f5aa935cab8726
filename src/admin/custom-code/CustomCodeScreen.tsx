import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api, unwrap } from '../../islands/api-client.ts';
import {
  CATEGORY_LABELS,
  CUSTOM_CODE_CATEGORIES,
  CUSTOM_CODE_TEMPLATES,
  customCodeInputSchema,
  type CustomCodeInput,
} from '../../lib/schemas/custom-code.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { DialogFor, EntityDialog } from '../../ui/EntityDialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { JSON_TYPE } from '../json-options.ts';
import { useAdminAction, useAdminSave } from '../mutations.ts';
import { LoadError, ScreenHeader } from '../ScreenHeader.tsx';

type Snippet = InferResponseType<typeof api.admin.settings.$get>[number];

const FIELDS = ['key', 'value', 'category', 'description'] as const;
/** Characters of a snippet's code shown in the list, and of a template's (spec limits). */
const SNIPPET_PREVIEW = 200;
const TEMPLATE_PREVIEW = 150;
const preview = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);
/** The category a stored snippet names, if it is one the admin knows (the server stores no other). */
const categoryOf = (category: string) => CUSTOM_CODE_CATEGORIES.find((known) => known === category);

/** The add dialog (optionally pre-filled by a template) or the edit dialog (identifier read-only). */
function SnippetDialog({ snippet, onClose }: { snippet: Snippet | CustomCodeInput; onClose: () => void }) {
  const editing = 'id' in snippet;
  const form = useForm<z.input<typeof customCodeInputSchema>, unknown, CustomCodeInput>({
    resolver: zodResolver(customCodeInputSchema),
    defaultValues: {
      key: snippet.key,
      value: snippet.value,
      category: categoryOf(snippet.category) ?? 'custom_code',
      description: snippet.description ?? '',
      active: snippet.active ?? true,
    },
  });
  const { errors } = form.formState;
  const save = useAdminSave({
    form,
    fields: FIELDS,
    send: ({ key, ...json }: CustomCodeInput) =>
      editing
        ? unwrap(api.admin.settings[':key'].$put({ param: { key }, json }))
        : unwrap(api.admin.settings.$post({ json: { key, ...json } })),
    success: editing ? 'Código actualizado exitosamente' : 'Código creado exitosamente',
    failure: editing ? 'Error al actualizar código personalizado' : 'Error al agregar código personalizado',
    onClose,
  });
  return (
    <EntityDialog
      {...save}
      title={editing ? 'Editar código' : 'Agregar código'}
      description="El código se coloca en el <head> de las páginas públicas, nunca en el panel de administración."
      submit={editing ? 'Guardar cambios' : 'Agregar código'}
      onClose={onClose}
    >
      <Field
        label="Identificador"
        required
        error={errors.key?.message}
        hint={editing ? 'El identificador no se puede cambiar.' : undefined}
      >
        <Input readOnly={editing} {...form.register('key')} />
      </Field>
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <SelectField
            label="Categoría"
            required
            error={errors.category?.message}
            placeholder="Elige una categoría"
            value={field.value}
            onValueChange={field.onChange}
            options={CUSTOM_CODE_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
          />
        )}
      />
      <Field label="Descripción" error={errors.description?.message}>
        <Input {...form.register('description')} />
      </Field>
      <Field label="Código" required error={errors.value?.message}>
        <Textarea rows={8} className="font-mono text-xs" {...form.register('value')} />
      </Field>
      <Checkbox label="Activo" {...form.register('active')} />
    </EntityDialog>
  );
}

const EMPTY: CustomCodeInput = { key: '', value: '', category: 'custom_code', description: '', active: true };

/** /admin/custom-code and /admin/settings: the snippets ('Códigos Activos') and the four templates ('Plantillas'). */
export function CustomCodeScreen({ title }: { title: string }) {
  const [open, setOpen] = useState<Snippet | CustomCodeInput | null>(null);
  const query = useQuery({ queryKey: ['admin', 'settings'], queryFn: () => unwrap(api.admin.settings.$get()) });
  const remove = useAdminAction({
    send: (key: string) => unwrap(api.admin.settings[':key'].$delete({ param: { key } }, JSON_TYPE)),
    success: 'Código eliminado exitosamente',
    failure: 'Error al eliminar código personalizado',
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={title}>
        <Button onClick={() => setOpen(EMPTY)}>Agregar código</Button>
      </ScreenHeader>
      <Tabs defaultValue="active" className="grid grid-cols-1 gap-4">
        <TabsList>
          <TabsTrigger value="active">Códigos Activos</TabsTrigger>
          <TabsTrigger value="templates">Plantillas</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <LoadError message="No se pudieron cargar los códigos" query={query} />
          {query.data?.length === 0 && <p className="text-sm text-slate-600">Todavía no hay códigos.</p>}
          <ul aria-label="Códigos" className="grid gap-3">
            {query.data?.map((snippet) => (
              <li key={snippet.id} className="grid gap-2 rounded-xl bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-brand-900">{snippet.key}</p>
                  <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">
                    {CATEGORY_LABELS[categoryOf(snippet.category) ?? 'custom_code']}
                  </span>
                  <span className={snippet.active ? 'text-xs text-emerald-700' : 'text-xs text-slate-600'}>
                    {snippet.active ? 'Activo' : 'Inactivo'}
                  </span>
                  <span className="ml-auto flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setOpen(snippet)}>
                      Editar
                    </Button>
                    <ConfirmDelete name={snippet.key} onConfirm={() => remove.mutateAsync(snippet.key)} />
                  </span>
                </div>
                {snippet.description && <p className="text-sm text-slate-700">{snippet.description}</p>}
                <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-700">
                  {preview(snippet.value, SNIPPET_PREVIEW)}
                </pre>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="templates">
          <ul aria-label="Plantillas" className="grid gap-3 sm:grid-cols-2">
            {CUSTOM_CODE_TEMPLATES.map((template) => (
              <li key={template.name} className="grid gap-2 rounded-xl bg-white p-4 shadow-sm">
                <p className="font-semibold text-brand-900">{template.name}</p>
                <p className="text-sm text-slate-700">{template.input.description}</p>
                <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-700">
                  {preview(template.input.value, TEMPLATE_PREVIEW)}
                </pre>
                <Button variant="outline" size="sm" onClick={() => setOpen(template.input)}>
                  Usar plantilla
                </Button>
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
      <DialogFor item={open} onClose={() => setOpen(null)}>
        {(item) => (
          <SnippetDialog key={'id' in item ? item.id : item.key} snippet={item} onClose={() => setOpen(null)} />
        )}
      </DialogFor>
    </div>
  );
}
