import { Button } from '../ui/Button.tsx';

/** The foot of an admin dialog form: 'Cancelar' (closes) and the submit button, disabled while saving. */
export function FormActions({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
    </div>
  );
}
