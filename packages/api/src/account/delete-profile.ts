import * as m from '@kairos/i18n/messages';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { SESSION_COOKIE } from '../core/session';
import { businessProcedure } from '../core/trpc';
import { DELETE_CONFIRM_TEXT } from '../shared/billing';
import { deleteAccount } from './delete-account';

export const deleteProfileInput = z.object({ confirm_text: z.string().max(100) });

/** Either language's word is accepted, whatever the screen's language (docs/product/account.md's typed confirmation). */
export function isConfirmText(text: string): boolean {
  const typed = text.trim();
  return Object.values(DELETE_CONFIRM_TEXT).some((word) => word === typed);
}

/**
 * DELETE /user/delete?confirm_text=DELETE: the owner leaves. Billing stops, every session and API
 * token ends, the business's data is deleted at once (docs/DECISIONS.md "Leaving"). Only the owner's
 * own cookie session may do it (not an API token, not an admin signed in as them); the CSRF layer
 * refuses a cross-site request before it gets here.
 */
export const deleteProfile = businessProcedure
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/user/delete',
      errors: ['INCORRECT_CONFIRM_TEXT', 'BILLING_PROVIDER_FAILED'],
      summary: 'Delete the profile and everything the business owns',
      tags: ['user'],
      message: 'lv_profile_deleted',
    },
  })
  .input(deleteProfileInput)
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    const session = ctx.auth.session;
    if (!session || session.impersonator_id || ctx.user.is_api_user) throw new AppError('FORBIDDEN');
    if (!isConfirmText(input.confirm_text)) {
      throw new AppError(
        'INCORRECT_CONFIRM_TEXT',
        {},
        { confirm_text: [m.error_incorrect_confirm_text({}, { locale: ctx.locale })] },
      );
    }
    await deleteAccount({ db: ctx.db, services: ctx.services }, ctx.user.id, ctx.now, { actorUserId: null });
    ctx.cookies.delete(SESSION_COOKIE);
    return null;
  });
