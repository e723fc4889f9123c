/**
 * A month event's looks as shared classes instead of an inline style on each event (issue 27,
 * `npm run bench:calendar`): Chromium computes the style of elements with the same matched rules once and reuses
 * it (its matched-properties cache), which an inline style of its own on every event ruled out.
 *
 * - the width over `span` days: `kx-ms-1` … `kx-ms-7`;
 * - the colours of a colour set (schedule-x's `--sx-color-<name>…` variables): `kx-mc-<name>`, and with
 *   `kx-mstart` (the event's first day) the coloured start border, written once per colour name;
 * - all in one style element in the document's head, written before the events that use them are drawn;
 * - the row needs no style: every slot of a day (event or blocker) is drawn in order in the day's one-column grid.
 *
 * Where a class cannot say it (a colour name that is no plain identifier, no document), the inline style is used.
 */

const IDENTIFIER = /^[\w-]+$/;
const MAX_SPAN = 7;
const written = new Set<string>();
let sheet: CSSStyleSheet | null = null;

/** The style element's sheet, made (with the width rules) when there is none in the document; null without one. */
function monthSheet(): CSSStyleSheet | null {
  if (sheet?.ownerNode?.isConnected) return sheet;
  if (typeof document === 'undefined') return null;
  const el = document.createElement('style');
  el.dataset.kxMonthStyles = '';
  document.head.append(el);
  sheet = el.sheet;
  written.clear();
  try {
    for (let span = 1; span <= MAX_SPAN; span++)
      sheet?.insertRule(`.sx__month-grid-event.kx-ms-${span}{width:calc(${span * 100}% + ${span}px - 10px)}`, span - 1);
  } catch {
    sheet = null;
  }
  return sheet;
}

/** The class of colour set `name`, its rules written if they were not yet; undefined when a class cannot do. */
function colourClass(name: string, to: CSSStyleSheet): string | undefined {
  if (!IDENTIFIER.test(name)) return undefined;
  if (!written.has(name)) {
    // The doubled classes outrank calendar.css's `.kx-calendar .sx__event.kx-type-…` rules as the inline style did
    // (the start border stays solid on a dashed Google busy time), whatever order the style sheets load in.
    const event = `.sx__month-grid-event.sx__month-grid-cell.kx-mc-${name}`;
    try {
      to.insertRule(
        `${event}{color:var(--sx-color-on-${name}-container);background-color:var(--sx-color-${name}-container)}`,
        to.cssRules.length,
      );
      to.insertRule(`${event}.kx-mstart{border-inline-start:4px solid var(--sx-color-${name})}`, to.cssRules.length);
    } catch {
      return undefined;
    }
    written.add(name);
  }
  return `kx-mc-${name}`;
}

/** The classes and any inline style that give a month event its width, colours and start border. */
export function eventLooks(colour: string, span: number, first: boolean): { classes: string[]; style: string } {
  const classes: string[] = [];
  let style = '';
  const to = monthSheet();
  if (to && span >= 1 && span <= MAX_SPAN && Number.isInteger(span)) classes.push(`kx-ms-${span}`);
  else style += `width: calc(${span * 100}% + ${span}px - 10px);`;
  const colourCls = to ? colourClass(colour, to) : undefined;
  if (colourCls) {
    classes.push(colourCls);
    if (first) classes.push('kx-mstart');
  } else {
    if (first) style += ` border-inline-start: 4px solid var(--sx-color-${colour});`;
    style += ` color: var(--sx-color-on-${colour}-container); background-color: var(--sx-color-${colour}-container);`;
  }
  return { classes, style };
}
