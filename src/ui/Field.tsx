import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from './cn.ts';
import { Label } from './Label.tsx';

interface FieldProps {
  label: ReactNode;
  /** The field's error text (shown under the control); its presence marks the control `aria-invalid`. */
  error?: string;
  /** A hint under the control, also linked through `aria-describedby`. */
  hint?: ReactNode;
  /** Marks the label with an asterisk. */
  required?: boolean;
  className?: string;
  /** Exactly one control element (Input, Textarea, SelectTrigger…): it receives id and aria attributes. */
  children: ReactElement;
}

/** A labelled form control with its hint and error text, wired with `id`, `aria-describedby` and `aria-invalid`. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-accent-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </div>
  );
}
