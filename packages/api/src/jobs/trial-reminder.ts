import { businesses, notifications, subscriptions, users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { absoluteLink, links } from '../shared/links';
import { TRIAL_REMINDER_DAYS_BEFORE } from '../shared/plans';
import type { JobDeps } from './types';

export const TRIAL_REMINDER_QUEUE = 'trial-reminder';
const DAY = 86_400_000;

/** Cron: enqueue one reminder per business whose trial ends within the reminder window. */
export async function enqueueTrialReminders(deps: JobDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ business_id: subscriptions.business_id })
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.plan_name),
        isNull(subscriptions.trial_reminder_sent_at),
        gt(subscriptions.trial_ends_at, now),
        lte(subscriptions.trial_ends_at, new Date(now.getTime() + TRIAL_REMINDER_DAYS_BEFORE * DAY)),
      ),
    )
    .limit(500);
  for (const row of due) {
    await deps.services.queue.enqueue(TRIAL_REMINDER_QUEUE, row, { idempotencyKey: `trial-reminder:${row.business_id}` });
  }
  return due.length;
}

/** Consumer: marks the reminder sent (a conditional update, so only once), rings the bell and emails the owner. */
export async function sendTrialReminder(deps: JobDeps, businessId: string): Promise<void> {
  const now = deps.services.now();
  const claimed = await deps.db
    .update(subscriptions)
    .set({ trial_reminder_sent_at: now })
    .where(and(eq(subscriptions.business_id, businessId), isNull(subscriptions.trial_reminder_sent_at)))
    .returning();
  const sub = claimed[0];
  if (!sub) return;
  // The bell too, once: the claim above is the guard.
  await deps.db.insert(notifications).values({
    business_id: businessId,
    type: 'trial_ending',
    params: { date: sub.trial_ends_at.toISOString() },
    link: links.subscriptionPlans(),
  });
  const business = await deps.db.query.businesses.findFirst({ where: eq(businesses.id, businessId) });
  const owner = business ? await deps.db.query.users.findFirst({ where: eq(users.id, business.owner_user_id) }) : undefined;
  if (!business || !owner) return;
  const l = owner.locale;
  const days = Math.max(1, Math.ceil((sub.trial_ends_at.getTime() - now.getTime()) / DAY));
  const date = new Intl.DateTimeFormat(l === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'long', timeZone: business.timezone }).format(
    sub.trial_ends_at,
  );
  await queueEmail(
    deps,
    {
      to: owner.email,
      business_id: businessId,
      ...renderEmail(
        l,
        m.email_trial_ending_subject({ days }, { locale: l }),
        m.email_trial_ending_body({ name: owner.first_name, date }, { locale: l }),
        {
          label: m.email_trial_ending_cta({}, { locale: l }),
          url: absoluteLink(deps.services.config.appUrl, links.subscriptionDetails()),
        },
      ),
    },
    `trial-reminder-email:${businessId}`,
  );
}
