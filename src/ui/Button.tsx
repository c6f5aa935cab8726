import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

const buttonVariants = cva(
  // The shared look of every button (src/styles/global.css): one class, not ten utilities in each button's HTML.
  'btn',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white shadow hover:bg-brand-800',
        accent: 'bg-accent-600 text-white shadow hover:bg-accent-700',
        outline: 'btn-outline',
        ghost: 'text-brand-900 hover:bg-brand-50',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-5',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button in the site's styles; `asChild` renders the child element (e.g. an `<a>`) with the button's classes. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
