import type { RouterOutputs } from '../../lib/trpc';

/**
 * SPEC 4: offline, the calendar shows the cached `appointments.offline` list
 * (the next two weeks). The copy lives in localStorage under the user's id,
 * refreshed on every online visit to the calendar.
 */
export type OfflineCopy = RouterOutputs['appointments']['offline'];

const PREFIX = 'kairos:calendar-offline:';

export function saveOfflineCopy(userId: string, copy: OfflineCopy): void {
  try {
    // One user's copy per device: another user's is dropped first.
    forgetOfflineCopies(userId);
    localStorage.setItem(PREFIX + userId, JSON.stringify(copy));
  } catch {
    // Storage full or disabled: the calendar still works online.
  }
}

export function readOfflineCopy(userId: string): OfflineCopy | null {
  try {
    const raw = localStorage.getItem(PREFIX + userId);
    if (!raw) return null;
    const copy = JSON.parse(raw) as OfflineCopy;
    return Array.isArray(copy.items) && typeof copy.generated_at === 'string' ? copy : null;
  } catch {
    return null;
  }
}

/** Removes saved copies (all, or all but `keepUserId`'s); call on logout. */
export function forgetOfflineCopies(keepUserId?: string): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX) && key !== PREFIX + keepUserId) localStorage.removeItem(key);
    }
  } catch {
    // Nothing to forget.
  }
}
