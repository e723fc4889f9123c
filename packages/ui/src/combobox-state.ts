/**
 * The combobox's keyboard and pointer logic as a pure function (no DOM), so it
 * can be tested without a browser. `Combobox` (combobox.tsx) feeds it events
 * and acts on the outcome.
 */

/** Whether the list is wanted open, and which option has visual focus (-1: none; DOM focus stays in the box). */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export const CLOSED: ComboboxState = { open: false, active: -1 };

export interface ComboboxContext {
  /** Options in the list, the trailing one ("New client", "See all results") included. */
  count: number;
  /** How many of them are the caller's options (the trailing one, if any, comes after them). */
  options: number;
  /** The box holds search text: Enter with no active option then picks the first match. */
  hasText: boolean;
  /** The popup may show (not disabled, enough characters typed). */
  available: boolean;
  /** Focus alone (Tab) opens the list; a click always does. */
  openOnFocus: boolean;
  /** The list stays open after a choice (picking several clients). */
  keepOpen: boolean;
}

export type ComboboxEvent =
  | { type: 'key'; key: string }
  | { type: 'input' }
  | { type: 'focus' }
  | { type: 'click' }
  | { type: 'blur' }
  | { type: 'hover'; index: number }
  | { type: 'pick'; index: number };

export type ComboboxOutcome =
  /** Choose the option at `index` (the trailing option when index === options). */
  | { type: 'choose'; index: number }
  /** Enter with nothing to choose: the caller's fallback (create, "all results"), else the list closes. */
  | { type: 'enter' }
  /** Escape with no list shown: the caller's own use (close a panel, clear the box), else the browser's. */
  | { type: 'escape' }
  | null;

export interface ComboboxStep {
  state: ComboboxState;
  outcome: ComboboxOutcome;
  /** The key was used (the component calls preventDefault). */
  handled: boolean;
}

/** The active index, forgotten when async options shrank under it. */
export function activeIn(state: ComboboxState, count: number): number {
  return state.active >= 0 && state.active < count ? state.active : -1;
}

const same = (state: ComboboxState, handled = false): ComboboxStep => ({ state, outcome: null, handled });

function afterChoice(ctx: ComboboxContext): ComboboxState {
  return ctx.keepOpen ? { open: true, active: -1 } : CLOSED;
}

function onKey(state: ComboboxState, key: string, ctx: ComboboxContext): ComboboxStep {
  const { count } = ctx;
  const shown = state.open && ctx.available;
  const active = activeIn(state, count);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      // APG: Down opens and goes to the first option, Up to the last; both wrap around.
      const down = key === 'ArrowDown';
      if (!count) return same({ open: true, active: -1 }, true);
      const next = !shown || active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : -1) + count) % count;
      return same({ open: true, active: next }, true);
    }
    case 'Home':
    case 'End':
      // With an option active, Home/End move in the list; otherwise they move the caret (the browser's).
      if (!shown || active < 0) return same(state);
      return same({ open: true, active: key === 'Home' ? 0 : count - 1 }, true);
    case 'Enter':
      if (!shown) return same(state);
      if (active >= 0) return { state: afterChoice(ctx), outcome: { type: 'choose', index: active }, handled: true };
      if (ctx.hasText && ctx.options > 0)
        return { state: afterChoice(ctx), outcome: { type: 'choose', index: 0 }, handled: true };
      return { state, outcome: { type: 'enter' }, handled: true };
    case 'Escape':
      if (shown) return same(CLOSED, true);
      return { state: CLOSED, outcome: { type: 'escape' }, handled: false };
    default:
      return same(state);
  }
}

/** The next state, and what the component should do, for one event. */
export function comboboxStep(state: ComboboxState, event: ComboboxEvent, ctx: ComboboxContext): ComboboxStep {
  switch (event.type) {
    case 'key':
      return onKey(state, event.key, ctx);
    case 'input':
      return same({ open: true, active: -1 });
    case 'focus':
      return same(ctx.openOnFocus ? { open: true, active: -1 } : state);
    case 'click':
      return same({ open: true, active: state.open ? state.active : -1 });
    case 'blur':
      return same(CLOSED);
    case 'hover':
      return same({ open: state.open, active: event.index });
    case 'pick':
      return { state: afterChoice(ctx), outcome: { type: 'choose', index: event.index }, handled: true };
  }
}
