import { useState } from 'react';
import { Button } from './Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './Dialog.tsx';

interface ConfirmDeleteProps {
  /** What is deleted, as the admin knows it (e.g. the post title). */
  name: string;
  /** Runs the delete; the dialog closes when it settles (a failure is the caller's to show). */
  onConfirm: () => Promise<unknown>;
}

/** An 'Eliminar' button that asks for confirmation in a dialog before deleting (spec: every admin delete). */
export function ConfirmDelete({ name, onConfirm }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm().catch(() => undefined);
    setBusy(false);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-accent-700">
          Eliminar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>¿Eliminar “{name}”?</DialogTitle>
        <DialogDescription>Esta acción no se puede deshacer.</DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button variant="accent" disabled={busy} onClick={() => void confirm()}>
            Eliminar
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
