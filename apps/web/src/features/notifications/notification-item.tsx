import { m } from '@kairos/i18n';
import { Button, CheckIcon, CloseIcon } from '@kairos/ui';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import type { RouterOutputs } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';

type Notification = RouterOutputs['notifications']['list']['items'][number];

/** One notification: its sentence (a link where it leads somewhere), when, and read / delete buttons. */
export function NotificationItem({
  item,
  onOpen,
  onRead,
  onDelete,
}: {
  item: Notification;
  onOpen: () => void;
  onRead: () => void;
  onDelete: () => void;
}) {
  const { locale } = useLocale();
  const when = formatDateTime(item.created_at, locale, useTimeZone());
  return (
    <li className="flex items-start gap-2 px-2 py-2" data-testid="notification-item">
      <div className="min-w-0 flex-1">
        {item.link ? (
          <Link to={item.link} onClick={onOpen} className="text-gray-900 hover:underline">
            {item.text}
          </Link>
        ) : (
          <p className="text-gray-900">{item.text}</p>
        )}
        <p className="mt-0.5 text-xs text-gray-500">{when}</p>
      </div>
      <IconButton label={m.ntf_bell_mark_read()} onClick={onRead} icon={CheckIcon} />
      <IconButton label={m.ntf_bell_delete()} onClick={onDelete} icon={CloseIcon} />
    </li>
  );
}

/** A small icon-only action of a bell item, named for screen readers and on hover. */
export function IconButton({ label, onClick, icon: Icon }: { label: string; onClick: () => void; icon: typeof CheckIcon }) {
  return (
    <Button variant="ghost" size="sm" className="px-2" aria-label={label} title={label} onClick={onClick}>
      <Icon className="size-4" />
    </Button>
  );
}
