import { router } from '../../core/trpc';
import { kickWaitlist } from '../../waitlist/kick';
import { classesRecords as r } from './procedures';
import { classSessions } from './sessions';

/** Classes: the records builders; `get` answers with a window of the class's sessions. */
export const classesRouter = router({
  list: r.list(),
  get: r.get({
    detail: classSessions,
    summary: 'One class with its sessions (from today, or from `from`, for 62 days)',
  }),
  create: r.create(),
  // More spaces (or fewer clients) may give a full session room: its waitlist runs at once (waitlist/kick.ts).
  update: r.update({ after: (ctx) => kickWaitlist(ctx) }),
  archive: r.archive(),
  restore: r.restore(),
  destroy: r.destroy(),
});
