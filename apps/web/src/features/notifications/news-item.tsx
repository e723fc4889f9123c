import { m } from '@kairos/i18n';
import { CheckIcon, ChevronDownIcon, CloseIcon, cn } from '@kairos/ui';
import { useId, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import type { RouterOutputs } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { IconButton } from './notification-item';

type News = RouterOutputs['news']['list']['items'][number];

/**
 * One news item: its title opens the body below it (plain text, rendered by React, so never as HTML);
 * an unread one is bold with a dot and offers "mark as read".
 */
export function NewsItem({ item, onRead, onDelete }: { item: News; onRead: () => void; onDelete: () => void }) {
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const unread = item.status === 'UNREAD';
  const when = formatDateTime(item.published_at, locale, useTimeZone());
  return (
    <li className="flex items-start gap-2 px-2 py-2" data-testid="news-item" data-status={item.status}>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-start gap-1.5 text-left text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {unread ? (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
              <span className="sr-only">{m.ntf_news_unread()}</span>
            </span>
          ) : null}
          <span className={cn('min-w-0 flex-1 wrap-anywhere', unread && 'font-semibold')}>{item.title}</span>
          <ChevronDownIcon className={cn('mt-0.5 size-4 shrink-0 text-gray-500 transition-transform', open && 'rotate-180')} />
        </button>
        <p className="mt-0.5 text-xs text-gray-500">{when}</p>
        {open ? (
          <p id={bodyId} className="mt-1 whitespace-pre-line wrap-anywhere text-gray-700" data-testid="news-body">
            {item.body}
          </p>
        ) : null}
      </div>
      {unread ? <IconButton label={m.ntf_bell_mark_read()} onClick={onRead} icon={CheckIcon} /> : null}
      <IconButton label={m.ntf_bell_delete()} onClick={onDelete} icon={CloseIcon} />
    </li>
  );
}
