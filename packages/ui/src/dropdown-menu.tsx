import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Non-modal by default: an open menu keeps focus on its items (Radix ignores Tab there), so the
 * rest of the page needs no aria-hidden; a modal menu hid the page's focusable
 * controls from assistive technology while they stayed focusable (axe aria-hidden-focus).
 */
export function DropdownMenu({ modal = false, ...rest }: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...rest} />;
}
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...rest }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-w-[min(24rem,calc(100vw-1rem))] min-w-52 overflow-hidden rounded-xl border border-gray-200 bg-white p-1 text-sm shadow-lg',
          'data-[state=open]:animate-pop-in',
          className,
        )}
        {...rest}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 wrap-anywhere text-gray-700 outline-none select-none',
        'data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...rest}
    />
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-3 pt-2 pb-1.5 text-xs wrap-anywhere text-gray-500', className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('my-1 h-px bg-gray-100', className)} {...rest} />;
}

export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuRadioItem({ className, children, ...rest }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-3 pl-8 text-gray-700 outline-none select-none relative',
        'data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900',
        className,
      )}
      {...rest}
    >
      <Menu.ItemIndicator className="absolute left-2.5 inline-flex">
        <svg viewBox="0 0 20 20" className="size-4 text-brand-600" fill="currentColor" aria-hidden="true">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
        </svg>
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}
