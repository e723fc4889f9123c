import { m } from '@kairos/i18n';
import { useOnline } from '../connectivity';
import { useUser } from '../viewer';

export interface WriteAccess {
  /** True when adding, editing, archiving and exporting are turned off. */
  blocked: boolean;
  /** Why, for a tooltip and screen readers; undefined when not blocked. */
  reason: string | undefined;
}

/** docs/product/common.md: read-only mode (expired subscription) and offline both block writes and exports. */
export function useWriteAccess(): WriteAccess {
  const online = useOnline();
  const user = useUser();
  if (user.subscription?.read_only) return { blocked: true, reason: m.records_blocked_read_only() };
  if (!online) return { blocked: true, reason: m.offline_read_only() };
  return { blocked: false, reason: undefined };
}
