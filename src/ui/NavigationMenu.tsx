import { NavigationMenu as NavPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Site navigation with submenus (Radix): a list of items, each a link or a trigger plus content. */
export function NavigationMenu({ className, ...props }: ComponentProps<typeof NavPrimitive.Root>) {
  return <NavPrimitive.Root data-slot="navigation-menu" className={cn('relative', className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof NavPrimitive.List>) {
  return <NavPrimitive.List className={cn('flex items-center gap-1', className)} {...props} />;
}

export const NavigationMenuItem = NavPrimitive.Item;

/** The button that opens an item's submenu. */
export function NavigationMenuTrigger({ className, ...props }: ComponentProps<typeof NavPrimitive.Trigger>) {
  return (
    <NavPrimitive.Trigger
      className={cn(
        'rounded-full px-3 py-2 text-sm font-semibold hover:bg-paper/10 data-[state=open]:bg-paper/10',
        className,
      )}
      {...props}
    />
  );
}

/** An item's submenu panel. */
export function NavigationMenuContent({ className, ...props }: ComponentProps<typeof NavPrimitive.Content>) {
  return (
    <NavPrimitive.Content
      className={cn(
        'absolute top-full left-0 z-50 mt-2 min-w-56 rounded-xl bg-white p-2 text-slate-900 shadow-lg ring-1 ring-slate-200',
        className,
      )}
      {...props}
    />
  );
}

/** A link inside the menu (marks `active` with `aria-current`). */
export function NavigationMenuLink({ className, ...props }: ComponentProps<typeof NavPrimitive.Link>) {
  return (
    <NavPrimitive.Link
      className={cn('block rounded-md px-3 py-2 text-sm hover:bg-brand-50 data-[active]:font-bold', className)}
      {...props}
    />
  );
}
