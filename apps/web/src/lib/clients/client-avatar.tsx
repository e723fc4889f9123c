import { cn } from '@kairos/ui';
import { type Client, initialsOf } from './client';

export function ClientAvatar({ client, className }: { client: Pick<Client, 'first_name' | 'last_name'>; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700',
        className,
      )}
    >
      {initialsOf(client)}
    </span>
  );
}
