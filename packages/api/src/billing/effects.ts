import { businesses, platformPayments, users } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import { creditAffiliate } from '../affiliate/earn';
import type { SubscriptionRow } from '../core/context';
import { grantPlanAllowance } from '../credits/allowance';
import type { JobDeps } from '../jobs/types';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { parsePlanId } from '../shared/billing';
import { absoluteLink, links } from '../shared/links';
import { applyEventOnce, type Charge, type ProviderEvent, paidStatements } from './apply';

/**
 * A paid charge applied once; then the referring affiliate's commission (affiliate/earn.ts) and, for a paid
 * plan period (not a trial's zero invoice), the plan's included SMS (credits/allowance.ts, keyed by the charge).
 */
export async function afterPaid(
  deps: JobDeps,
  sub: SubscriptionRow,
  provider: 'stripe' | 'liqpay',
  charge: Charge,
  ev: ProviderEvent,
): Promise<boolean> {
  const { statements, paymentId } = paidStatements(deps.db, sub, provider, charge, ev);
  const applied = await applyEventOnce(deps.db, ev, statements);
  if (applied) {
    const kept = await deps.db.query.platformPayments.findFirst({ where: eq(platformPayments.id, paymentId) });
    if (kept && kept.amount > 0) await creditAffiliate(deps.db, paymentId, deps.services.now());
  }
  const plan = charge.kind === 'subscription' && charge.plan_id ? parsePlanId(charge.plan_id)?.plan : undefined;
  const paidPeriod = charge.amount > 0 || (charge.amount_before_discount ?? 0) > 0;
  // Outside `applied`: a grant that failed after the event was recorded is made good by the redelivery (keyed).
  if (plan && paidPeriod && charge.ref) {
    await grantPlanAllowance(deps.db, { businessId: sub.business_id, plan, reference: charge.ref, now: deps.services.now() });
  }
  return applied;
}

/** The owner of a business, for mail in their language. */
export async function ownerOf(deps: JobDeps, businessId: string) {
  const [row] = await deps.db
    .select({ email: users.email, first_name: users.first_name, locale: users.locale, timezone: businesses.timezone })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(eq(businesses.id, businessId));
  return row;
}

export const longDate = (d: Date, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'long', timeZone }).format(d);

/** A failed renewal: the owner is emailed (once per event) to update the card within the grace period. */
export async function afterFailed(deps: JobDeps, sub: SubscriptionRow, ev: ProviderEvent): Promise<void> {
  const owner = await ownerOf(deps, sub.business_id);
  if (!owner) return;
  const l = owner.locale;
  await queueEmail(
    deps,
    {
      to: owner.email,
      business_id: sub.business_id,
      ...renderEmail(
        l,
        m.bil_email_payment_failed_subject({}, { locale: l }),
        m.bil_email_payment_failed_body({ name: owner.first_name }, { locale: l }),
        {
          label: m.bil_email_payment_failed_cta({}, { locale: l }),
          url: absoluteLink(deps.services.config.appUrl, links.subscriptionCards()),
        },
      ),
    },
    `billing-failed:${ev.provider}:${ev.id}`,
  );
}
