import { m } from '@kairos/i18n';
import { cn } from '@kairos/ui';
import type { Part } from '../../lib/appointments/appointment';
import { addToLocalTime, type Clock, formatLocalTime, formatTime, plusMinutes } from '../../lib/appointments/time';
import { formatDuration } from '../../lib/money';

interface PartsLayoutProps {
  parts: Part[];
  /** Where the first part starts: an instant (saved appointment) or a wall-clock HH:MM (form preview). */
  start: { at: string } | { time: string };
  clock: Clock;
  colour?: string | null;
  className?: string;
}

/**
 * A service's parts one after another with their times. A free part is a gap
 * in which the owner can take other bookings (docs/product/appointments.md, multipart services).
 */
export function PartsLayout({ parts, start, clock, colour, className }: PartsLayoutProps) {
  const tint = colour ?? '#6366f1';
  const timeAt = (offset: number) =>
    'at' in start ? formatTime(plusMinutes(start.at, offset), clock) : formatLocalTime(addToLocalTime(start.time, offset), clock);
  let offset = 0;
  const rows = parts.map((p) => {
    const from = offset;
    offset += p.duration_minutes;
    return { ...p, from, to: offset };
  });
  return (
    <ol className={cn('flex flex-col gap-1.5', className)} aria-label={m.wap_parts_label()} data-testid="parts-layout">
      {rows.map((p, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id and never move here
          key={i}
          className={cn(
            'flex flex-wrap items-center gap-x-3 gap-y-0.5 rounded-lg border px-3 py-2 text-sm',
            p.type === 'free' ? 'border-dashed border-gray-300 bg-gray-50' : 'border-transparent text-white',
          )}
          style={p.type === 'block' ? { backgroundColor: tint } : undefined}
        >
          <span className="font-medium tabular-nums whitespace-nowrap">
            {timeAt(p.from)} – {timeAt(p.to)}
          </span>
          <span className="min-w-0 grow basis-24 truncate" title={p.title || undefined}>
            {p.title || (p.type === 'free' ? m.wap_part_free() : m.wap_part_block())}
          </span>
          <span className={cn('text-xs whitespace-nowrap', p.type === 'free' ? 'text-gray-600' : 'opacity-90')}>
            {p.type === 'free' ? m.wap_part_free_hint() : m.wap_part_block()} · {formatDuration(p.duration_minutes)}
          </span>
        </li>
      ))}
    </ol>
  );
}
