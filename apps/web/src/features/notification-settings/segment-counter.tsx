import { smsSegments } from '@kairos/api/shared';
import { m } from '@kairos/i18n';

/** The first character that needs UCS-2 (a Cyrillic letter, an emoji, a curly quote), or null. */
const firstUnicode = (text: string) => [...text].find((ch) => smsSegments(ch).encoding === 'UCS-2') ?? null;

/**
 * "1 SMS · 1 credit" for the text as sent (the preview: a 12-letter name), with the characters used, which
 * character made it UCS-2, and a warning when one message costs more than one credit: the owner sees it before saving.
 */
export function SegmentCounter({ text }: { text: string }) {
  const s = smsSegments(text);
  const unicode = s.encoding === 'UCS-2' ? firstUnicode(text) : null;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-600" aria-live="polite" data-testid="sms-segments">
      <span className="font-medium text-gray-900">
        {s.segments === 1 ? m.wns_segments_one() : m.wns_segments({ count: s.segments, credits: s.segments })}
      </span>
      <span>{m.wns_segments_units({ units: s.units, max: s.per_segment * s.segments })}</span>
      {unicode ? <span className="text-amber-700">{m.wns_ucs2({ char: unicode })}</span> : null}
      {s.segments > 1 ? (
        <span className="basis-full font-medium text-amber-800" data-testid="sms-segments-long">
          {m.wns_segments_long({ credits: s.segments })}
        </span>
      ) : null}
    </p>
  );
}
