import * as m from '@kairos/i18n/messages';
import { deleteAccount } from '../account/delete-account';
import { adminProcedure } from '../core/trpc';
import { adminMessageOutput, targetInput, targetUser } from './act';
import { audit } from './audit';
import { adminRest } from './rest';

/** DELETE /admin/user/{id}: the account leaves like DELETE /user/delete (billing stopped, data purged, tombstone kept). */
export const deleteUser = adminProcedure
  .meta(adminRest('DELETE', '/user/{id}', 'Delete a user and their business', ['ADMIN_TARGET_INVALID']))
  .input(targetInput)
  .output(adminMessageOutput)
  .mutation(async ({ ctx, input }) => {
    const user = await targetUser(ctx.db, input.id);
    await deleteAccount({ db: ctx.db, services: ctx.services }, user.id, ctx.now, { actorUserId: ctx.user.id });
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        action: 'user.delete',
        target_type: 'user',
        target_id: user.id,
        details: { email: user.email },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return { message: m.adm_user_deleted({}, { locale: ctx.locale }) };
  });
