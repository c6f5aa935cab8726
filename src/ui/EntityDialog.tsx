import type { SubmitEventHandler, ReactNode } from 'react';
import { Button } from './Button.tsx';
import { cn } from './cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './Dialog.tsx';

/** The foot of a dialog form: 'Cancelar' (calls `onCancel`) and the submit button, disabled while `busy`. */
export function FormActions({
  submit,
  busy,
  onCancel,
  variant,
}: {
  submit: string;
  busy: boolean;
  onCancel: () => void;
  variant?: 'accent';
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" variant={variant} disabled={busy}>
        {submit}
      </Button>
    </div>
  );
}

/** A dialog that is open while `item` is not null and draws `children(item)`; closing it calls `onClose`. */
export function DialogFor<T>({
  item,
  onClose,
  children,
}: {
  item: T | null;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item !== null && children(item)}
    </Dialog>
  );
}

interface EntityDialogProps {
  title: string;
  description: ReactNode;
  /** The submit button's text ('Crear post', 'Guardar cambios'…). */
  submit: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** Disables the submit button (while saving). */
  busy: boolean;
  onClose: () => void;
  /** Classes of the panel (its width) and of the form (its grid, a scroll height). */
  className?: string;
  formClassName?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The create/edit dialog of a record (put it inside `DialogFor` or a `Dialog`): title, description, the form
 * with its fields and `FormActions`. The form skips the browser's validation: the caller validates on submit.
 */
export function EntityDialog({
  title,
  description,
  submit,
  onSubmit,
  busy,
  onClose,
  className,
  formClassName,
  children,
}: EntityDialogProps) {
  return (
    <DialogContent className={cn('max-w-2xl', className)}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <form noValidate className={cn('grid grid-cols-1 gap-4', formClassName)} onSubmit={onSubmit}>
        {children}
        <FormActions submit={submit} busy={busy} onCancel={onClose} />
      </form>
    </DialogContent>
  );
}
