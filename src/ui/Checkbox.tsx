import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A native checkbox with its label beside it (`label`); other props go to the input (e.g. react-hook-form's). */
export function Checkbox({ label, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  return (
    <label className={cn('flex items-center gap-2 text-sm', className)}>
      <input type="checkbox" className="size-4" {...props} />
      {label}
    </label>
  );
}
