import { m } from '@kairos/i18n';
import {
  BuildingIcon,
  buttonClass,
  CalendarIcon,
  CardIcon,
  DownloadIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  GiftIcon,
  KeyIcon,
  PlusIcon,
  UsersIcon,
} from '@kairos/ui';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useWriteAccess } from '../../lib/records/write-access';

interface QuickAction {
  to: string;
  label: () => string;
  icon: ComponentType<{ className?: string }>;
}

/**
 * "Create" entries: each opens a new record's form (a sale and a payment open
 * the checkout, where a sale is made and paid).
 * Read-only mode and offline turn them off, like every "New" button.
 */
const CREATE: QuickAction[] = [
  { to: '/appointments/calendar/form', label: () => m.shell_qa_new_appointment(), icon: CalendarIcon },
  { to: '/clients/form', label: () => m.shell_qa_new_client(), icon: UsersIcon },
  { to: '/financials/income/checkout?new_sale=1', label: () => m.shell_qa_new_sale(), icon: GiftIcon },
  { to: '/financials/income/checkout', label: () => m.shell_qa_take_payment(), icon: CardIcon },
  { to: '/financials/expenses/form', label: () => m.shell_qa_new_expense(), icon: DownloadIcon },
];

/** Account shortcuts, open in every mode. */
const ACCOUNT: QuickAction[] = [
  { to: '/account-setup/customisation/business-profile', label: () => m.shell_qa_edit_profile(), icon: BuildingIcon },
  { to: '/account-setup/customisation/password', label: () => m.shell_qa_change_password(), icon: KeyIcon },
  { to: '/account-setup/subscription/details', label: () => m.shell_qa_view_plan(), icon: CardIcon },
];

/** The header's "+" menu: create something new first, then the account shortcuts. */
export function QuickActions() {
  const navigate = useNavigate();
  const access = useWriteAccess();
  const item = (a: QuickAction, disabled = false) => (
    <DropdownMenuItem key={a.to} disabled={disabled} onSelect={() => navigate(a.to)}>
      <a.icon className="size-4 text-gray-400" />
      {a.label()}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={m.shell_quick_actions()} className={buttonClass('primary', 'sm', 'px-2 sm:px-3')}>
        <PlusIcon className="size-4" />
        <span className="hidden sm:inline">{m.shell_quick_actions()}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{m.shell_quick_actions()}</DropdownMenuLabel>
        {CREATE.map((a) => item(a, access.blocked))}
        {access.blocked && access.reason ? (
          <DropdownMenuLabel className="max-w-60 pt-0 font-normal">{access.reason}</DropdownMenuLabel>
        ) : null}
        <DropdownMenuSeparator />
        {ACCOUNT.map((a) => item(a))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
