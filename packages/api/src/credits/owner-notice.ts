import { notifications } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { ownerOf } from '../billing/effects';
import type { JobDeps } from '../jobs/types';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import type { Channel } from './ledger';

/**
 * A bell notification and an email to the owner, once per business and key: the bell is claimed by its
 * unique `dedupe_key` (an insert only one caller wins, kept as long as the bell is), and only the winner
 * emails. The low-credit reminder (`low-credits:<channel>:<episode>`) and a failed auto top-up
 * (`top-up-failed:<channel>:<seq>`) share it.
 */
export async function tellOwnerOnce(
  deps: JobDeps,
  key: string,
  o: { businessId: string; channel: Channel; balance: number; subject: 'low' | 'top_up_failed' },
) {
  const link = `/account-setup/notifications/${o.channel}`;
  const channel = o.channel === 'sms' ? 'SMS' : 'email';
  const claimed = await deps.db
    .insert(notifications)
    .values({
      business_id: o.businessId,
      type: 'low_credits',
      params: { count: String(o.balance), channel },
      link,
      created_at: deps.services.now(),
      dedupe_key: key,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!claimed.length) return;
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
    `${o.businessId}:${key}`,
  );
}
