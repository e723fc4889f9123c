import { ATTENDANCE } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import {
  ChevronDownIcon,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@kairos/ui';
import type { Attendance } from '../../lib/appointments/appointment';
import { ATTENDANCE_LABEL } from '../../lib/appointments/labels';

const TONE: Record<Attendance, string> = {
  pending: 'bg-gray-100 text-gray-700 ring-gray-200',
  attended: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  cancelled: 'bg-amber-50 text-amber-800 ring-amber-200',
  no_show: 'bg-red-50 text-red-700 ring-red-200',
};

interface AttendanceMenuProps {
  name: string;
  status: Attendance;
  onChange: (status: Attendance) => void;
  disabled?: boolean;
  busy?: boolean;
  /** Lets the view put focus back on this button after it re-opens under a new id. */
  focusKey?: string;
}

/** One client's attendance (docs/product/appointments.md): a badge-like button opening a Radix menu of the four statuses. */
export function AttendanceMenu({ name, status, onChange, disabled, busy, focusKey }: AttendanceMenuProps) {
  return (
    <DropdownMenu>
      {/* Not disabled while saving: focus stays on the button (aria-busy tells screen readers). */}
      <DropdownMenuTrigger
        disabled={disabled}
        aria-busy={busy || undefined}
        data-focus-key={focusKey}
        aria-label={m.wap_attendance_of({ name, status: ATTENDANCE_LABEL[status]() })}
        className={cn(
          'inline-flex h-8 items-center gap-1 rounded-full px-3 text-xs font-medium ring-1 ring-inset transition-opacity',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 aria-busy:opacity-60',
          TONE[status],
        )}
      >
        {ATTENDANCE_LABEL[status]()}
        <ChevronDownIcon className="size-3.5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        <DropdownMenuLabel>{m.wap_attendance()}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={status} onValueChange={(next) => !busy && next !== status && onChange(next as Attendance)}>
          {ATTENDANCE.map((s) => (
            <DropdownMenuRadioItem key={s} value={s}>
              {ATTENDANCE_LABEL[s]()}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
