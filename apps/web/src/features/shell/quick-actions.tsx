import { m } from '@kairos/i18n';
import {
  BuildingIcon,
  buttonClass,
  CardIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  KeyIcon,
  PlusIcon,
} from '@kairos/ui';
import { useNavigate } from 'react-router';

/** Shortcuts to what an owner can do today; grows as new areas arrive. */
export function QuickActions() {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={m.shell_quick_actions()} className={buttonClass('primary', 'sm', 'px-2 sm:px-3')}>
        <PlusIcon className="size-4" />
        <span className="hidden sm:inline">{m.shell_quick_actions()}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{m.shell_quick_actions()}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => navigate('/account-setup/customisation/business-profile')}>
          <BuildingIcon className="size-4 text-gray-400" />
          {m.shell_qa_edit_profile()}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/account-setup/customisation/password')}>
          <KeyIcon className="size-4 text-gray-400" />
          {m.shell_qa_change_password()}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/account-setup/subscription/details')}>
          <CardIcon className="size-4 text-gray-400" />
          {m.shell_qa_view_plan()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
