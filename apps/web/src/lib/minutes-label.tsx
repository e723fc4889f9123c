import { m } from '@kairos/i18n';

/** "Duration" with the unit for screen readers (the field shows "min" inside the box). */
export function MinutesLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <span className="sr-only">, {m.wc_minutes_suffix()}</span>
    </>
  );
}
