import * as m from '@kairos/i18n/messages';
import type { Ctx, UserRow } from '../core/context';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { absoluteLink, links } from '../shared/links';
import { issueToken, VERIFY_TOKEN_TTL_HOURS } from './tokens';

export async function sendVerificationEmail(ctx: Ctx, user: UserRow): Promise<void> {
  const token = await issueToken(ctx.db, user.id, 'email_verification', VERIFY_TOKEN_TTL_HOURS * 3600_000, ctx.now);
  const l = user.locale;
  const url = absoluteLink(ctx.services.config.appUrl, links.verifyEmail(token));
  await queueEmail(
    ctx,
    {
      to: user.email,
      business_id: user.business_id,
      ...renderEmail(
        l,
        m.email_verify_subject({}, { locale: l }),
        m.email_verify_body({ name: user.first_name, hours: VERIFY_TOKEN_TTL_HOURS }, { locale: l }),
        {
          label: m.email_verify_cta({}, { locale: l }),
          url,
        },
      ),
    },
    `verify:${token.split('.')[0]}`,
  );
}
