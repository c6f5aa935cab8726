import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CATEGORY_LABELS,
  CUSTOM_CODE_CATEGORIES,
  CUSTOM_CODE_TEMPLATES,
  customCodeInputSchema,
  type CustomCodeInput,
} from '../../lib/schemas/custom-code.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/Select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { notify } from '../../ui/Toaster.tsx';
import { useAdminSave } from '../use-admin-save.ts';
import { FormActions } from '../FormActions.tsx';
import { adminApi, errorDetail } from '../api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';

/** A snippet as GET /api/admin/settings lists it. */
interface Snippet extends CustomCodeInput {
  id: number;
  active: boolean;
  updatedAt: string;
}

const FIELDS = ['key', 'value', 'category', 'description'] as const;
/** Characters of a snippet's code shown in the list, and of a template's (spec limits). */
const SNIPPET_PREVIEW = 200;
const TEMPLATE_PREVIEW = 150;
const preview = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The add dialog (optionally pre-filled by a template) or the edit dialog (identifier read-only). */
function SnippetDialog({ snippet, onClose }: { snippet: Snippet | CustomCodeInput; onClose: () => void }) {
  const editing = 'id' in snippet;
  const form = useForm<z.input<typeof customCodeInputSchema>, unknown, CustomCodeInput>({
    resolver: zodResolver(customCodeInputSchema),
    defaultValues: { ...snippet, description: snippet.description ?? '', active: snippet.active ?? true },
  });
  const { errors, isSubmitting } = form.formState;
  const save = useAdminSave({
    send: ({ key, ...fields }: CustomCodeInput) =>
      editing
        ? adminApi(`/settings/${encodeURIComponent(key)}`, { method: 'PUT', body: fields })
        : adminApi('/settings', { method: 'POST', body: { key, ...fields } }),
    success: editing ? 'Código actualizado exitosamente' : 'Código creado exitosamente',
    failure: editing ? 'Error al actualizar código personalizado' : 'Error al agregar código personalizado',
    setError: form.setError,
    fields: FIELDS,
    onClose,
  });
  return (
    <DialogContent className="max-w-2xl">
      <DialogTitle>{editing ? 'Editar código' : 'Agregar código'}</DialogTitle>
      <DialogDescription>
        El código se coloca en el &lt;head&gt; de las páginas públicas, nunca en el panel de administración.
      </DialogDescription>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => save.mutateAsync(input).catch(() => undefined))(event)}
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
            <Select value={field.value} onValueChange={field.onChange}>
              <Field label="Categoría" required error={errors.category?.message}>
                <SelectTrigger>
                  <SelectValue placeholder="Elige una categoría" />
                </SelectTrigger>
              </Field>
              <SelectContent>
                {CUSTOM_CODE_CATEGORIES.map((category) => (
                  <SelectItem key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <Field label="Descripción" error={errors.description?.message}>
          <Input {...form.register('description')} />
        </Field>
        <Field label="Código" required error={errors.value?.message}>
          <Textarea rows={8} className="font-mono text-xs" {...form.register('value')} />
        </Field>
        <Checkbox label="Activo" {...form.register('active')} />
        <FormActions submit={editing ? 'Guardar cambios' : 'Agregar código'} busy={isSubmitting} onCancel={onClose} />
      </form>
    </DialogContent>
  );
}

const EMPTY: CustomCodeInput = { key: '', value: '', category: 'custom_code', description: '', active: true };

/** /admin/custom-code and /admin/settings: the snippets ('Códigos Activos') and the four templates ('Plantillas'). */
export function CustomCodeScreen({ title }: { title: string }) {
  const client = useQueryClient();
  const [open, setOpen] = useState<Snippet | CustomCodeInput | null>(null);
  const query = useQuery({ queryKey: ['admin', 'settings'], queryFn: () => adminApi<Snippet[]>('/settings') });
  const remove = useMutation({
    mutationFn: (key: string) => adminApi(`/settings/${encodeURIComponent(key)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify.success('Código eliminado exitosamente');
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify.error('Error al eliminar código personalizado', errorDetail(error)),
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <Button onClick={() => setOpen(EMPTY)}>Agregar código</Button>
      </div>
      <Tabs defaultValue="active" className="grid grid-cols-1 gap-4">
        <TabsList>
          <TabsTrigger value="active">Códigos Activos</TabsTrigger>
          <TabsTrigger value="templates">Plantillas</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          {query.isError && <p role="alert">No se pudieron cargar los códigos: {errorDetail(query.error)}</p>}
          {query.data?.length === 0 && <p className="text-sm text-slate-600">Todavía no hay códigos.</p>}
          <ul aria-label="Códigos" className="grid gap-3">
            {query.data?.map((snippet) => (
              <li key={snippet.id} className="grid gap-2 rounded-xl bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-brand-900">{snippet.key}</p>
                  <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">
                    {CATEGORY_LABELS[snippet.category]}
                  </span>
                  <span className={snippet.active ? 'text-xs text-emerald-700' : 'text-xs text-slate-600'}>
                    {snippet.active ? 'Activo' : 'Inactivo'}
                  </span>
                  <span className="ml-auto flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setOpen(snippet)}>
                      Editar
                    </Button>
                    <ConfirmDelete
                      name={snippet.key}
                      onConfirm={() => remove.mutateAsync(snippet.key).catch(() => undefined)}
                    />
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
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open && <SnippetDialog key={'id' in open ? open.id : open.key} snippet={open} onClose={() => setOpen(null)} />}
      </Dialog>
    </div>
  );
}
