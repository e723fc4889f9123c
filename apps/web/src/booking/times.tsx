/** A 7-day strip with previous/next and the chosen day's times, from /slots (service) or /sessions (class). */
import { m } from '@kairos/i18n';
import { useEffect, useState } from 'react';
import { ApiError, type BookingApi } from './api';
import { dayLabel, stripBounds, todayIn, visitorZone, weekStrip, zoneNote } from './dates';
import { getLocale } from './locale';
import type { Kind, Page, Sessions, Slots, Time } from './types';
import { Button, ErrorText, Section } from './ui';

/** The week's times from the server, as one list for both kinds. */
async function loadTimes(api: BookingApi, kind: Kind, itemId: string, from: string, to: string, full: boolean): Promise<Time[]> {
  if (kind === 'class') {
    const res = await api.sessions<Sessions>(itemId, from, to);
    // Full sessions are shown only where the visitor may join their waitlist.
    return res.sessions.filter((s) => full || s.places_left !== 0).map((s) => ({ key: s.id, ...s }));
  }
  const res = await api.slots<Slots>(itemId, from, to);
  return res.slots.map((s) => ({ key: s.start_at, ...s }));
}

export function TimePicker(props: {
  api: BookingApi;
  page: Page;
  kind: Kind;
  itemId: string;
  picked: Time | null;
  onPick: (t: Time) => void;
  title?: string;
  /** Offered when a session is full or the day has no free time (the page's waitlist is on). */
  onWaitlist?: (t: { session?: Time; date: string }) => void;
}) {
  const zone = props.page.business.timezone;
  const [first] = useState(() => todayIn(zone));
  const [week, setWeek] = useState(0);
  const days = weekStrip(first, week);
  const [day, setDay] = useState(days[0] ?? first);
  const [times, setTimes] = useState<Time[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const from = days[0] ?? first;
  const to = days[6] ?? first;

  useEffect(() => {
    let live = true;
    setTimes(null);
    setError(null);
    loadTimes(props.api, props.kind, props.itemId, from, to, !!props.onWaitlist)
      .then((t) => live && setTimes(t))
      .catch((e) => {
        if (!live) return;
        setTimes([]);
        setError(e instanceof ApiError ? e.message : m.bk_error_network());
      });
    return () => {
      live = false;
    };
  }, [props.api, props.kind, props.itemId, from, to, props.onWaitlist]);

  const bounds = stripBounds(week, props.page.horizon_days);
  const move = (by: number) => {
    setWeek(week + by);
    setDay(weekStrip(first, week + by)[0] ?? first);
  };
  const locale = getLocale();
  const note = zoneNote(zone, visitorZone(), locale);
  const ofDay = (times ?? []).filter((t) => t.date === day);
  return (
    <Section title={props.title ?? m.bk_pick_time()}>
      <div className="flex items-center gap-1">
        <Button kind="plain" className="px-2" aria-label={m.bk_prev_week()} disabled={!bounds.prev} onClick={() => move(-1)}>
          ‹
        </Button>
        <div className="grid flex-1 grid-cols-7 gap-1">
          {days.map((d) => {
            const label = dayLabel(d, locale);
            const has = times?.some((t) => t.date === d);
            return (
              <button
                key={d}
                type="button"
                aria-pressed={d === day}
                onClick={() => setDay(d)}
                className={`bk-ring flex flex-col items-center rounded-lg py-1.5 text-xs ${d === day ? 'bk-btn' : has ? 'bg-white font-medium' : 'text-muted'}`}
              >
                {/* Read as the whole date ("Saturday 28 November"); the short parts are what the eye needs. */}
                <span aria-hidden="true">{label.weekday}</span>
                <span aria-hidden="true" className="text-base">
                  {label.day}
                </span>
                <span className="sr-only">{label.full}</span>
              </button>
            );
          })}
        </div>
        <Button kind="plain" className="px-2" aria-label={m.bk_next_week()} disabled={!bounds.next} onClick={() => move(1)}>
          ›
        </Button>
      </div>
      {note && <p className="text-sm text-gray-600">{m.bk_times_in_zone({ zone: note })}</p>}
      <ErrorText message={error} />
      {times === null ? (
        <p aria-live="polite">{m.bk_loading()}</p>
      ) : ofDay.length === 0 ? (
        <>
          <p className="text-gray-600">{m.bk_no_times()}</p>
          {props.onWaitlist && props.kind === 'appointment' && (
            <Button kind="plain" className="self-start" onClick={() => props.onWaitlist?.({ date: day })}>
              {m.bk_wl_join()}
            </Button>
          )}
        </>
      ) : (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {ofDay.map((t) =>
            t.places_left === 0 ? (
              <Button key={t.key} kind="plain" onClick={() => props.onWaitlist?.({ session: t, date: t.date })}>
                {t.start_time}
                <span className="block text-xs">
                  {m.bk_wl_full()} · {m.bk_wl_join()}
                </span>
              </Button>
            ) : (
              <Button key={t.key} kind={props.picked?.key === t.key ? 'primary' : 'plain'} onClick={() => props.onPick(t)}>
                {t.start_time}
                {t.places_left != null && <span className="block text-xs">{m.bk_places_left({ count: t.places_left })}</span>}
              </Button>
            ),
          )}
        </div>
      )}
    </Section>
  );
}
