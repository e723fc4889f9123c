import { inkOn, textOnWhite } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import {
  AffixField,
  ArrowDownSmallIcon,
  ArrowUpSmallIcon,
  Button,
  ChoiceGroup,
  cn,
  PlusIcon,
  TextField,
  TrashIcon,
} from '@kairos/ui';
import { useId } from 'react';
import { MinutesLabel } from '../../lib/minutes-label';
import { formatDuration } from '../../lib/money';
import { numberOf } from '../../lib/number-text';
import type { RecordForm } from '../../lib/records';

export type PartType = 'block' | 'free';
export interface PartValue {
  /** A stable React key; not sent. */
  key: string;
  title: string;
  duration_minutes: string;
  type: PartType;
}

export const MAX_PARTS = 10;
let nextKey = 1;
export const newPart = (duration = '30', type: PartType = 'block', title = ''): PartValue => ({
  key: `part-${nextKey++}`,
  title,
  duration_minutes: duration,
  type,
});

/** Minutes for the timeline: only what would pass (5..720), else 0. */
const shownMinutes = (text: string) => {
  const n = numberOf(text);
  return n !== undefined && Number.isInteger(n) && n >= 5 && n <= 720 ? n : 0;
};

interface PartsEditorProps {
  form: RecordForm;
  parts: PartValue[];
  colour: string;
}

/**
 * The ordered parts of a multipart service: add, remove, move up/down, each
 * with a title, a duration and blocked/free, and the live timeline below.
 */
export function PartsEditor({ form, parts, colour }: PartsEditorProps) {
  const id = useId();
  const partsError = form.bind('parts').error;

  const setParts = (next: PartValue[]) => form.setValue('parts', next);
  const focusLater = (selector: string) =>
    window.requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const part = parts[index];
    const other = parts[target];
    if (!part || !other) return;
    const next = [...parts];
    next[target] = part;
    next[index] = other;
    setParts(next);
    // Keep focus on the moved part's button (or its other arrow at the ends).
    const atEnd = target === 0 || target === next.length - 1;
    const dir = atEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    focusLater(`[data-part-action="${part.key}-${dir}"]`);
  };
  const remove = (index: number) => {
    const next = parts.filter((_, i) => i !== index);
    setParts(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? `[data-part-title="${neighbour.key}"]` : `#${CSS.escape(`${id}-add`)}`);
  };
  const add = () => {
    const part = newPart();
    setParts([...parts, part]);
    focusLater(`[data-part-title="${part.key}"]`);
  };

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3" aria-describedby={partsError ? `${id}-parts-error` : undefined}>
        {parts.map((part, i) => {
          const n = i + 1;
          const headingId = `${id}-${part.key}-heading`;
          const title = form.field(`parts.${i}.title`);
          const duration = form.field(`parts.${i}.duration_minutes`);
          form.bind(`parts.${i}.type`);
          return (
            <li key={part.key} data-testid="service-part">
              <fieldset
                aria-labelledby={headingId}
                className={cn(
                  'min-w-0 rounded-xl border bg-white p-3 sm:p-4',
                  part.type === 'block' ? 'border-gray-200' : 'border-dashed border-gray-300',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold"
                      style={{ backgroundColor: colour, color: inkOn(colour) }}
                    >
                      {n}
                    </span>
                    {m.wc_part_n({ n })}
                  </h3>
                  <div className="flex items-center gap-0.5">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      aria-label={m.wc_part_move_up({ n })}
                      data-part-action={`${part.key}-up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUpSmallIcon className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      aria-label={m.wc_part_move_down({ n })}
                      data-part-action={`${part.key}-down`}
                      disabled={i === parts.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDownSmallIcon className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2 text-red-700 hover:bg-red-50"
                      aria-label={m.wc_part_remove({ n })}
                      disabled={parts.length <= 1}
                      onClick={() => remove(i)}
                    >
                      <TrashIcon className="size-4" />
                    </Button>
                  </div>
                </div>
                <div className="mt-3 grid grid-cols-2 items-start gap-3 lg:grid-cols-[minmax(0,1fr)_8.5rem_auto]">
                  <TextField
                    label={m.wc_part_title()}
                    maxLength={100}
                    data-part-title={part.key}
                    fieldClassName="col-span-2 lg:col-span-1"
                    {...title}
                  />
                  <AffixField
                    label={<MinutesLabel text={m.wc_part_duration()} />}
                    inputMode="numeric"
                    suffix={m.wc_minutes_suffix()}
                    autoComplete="off"
                    {...duration}
                  />
                  <ChoiceGroup
                    name={`${id}-${part.key}-type`}
                    legend={m.wc_part_type()}
                    value={part.type}
                    onChange={(type) => form.setValue(`parts.${i}.type`, type)}
                    options={[
                      { value: 'block', label: m.wc_part_block() },
                      { value: 'free', label: m.wc_part_free() },
                    ]}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {partsError?.length ? (
        <p id={`${id}-parts-error`} role="alert" className="text-sm font-medium text-red-600" data-field-error>
          {partsError.join(' ')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button id={`${id}-add`} variant="secondary" onClick={add} disabled={parts.length >= MAX_PARTS}>
          <PlusIcon className="size-4" />
          {m.wc_part_add()}
        </Button>
        {parts.length >= MAX_PARTS ? <p className="text-xs text-gray-500">{m.wc_parts_max({ max: MAX_PARTS })}</p> : null}
      </div>
      <Timeline parts={parts} colour={colour} />
    </div>
  );
}

/** Blocked and free segments in proportion to their durations, with the total. */
export function Timeline({ parts, colour }: { parts: PartValue[]; colour: string }) {
  const segments = parts.map((p) => ({ ...p, minutes: shownMinutes(p.duration_minutes) })).filter((p) => p.minutes > 0);
  const total = segments.reduce((sum, p) => sum + p.minutes, 0);
  const typeLabel = (t: PartType) => (t === 'block' ? m.wc_part_block() : m.wc_part_free());
  const summary = m.wc_timeline_summary({
    total: formatDuration(total),
    parts: segments
      .map((s) =>
        m.wc_timeline_segment({
          title: s.title.trim() || m.wc_timeline_untitled(),
          duration: formatDuration(s.minutes),
          type: typeLabel(s.type).toLocaleLowerCase(),
        }),
      )
      .join('; '),
  });
  const freeStyle = {
    backgroundColor: `${colour}14`,
    backgroundImage: `repeating-linear-gradient(135deg, ${colour}33 0 6px, transparent 6px 12px)`,
    boxShadow: `inset 0 0 0 1.5px ${colour}66`,
    // The tint is nearly white: the colour itself as text where it reads on white.
    color: textOnWhite(colour),
  };

  return (
    <div className="rounded-xl border border-gray-200 bg-gray-50/70 p-3 sm:p-4" data-testid="service-timeline">
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-gray-800" aria-hidden="true">
          {m.wc_timeline_label()}
        </p>
        <p className="text-sm font-semibold text-gray-900 tabular-nums" data-testid="service-total" aria-live="polite">
          {m.wc_timeline_total({ duration: formatDuration(total) })}
        </p>
      </div>
      <div role="img" aria-label={summary} className="flex h-14 w-full gap-0.5 overflow-hidden rounded-lg bg-white">
        {segments.length === 0 ? <div className="grow rounded-lg border border-dashed border-gray-300" /> : null}
        {segments.map((s) => (
          <div
            key={s.key}
            className="flex min-w-0 flex-col justify-center rounded-md px-2 text-xs leading-tight"
            style={{
              flex: `${s.minutes} 1 0%`,
              ...(s.type === 'block' ? { backgroundColor: colour, color: inkOn(colour) } : freeStyle),
            }}
          >
            <span className="truncate font-semibold">{s.title.trim() || '—'}</span>
            <span className="truncate tabular-nums">{formatDuration(s.minutes)}</span>
          </div>
        ))}
      </div>
      <ul className="mt-2.5 flex flex-wrap gap-x-5 gap-y-1 text-xs text-gray-600" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ backgroundColor: colour }} />
          {m.wc_timeline_blocked_legend()}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={freeStyle} />
          {m.wc_timeline_free_legend()}
        </li>
      </ul>
    </div>
  );
}
