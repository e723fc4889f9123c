import { type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { cn } from './cn';
import { type ComboboxChip, ComboboxChips } from './combobox-chips';
import { activeIn, CLOSED, type ComboboxContext, type ComboboxEvent, type ComboboxState, comboboxStep } from './combobox-state';
import { Spinner } from './spinner';

export interface ComboboxProps<T>
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onSelect' | 'role' | 'id' | 'children'> {
  /** The input's id (a <label htmlFor> or Field names it); the list and options derive theirs from it. */
  id: string;
  /** The listbox's accessible name. */
  listLabel: string;
  /** What the box shows; the caller filters `options` by it (type-ahead is the caller's). */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The matching options, already filtered; may arrive later (async). */
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T, state: { active: boolean }) => ReactNode;
  onSelect: (option: T) => void;
  /** An extra option after the others ("New client", "See all results"). */
  trailing?: { content: ReactNode; onSelect: () => void } | null;
  /** Enter with no option to choose (e.g. create from the typed text); the list closes when omitted. */
  onEnter?: () => void;
  /** Escape with no list shown (close a panel, clear the box); the browser's default when omitted. */
  onEscape?: () => void;
  /** Called when the list opens or closes (e.g. to put the chosen value's text back on close). */
  onOpenChange?: (open: boolean) => void;
  /** A line above the options: "Searching…", "No clients match…", a connection error. */
  status?: ReactNode;
  statusTone?: 'muted' | 'error';
  /** Shows a spinner in the box (options are loading). */
  busy?: boolean;
  /** Read by screen readers through a polite live region while the list is shown (translated by the caller). */
  announcement?: string;
  /** The list shows only once this many characters are typed. */
  minChars?: number;
  /** Tab into the box opens the list (default); otherwise a click, typing or an arrow key does. */
  openOnFocus?: boolean;
  /** The list stays open after a choice (picking several). */
  keepOpen?: boolean;
  invalid?: boolean;
  /** Something inside the box at the left (a search icon); the text is indented. */
  leading?: ReactNode;
  /** Chosen values shown as chips above the box (multi-select); Backspace in an empty box removes the last. */
  chips?: ComboboxChip[];
  chipsLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** field: a white form control; search: the header's grey search box. */
  variant?: 'field' | 'search';
  /** Classes for the listbox (e.g. a taller max-height). */
  listClassName?: string;
}

const optionClass = 'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-gray-800';

/**
 * One accessible combobox (ARIA 1.2 combobox + listbox): focus stays in the box and
 * aria-activedescendant points at the active option. Arrows move (and wrap), Home/End
 * jump to the ends once an option is active, Enter chooses (the first match when nothing
 * is active), Escape closes the list; the caller supplies the filtered options, status
 * lines and announcements (already translated).
 */
export type { ComboboxChip };

export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    id,
    listLabel,
    inputValue,
    onInputChange,
    options,
    optionKey,
    renderOption,
    onSelect,
    trailing,
    onEnter,
    onEscape,
    onOpenChange,
    status,
    statusTone = 'muted',
    busy,
    announcement,
    minChars = 0,
    openOnFocus = true,
    keepOpen = false,
    invalid,
    leading,
    chips,
    chipsLabel,
    inputRef,
    variant = 'field',
    listClassName,
    className,
    disabled,
    onFocus,
    onBlur,
    onClick,
    onKeyDown,
    ...input
  } = props;
  const [state, setState] = useState<ComboboxState>(CLOSED);
  const ownRef = useRef<HTMLInputElement | null>(null);
  const count = options.length + (trailing ? 1 : 0);
  const ctx: ComboboxContext = {
    count,
    options: options.length,
    hasText: inputValue.trim().length > 0,
    available: !disabled && inputValue.trim().length >= minChars,
    openOnFocus,
    keepOpen,
  };
  const shown = state.open && ctx.available;
  const active = shown ? activeIn(state, count) : -1;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (index: number) => {
    const option = options[index];
    if (option !== undefined) onSelect(option);
    else if (index === options.length) trailing?.onSelect();
  };

  const dispatch = (event: ComboboxEvent) => {
    const step = comboboxStep(state, event, ctx);
    if (step.state.open !== state.open) onOpenChange?.(step.state.open);
    setState(step.state);
    if (step.outcome?.type === 'choose') choose(step.outcome.index);
    else if (step.outcome?.type === 'enter') {
      if (onEnter) onEnter();
      else {
        setState(CLOSED);
        onOpenChange?.(false);
      }
    }
    return step;
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Backspace' && !inputValue && chips?.length && !disabled) {
      chips[chips.length - 1]?.onRemove();
      return;
    }
    const step = dispatch({ type: 'key', key: event.key });
    if (step.outcome?.type === 'escape' && onEscape) {
      event.preventDefault();
      onEscape();
    } else if (step.handled) event.preventDefault();
  };

  const setRefs = (el: HTMLInputElement | null) => {
    ownRef.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) inputRef.current = el;
  };

  const optionProps = (index: number, onPick: () => void) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === active,
    // Keep focus in the box: choosing with the mouse must not blur it first.
    onMouseDown: (e: { preventDefault: () => void }) => e.preventDefault(),
    onMouseMove: () => (index === active ? undefined : dispatch({ type: 'hover', index })),
    onClick: onPick,
  });

  return (
    <>
      {chips?.length ? (
        <ComboboxChips chips={chips} label={chipsLabel} disabled={disabled} onRemoved={() => ownRef.current?.focus()} />
      ) : null}
      <div className="relative">
        {leading ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-400">{leading}</span>
        ) : null}
        <input
          ref={setRefs}
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown && count > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          disabled={disabled}
          value={inputValue}
          onChange={(e) => {
            onInputChange(e.target.value);
            dispatch({ type: 'input' });
          }}
          onFocus={(e) => {
            onFocus?.(e);
            dispatch({ type: 'focus' });
          }}
          onClick={(e) => {
            onClick?.(e);
            dispatch({ type: 'click' });
          }}
          onBlur={(e) => {
            onBlur?.(e);
            dispatch({ type: 'blur' });
          }}
          onKeyDown={keyDown}
          className={cn(
            'block h-10 w-full rounded-lg border px-3 text-sm text-gray-900 transition-colors',
            variant === 'search' ? 'bg-gray-50 focus:bg-white' : 'bg-white shadow-xs',
            'placeholder:text-muted focus:outline-2 focus:outline-offset-0 focus:outline-brand-500',
            'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
            invalid ? 'border-red-400 focus:outline-red-500' : 'border-gray-300 hover:border-gray-400',
            leading ? 'pl-9' : '',
            busy || variant === 'search' ? 'pr-9' : '',
            className,
          )}
          {...input}
        />
        {busy && shown ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-gray-400">
            <Spinner />
          </span>
        ) : null}
        <p role="status" aria-live="polite" className="sr-only">
          {shown && announcement ? announcement : ''}
        </p>
        {shown && (status || count > 0) ? (
          <div className="absolute inset-x-0 top-full z-50 mt-1.5 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg">
            {status ? (
              <p
                className={cn('px-3 py-2 text-sm', statusTone === 'error' ? 'text-red-700' : 'text-gray-500')}
                role={statusTone === 'error' ? 'alert' : undefined}
              >
                {status}
              </p>
            ) : null}
            <div
              id={listId}
              role="listbox"
              aria-label={listLabel}
              className={cn('overflow-y-auto p-1', listClassName ?? 'max-h-72', !count && 'hidden')}
            >
              {options.map((option, i) => (
                <div
                  key={optionKey(option)}
                  {...optionProps(i, () => dispatch({ type: 'pick', index: i }))}
                  className={cn(optionClass, i === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-gray-50')}
                >
                  {renderOption(option, { active: i === active })}
                </div>
              ))}
              {trailing ? (
                <div
                  {...optionProps(options.length, () => dispatch({ type: 'pick', index: options.length }))}
                  className={cn(
                    optionClass,
                    'font-medium text-brand-700',
                    options.length ? 'mt-1 border-t border-gray-100' : '',
                    active === options.length ? 'bg-brand-50 text-brand-900' : 'hover:bg-gray-50',
                  )}
                >
                  {trailing.content}
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
