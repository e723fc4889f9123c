import { router } from '../../core/trpc';
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
  update: r.update(),
  archive: r.archive(),
  restore: r.restore(),
  destroy: r.destroy(),
});
