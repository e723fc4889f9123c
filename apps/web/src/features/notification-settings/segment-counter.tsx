import { smsSegments } from '@kairos/api/shared';
import { m } from '@kairos/i18n';

/** "1 SMS · 1 credit" for the text as sent, with the characters used and the UCS-2 note for Cyrillic or emoji. */
export function SegmentCounter({ text }: { text: string }) {
  const s = smsSegments(text);
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-600" aria-live="polite" data-testid="sms-segments">
      <span className="font-medium text-gray-900">
        {s.segments === 1 ? m.wns_segments_one() : m.wns_segments({ count: s.segments, credits: s.segments })}
      </span>
      <span>{m.wns_segments_units({ units: s.units, max: s.per_segment * s.segments })}</span>
      {s.encoding === 'UCS-2' ? <span className="text-amber-700">{m.wns_ucs2()}</span> : null}
    </p>
  );
}
