import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { api, fieldIssues, serverMessage, unwrap } from './api-client.ts';
import {
  CONTACT_TIPO_LABELS,
  CONTACT_TIPOS,
  contactSchema,
  HONEYPOT_FIELD,
  type ContactFormValues,
  type ContactInput,
} from '../lib/schemas/contact.ts';
import { Button } from '../ui/Button.tsx';
import { Field } from '../ui/Field.tsx';
import { Input } from '../ui/Input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/Select.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { notify, Toaster } from '../ui/Toaster.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

const EMPTY: ContactFormValues = { nombre: '', email: '', telefono: '', asunto: '', mensaje: '', tipo: 'consulta' };
const FIELDS = new Set<string>(Object.keys(EMPTY));

/**
 * The contact form of /contacto: validates with the shared schema before sending, shows each field's error
 * under it (from the browser check or from the server's `issues`), sends it to POST /api/contacto (spec section 7),
 * toasts the outcome and resets on success.
 */
export default function ContactForm() {
  const hydrated = useHydrated();
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const send = async (values: ContactInput) => {
    try {
      await unwrap(api.contacto.$post({ json: { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' } }));
    } catch (error) {
      for (const issue of fieldIssues(error)) {
        const field = String(issue.path[0]);
        if (FIELDS.has(field))
          form.setError(
            field as FieldPath<ContactFormValues>,
            { type: 'server', message: issue.message },
            { shouldFocus: true },
          );
      }
      notify.error('Error al enviar', serverMessage(error) ?? 'Hubo un problema al enviar tu mensaje.');
      return;
    }
    notify.success('Mensaje enviado', 'Hemos recibido tu mensaje. Te contactaremos pronto.');
    form.reset(EMPTY);
  };
  const incomplete = () => notify.error('Campos requeridos', 'Por favor completa todos los campos obligatorios.');

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(send, incomplete)(event)}
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Formulario de contacto"
      >
        <Field label="Nombre completo" required error={errors.nombre?.message}>
          <Input autoComplete="name" {...form.register('nombre')} />
        </Field>
        <Field label="Correo electrónico" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label="Teléfono" hint="Opcional" error={errors.telefono?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('telefono')} />
        </Field>
        <Controller
          control={form.control}
          name="tipo"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <Field label="Tipo de mensaje" error={errors.tipo?.message}>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </Field>
              <SelectContent>
                {CONTACT_TIPOS.map((tipo) => (
                  <SelectItem key={tipo} value={tipo}>
                    {CONTACT_TIPO_LABELS[tipo]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <Field label="Asunto" hint="Opcional" error={errors.asunto?.message} className="sm:col-span-2">
          <Input {...form.register('asunto')} />
        </Field>
        <Field label="Mensaje" required error={errors.mensaje?.message} className="sm:col-span-2">
          <Textarea rows={6} {...form.register('mensaje')} />
        </Field>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Sitio web
            <input ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar mensaje'}
          </Button>
        </div>
      </form>
      <Toaster />
    </>
  );
}
