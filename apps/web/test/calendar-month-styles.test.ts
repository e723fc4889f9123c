import { afterEach, describe, expect, it, vi } from 'vitest';

/** A document with just what month-styles.ts uses: a head, style elements and their sheets' rules. */
function fakeDocument() {
  const rules: string[] = [];
  const head = { children: [] as unknown[], append: (el: unknown) => head.children.push(el) };
  const createElement = () => {
    const el = {
      dataset: {} as Record<string, string>,
      sheet: {
        cssRules: rules,
        insertRule: (rule: string, at: number) => rules.splice(at, 0, rule),
        ownerNode: { isConnected: true },
      },
    };
    return el;
  };
  return { document: { head, createElement }, rules, head };
}

describe('month events: width, colours and start border as shared classes (issue 27)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('gives classes, writes each colour set’s rules once and keeps the inline style only where a class cannot do', async () => {
    const fake = fakeDocument();
    vi.stubGlobal('document', fake.document);
    const { eventLooks } = await import('../src/features/calendar/month-styles');

    expect(eventLooks('c2563eb', 1, true)).toEqual({ classes: ['kx-ms-1', 'kx-mc-c2563eb', 'kx-mstart'], style: '' });
    expect(eventLooks('c2563eb', 3, false)).toEqual({ classes: ['kx-ms-3', 'kx-mc-c2563eb'], style: '' });
    expect(fake.head.children).toHaveLength(1);
    // Seven widths, then two rules for the one colour set, the same as the inline styles they replace.
    expect(fake.rules).toHaveLength(9);
    expect(fake.rules[2]).toBe('.sx__month-grid-event.kx-ms-3{width:calc(300% + 3px - 10px)}');
    expect(fake.rules[7]).toBe(
      '.sx__month-grid-event.sx__month-grid-cell.kx-mc-c2563eb{color:var(--sx-color-on-c2563eb-container);background-color:var(--sx-color-c2563eb-container)}',
    );
    expect(fake.rules[8]).toBe(
      '.sx__month-grid-event.sx__month-grid-cell.kx-mc-c2563eb.kx-mstart{border-inline-start:4px solid var(--sx-color-c2563eb)}',
    );

    // A colour name that is no plain identifier keeps schedule-x's inline style (and writes no rule).
    const odd = eventLooks('a b', 2, true);
    expect(odd.classes).toEqual(['kx-ms-2']);
    expect(odd.style).toContain('border-inline-start: 4px solid var(--sx-color-a b);');
    expect(odd.style).toContain('background-color: var(--sx-color-a b-container);');
    expect(fake.rules).toHaveLength(9);
  });

  it('draws with inline styles when there is no document', async () => {
    const { eventLooks } = await import('../src/features/calendar/month-styles');
    expect(eventLooks('primary', 2, false)).toEqual({
      classes: [],
      style:
        'width: calc(200% + 2px - 10px); color: var(--sx-color-on-primary-container); background-color: var(--sx-color-primary-container);',
    });
  });
});
