import { describe, expect, it } from 'vitest';
import { CLOSED, type ComboboxContext, type ComboboxState, comboboxStep } from '../src/combobox-state';

/** Three client matches and a trailing "New client" option, with "an" typed. */
const ctx: ComboboxContext = { count: 4, options: 3, hasText: true, available: true, openOnFocus: true, keepOpen: false };
const open = (active = -1): ComboboxState => ({ open: true, active });
const key = (state: ComboboxState, k: string, c: Partial<ComboboxContext> = {}) =>
  comboboxStep(state, { type: 'key', key: k }, { ...ctx, ...c });

describe('combobox keyboard (ARIA 1.2 combobox + listbox)', () => {
  it('Down opens on the first option, Up on the last; both wrap around', () => {
    expect(key(CLOSED, 'ArrowDown')).toEqual({ state: open(0), outcome: null, handled: true });
    expect(key(CLOSED, 'ArrowUp').state).toEqual(open(3));
    expect(key(open(), 'ArrowUp').state).toEqual(open(3));
    expect(key(open(1), 'ArrowDown').state).toEqual(open(2));
    expect(key(open(3), 'ArrowDown').state).toEqual(open(0));
    expect(key(open(0), 'ArrowUp').state).toEqual(open(3));
  });

  it('arrows with no options open the list without an active option', () => {
    expect(key(CLOSED, 'ArrowDown', { count: 0, options: 0 })).toEqual({ state: open(-1), outcome: null, handled: true });
  });

  it('Home and End jump to the ends once an option is active, and are the caret’s otherwise', () => {
    expect(key(open(2), 'Home')).toEqual({ state: open(0), outcome: null, handled: true });
    expect(key(open(1), 'End')).toEqual({ state: open(3), outcome: null, handled: true });
    expect(key(open(), 'Home').handled).toBe(false);
    expect(key(CLOSED, 'End').handled).toBe(false);
  });

  it('Enter chooses the active option (the trailing one too) and closes the list', () => {
    expect(key(open(1), 'Enter')).toEqual({ state: CLOSED, outcome: { type: 'choose', index: 1 }, handled: true });
    expect(key(open(3), 'Enter').outcome).toEqual({ type: 'choose', index: 3 });
  });

  it('Enter with nothing active chooses the first match for typed text, else hands over to the caller', () => {
    expect(key(open(), 'Enter').outcome).toEqual({ type: 'choose', index: 0 });
    expect(key(open(), 'Enter', { hasText: false }).outcome).toEqual({ type: 'enter' });
    expect(key(open(), 'Enter', { options: 0, count: 1 }).outcome).toEqual({ type: 'enter' });
  });

  it('Enter with the list closed is left to the form (submit)', () => {
    expect(key(CLOSED, 'Enter')).toEqual({ state: CLOSED, outcome: null, handled: false });
    // Open but not available (too few characters typed, or disabled) counts as closed.
    expect(key(open(), 'Enter', { available: false }).handled).toBe(false);
  });

  it('keeps the list open after a choice when picking several', () => {
    expect(key(open(2), 'Enter', { keepOpen: true }).state).toEqual(open(-1));
    expect(comboboxStep(open(2), { type: 'pick', index: 1 }, { ...ctx, keepOpen: true })).toEqual({
      state: open(-1),
      outcome: { type: 'choose', index: 1 },
      handled: true,
    });
  });

  it('Escape closes the list; with no list it goes to the caller (or the browser)', () => {
    expect(key(open(2), 'Escape')).toEqual({ state: CLOSED, outcome: null, handled: true });
    expect(key(CLOSED, 'Escape')).toEqual({ state: CLOSED, outcome: { type: 'escape' }, handled: false });
  });

  it('an active option beyond shrunken async results is forgotten', () => {
    // Results went from 4 options to 1: Enter must not choose index 3.
    expect(key(open(3), 'Enter', { count: 1, options: 1 }).outcome).toEqual({ type: 'choose', index: 0 });
    expect(key(open(3), 'ArrowDown', { count: 2, options: 1 }).state).toEqual(open(0));
  });

  it('typing opens the list and clears the active option; focus opens it only when asked; blur closes', () => {
    expect(comboboxStep(open(2), { type: 'input' }, ctx).state).toEqual(open(-1));
    expect(comboboxStep(CLOSED, { type: 'focus' }, ctx).state).toEqual(open(-1));
    expect(comboboxStep(CLOSED, { type: 'focus' }, { ...ctx, openOnFocus: false }).state).toEqual(CLOSED);
    expect(comboboxStep(CLOSED, { type: 'click' }, { ...ctx, openOnFocus: false }).state).toEqual(open(-1));
    expect(comboboxStep(open(1), { type: 'blur' }, ctx).state).toEqual(CLOSED);
    expect(comboboxStep(open(1), { type: 'hover', index: 2 }, ctx).state).toEqual(open(2));
  });
});
