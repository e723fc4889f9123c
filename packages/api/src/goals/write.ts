import { goals } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import { findOwned, scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { goalProgress } from '../shared/analytics-schemas';
import { GOAL_CATEGORY, type GoalInput, goalInput, goalUpdateInput, isMoneyGoal } from '../shared/goals';
import { progressOf, weekStartOf } from './progress';

const idInput = z.object({ id: z.string().min(1).max(64) });

/** The stored values of a goal: the category follows from the type; money goals in the business's currency. */
const valuesOf = (input: GoalInput, currency: string) => ({
  type: input.type,
  category: GOAL_CATEGORY[input.type],
  period: input.period,
  amount: input.amount,
  currency: isMoneyGoal(input.type) ? currency : null,
});

/** Runs one write; the (business, category) unique index refusing it is GOAL_CATEGORY_TAKEN, never a 500. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueFailed(e, 'goals.')) throw new AppError('GOAL_CATEGORY_TAKEN');
    throw e;
  }
}

/** POST /goal: a new goal; a second goal in a category is GOAL_CATEGORY_TAKEN (the unique index decides). */
export const create = gated('goals', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/goal',
      summary: 'Create a goal',
      tags: ['goals'],
      message: 'goal_created',
      errors: ['GOAL_CATEGORY_TAKEN'],
    },
  })
  .input(goalInput)
  .output(goalProgress)
  .mutation(async ({ ctx, input }) => {
    const [row] = await guarded(() =>
      ctx.db
        .insert(goals)
        .values({ business_id: ctx.businessId, ...valuesOf(input, ctx.business.currency) })
        .returning(),
    );
    return progressOf(ctx, row!, await weekStartOf(ctx), ctx.locale);
  });

/** PUT /goal/{id}: type, period and amount; a new type may move the goal to a category already taken. */
export const update = gated('goals', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/goal/{id}',
      summary: 'Change a goal',
      tags: ['goals'],
      message: 'goal_updated',
      errors: ['GOAL_CATEGORY_TAKEN'],
    },
  })
  .input(goalUpdateInput)
  .output(goalProgress)
  .mutation(async ({ ctx, input }) => {
    await findOwned(ctx.db, goals, ctx.businessId, input.id);
    const [row] = await guarded(() =>
      ctx.db
        .update(goals)
        .set({ ...valuesOf(input, ctx.business.currency), updated_at: ctx.now })
        .where(scopeToBusiness(goals, ctx.businessId, eq(goals.id, input.id)))
        .returning(),
    );
    if (!row) throw new AppError('NOT_FOUND');
    return progressOf(ctx, row, await weekStartOf(ctx), ctx.locale);
  });

/** DELETE /goal/{id}. */
export const remove = gated('goals', { write: true })
  .meta({
    rest: { method: 'DELETE', path: '/api/v1/goal/{id}', summary: 'Delete a goal', tags: ['goals'], message: 'goal_deleted' },
  })
  .input(idInput)
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    const [gone] = await ctx.db
      .delete(goals)
      .where(scopeToBusiness(goals, ctx.businessId, eq(goals.id, input.id)))
      .returning({ id: goals.id });
    if (!gone) throw new AppError('NOT_FOUND');
    return null;
  });
