import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** docs/product/common.md: search waits 200 ms after the last key press. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface ListParams {
  archived: boolean;
  search: string;
  page: number;
  sort: string | undefined;
}

/**
 * The list's state lives in the URL (`?archived=1&search=…&page=2&sort=…`), so
 * reload, back/forward and shared links show the same list.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const state: ListParams = {
    archived: params.get('archived') === '1',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: params.get('sort') ?? undefined,
  };

  /** Sets some params (empty values are removed); any change but the page goes back to page 1. */
  const update = (next: Partial<Record<keyof ListParams, string | number | boolean | undefined>>, replace = false) => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '' || value === false || (key === 'page' && value === 1)) out.delete(key);
          else out.set(key, value === true ? '1' : String(value));
        }
        if (!('page' in next)) out.delete('page');
        return out;
      },
      { replace },
    );
  };

  return { ...state, update };
}

/** A text input's value that is committed `delay` ms after typing stops, and follows outside changes. */
export function useDebouncedInput(committed: string, commit: (value: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const lastCommitted = useRef(committed);

  // The URL changed from outside (back button, "Clear search"): show it.
  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setText(committed);
    }
  }, [committed]);

  useEffect(() => {
    const value = text.trim();
    if (value === lastCommitted.current) return;
    const timer = window.setTimeout(() => {
      lastCommitted.current = value;
      commitRef.current(value);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);

  return [text, setText] as const;
}

/** Same value, `delay` ms after it stopped changing. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setOut(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return out;
}
