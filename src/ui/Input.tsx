import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Classes shared by text-like controls; `aria-invalid` turns the border red. */
export const controlClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 disabled:opacity-60 aria-invalid:border-accent-600 aria-invalid:outline-accent-200 sm:text-sm';

/** A single-line text input. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(controlClasses, 'h-10', className)} {...props} />;
}
