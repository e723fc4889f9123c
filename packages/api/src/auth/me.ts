import { reusingFrozen } from '../core/frozen-output';
import { authedProcedure, publicProcedure } from '../core/trpc';
import { loadViewer, viewerOutput } from './viewer-output';

/** GET /api/v1/user: the logged-in user (401 when not logged in). */
export const me = authedProcedure
  .meta({ rest: { method: 'GET', path: '/api/v1/user', summary: 'The logged-in user', tags: ['user'] } })
  .output(reusingFrozen(viewerOutput))
  .query(({ ctx }) => loadViewer(ctx.db, ctx.auth, ctx.now));

/** The web app's probe: the user, or null when nobody is logged in. */
export const viewer = publicProcedure
  .output(viewerOutput.nullable())
  .query(({ ctx }) => (ctx.auth ? loadViewer(ctx.db, ctx.auth, ctx.now) : null));
