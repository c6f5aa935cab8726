import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { controlClasses } from './Input.tsx';

/** A multi-line text input. */
export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} data-slot="textarea" className={cn(controlClasses, 'min-h-24 py-2', className)} {...props} />
  );
}
