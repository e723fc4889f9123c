import { effects, notifications } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { ownerOf } from '../billing/effects';
import type { JobDeps } from '../jobs/types';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import type { Channel } from './ledger';

/**
 * A bell notification and an email to the owner, once per key (claimed in `effects` first, as runJob does):
 * the low-credit reminder and a failed auto top-up share it.
 */
export async function tellOwnerOnce(
  deps: JobDeps,
  key: string,
  o: { businessId: string; channel: Channel; balance: number; subject: 'low' | 'top_up_failed' },
) {
  const claimed = await deps.db
    .insert(effects)
    .values({ key, done_at: deps.services.now() })
    .onConflictDoNothing()
    .returning({ key: effects.key });
  if (!claimed.length) return;
  const link = `/account-setup/notifications/${o.channel}`;
  const channel = o.channel === 'sms' ? 'SMS' : 'email';
  await deps.db
    .insert(notifications)
    .values({ business_id: o.businessId, type: 'low_credits', params: { count: String(o.balance), channel }, link });
  const owner = await ownerOf(deps, o.businessId);
  if (!owner) return;
  const l = owner.locale;
  const values = { name: owner.first_name, count: String(o.balance), channel };
  const [subject, body] =
    o.subject === 'low'
      ? [m.cr_email_low_subject(values, { locale: l }), m.cr_email_low_body(values, { locale: l })]
      : [m.cr_email_top_up_failed_subject(values, { locale: l }), m.cr_email_top_up_failed_body(values, { locale: l })];
  await queueEmail(
    deps,
    {
      to: owner.email,
      business_id: o.businessId,
      ...renderEmail(l, subject, body, {
        label: m.cr_email_cta({}, { locale: l }),
        url: `${deps.services.config.appUrl}${link}`,
      }),
    },
    key,
  );
}
