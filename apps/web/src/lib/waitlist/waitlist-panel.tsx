/**
 * The owner's view of a waitlist (docs/product/booking.md "Waitlist"): a class session's (`sessionId`) or a day's
 * (`date`), in joining order, with "Offer a place" (out of turn, when there is room) and "Remove". Shown only when
 * someone is on it. Used by the appointment view (a session) and the calendar (the day on screen).
 */
import { m } from '@kairos/i18n';
import { Badge, Button, Card, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorInfo } from '../errors';
import { formatInstant } from '../format';
import { currentLocale } from '../i18n';
import { queryClient, trpc } from '../trpc';
import { useTimeZone } from '../viewer';

const STATE: Record<string, () => string> = {
  waiting: m.wl_state_waiting,
  offered: m.wl_state_offered,
  booked: m.wl_state_booked,
  expired: m.wl_state_expired,
  removed: m.wl_state_removed,
  gone: m.wl_state_gone,
};

/** 08:00 on the business's clock (a queued offer's send time). */
const clock = (iso: string, timeZone: string) => formatInstant(iso, currentLocale(), timeZone, { timeStyle: 'short' });

export function WaitlistPanel(props: { sessionId?: string; date?: string; readOnly?: boolean }) {
  const input = props.sessionId ? { session_id: props.sessionId } : { date: props.date ?? '' };
  const query = useQuery({ ...trpc.waitlist.list.queryOptions(input), enabled: !!(props.sessionId || props.date) });
  const toast = useToast();
  const zone = useTimeZone();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.waitlist.list.queryKey() });
  const onError = (e: unknown) => toast({ title: m.popup_failed(), description: errorInfo(e).message, tone: 'error' });
  const offer = useMutation(trpc.waitlist.offerPlace.mutationOptions({ onSuccess: refresh, onError }));
  const remove = useMutation(trpc.waitlist.remove.mutationOptions({ onSuccess: refresh, onError }));
  const rows = query.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <Card title={m.wl_title()} description={m.wl_hint()} data-testid="waitlist-panel">
      <ol className="flex flex-col divide-y divide-gray-100">
        {rows.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere">
                {e.position ? `${e.position}. ` : ''}
                {e.client.name}
              </p>
              <p className="text-sm text-gray-600">
                {e.window_from || e.window_to
                  ? m.wl_window({ from: e.window_from ?? '00:00', to: e.window_to ?? '24:00' })
                  : e.kind === 'day'
                    ? m.wl_any_time()
                    : ''}{' '}
                · {e.channel === 'sms' ? 'SMS' : 'Email'}
              </p>
              {e.state === 'offered' && e.offer?.state === 'queued' && e.offer.send_at ? (
                <p className="text-sm text-gray-600" data-testid="waitlist-queued">
                  {m.wl_queued({ time: clock(e.offer.send_at, zone) })}
                </p>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              <Badge tone={e.state === 'offered' ? 'warning' : e.state === 'booked' ? 'success' : 'neutral'}>
                {(STATE[e.state] ?? m.wl_state_waiting)()}
              </Badge>
              {e.state === 'waiting' && !props.readOnly && (
                <Button size="sm" variant="secondary" loading={offer.isPending} onClick={() => offer.mutate({ id: e.id })}>
                  {m.wl_offer()}
                </Button>
              )}
              {(e.state === 'waiting' || e.state === 'offered') && !props.readOnly && (
                <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate({ id: e.id })}>
                  {m.wl_remove()}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
