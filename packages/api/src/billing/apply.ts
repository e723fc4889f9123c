import { billingEvents, type Db, notifications, platformPayments, subscriptions } from '@kairos/db';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SubscriptionRow } from '../core/context';
import { uniqueFailed } from '../core/db-errors';
import { type PlanId, parsePlanId, planDisplayName } from '../shared/billing';

type Statement = BatchItem<'sqlite'>;

/** One delivery of a provider's notification: its id (applied once) and when the provider made it (ordering). */
export interface ProviderEvent {
  provider: 'stripe' | 'liqpay';
  id: string;
  type: string;
  at: Date;
}

/**
 * The event's billing_events row and its effects in one batch: a second delivery breaks the primary key, the
 * whole batch rolls back and nothing happens twice. Returns false for a repeat.
 */
export async function applyEventOnce(db: Db, ev: ProviderEvent, effects: Statement[]): Promise<boolean> {
  const mark = db.insert(billingEvents).values({ provider: ev.provider, event_id: ev.id, type: ev.type, received_at: ev.at });
  try {
    await db.batch([mark, ...effects] as [Statement, ...Statement[]]);
    return true;
  } catch (e) {
    if (uniqueFailed(e, 'billing_events.')) return false;
    throw e;
  }
}

/** Only state at least as new as what was applied last changes the row (out-of-order deliveries). */
export const notOlder = (at: Date) => or(isNull(subscriptions.provider_state_at), lte(subscriptions.provider_state_at, at));

/** Provider timestamps have whole seconds: our own writes use the same grain so their order compares. */
export const atSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/** The plan columns for a catalogue plan id. */
export function planColumns(planId: string) {
  const parsed = parsePlanId(planId);
  if (!parsed) return {};
  return { plan_id: planId, plan_name: planDisplayName(planId as PlanId), billing: parsed.billing };
}

export interface Charge {
  business_id: string;
  user_id: string | null;
  kind: 'subscription' | 'addon';
  /** The provider's invoice or payment id: recorded once. */
  ref: string;
  amount: number;
  amount_before_discount: number | null;
  currency: string;
  description: string;
  plan_id: string | null;
  period_start: Date | null;
  period_end: Date | null;
}

/**
 * A paid charge: Kairos's income row (once per provider ref) and, unless a newer state was applied already,
 * the subscription renewed: failure cleared, no longer lapsed, the period, the plan paid for (a pending
 * downgrade or billing switch takes effect with the first payment at the new price).
 */
export function paidStatements(db: Db, sub: SubscriptionRow, provider: 'stripe' | 'liqpay', c: Charge, ev: ProviderEvent) {
  const discounted = c.amount_before_discount !== null && c.amount_before_discount > c.amount;
  const paymentId = crypto.randomUUID();
  const { ref, ...row } = c;
  const out: Statement[] = [
    db
      .insert(platformPayments)
      .values({
        id: paymentId,
        ...row,
        status: 'paid',
        provider,
        provider_ref: ref,
        promo_code_id: discounted ? sub.promo_code_id : null,
        created_at: ev.at,
      })
      .onConflictDoNothing(),
  ];
  const plan = c.kind === 'subscription' && c.plan_id ? planColumns(c.plan_id) : {};
  out.push(
    db
      .update(subscriptions)
      .set({
        ...plan,
        ...(c.kind === 'subscription' && c.period_end
          ? { current_period_start: c.period_start, current_period_end: c.period_end }
          : {}),
        pending_plan_id: c.plan_id && c.plan_id === sub.pending_plan_id ? null : sub.pending_plan_id,
        payment_failed_at: null,
        has_incomplete_payment: false,
        lapsed_at: null,
        deletion_warning_sent_at: null,
        provider_status: 'active',
        provider_state_at: ev.at,
      })
      .where(and(eq(subscriptions.business_id, sub.business_id), notOlder(ev.at))),
  );
  if (discounted && sub.promo_payments_left !== null) {
    out.push(
      db
        .update(subscriptions)
        .set({ promo_payments_left: sql`${subscriptions.promo_payments_left} - 1` })
        .where(and(eq(subscriptions.business_id, sub.business_id), gt(subscriptions.promo_payments_left, 0))),
    );
  }
  return { statements: out, paymentId };
}

/** A failed renewal: the grace period starts (once), the bell says so, and the failure shows in the history. */
export function failedStatements(db: Db, sub: SubscriptionRow, provider: 'stripe' | 'liqpay', c: Charge, ev: ProviderEvent) {
  const { ref: _ref, ...row } = c;
  return [
    db
      .insert(platformPayments)
      .values({ ...row, status: 'failed', provider, provider_ref: `failed:${ev.id}`, created_at: ev.at })
      .onConflictDoNothing(),
    db
      .update(subscriptions)
      .set({
        payment_failed_at: sql`coalesce(${subscriptions.payment_failed_at}, ${ev.at.getTime()})`,
        provider_status: 'past_due',
        provider_state_at: ev.at,
      })
      .where(and(eq(subscriptions.business_id, sub.business_id), notOlder(ev.at))),
    db.insert(notifications).values({
      business_id: sub.business_id,
      type: 'payment_failed',
      params: { date: ev.at.toISOString() },
      link: '/account-setup/subscription/cards',
    }),
  ];
}

export interface ProviderState {
  status: NonNullable<SubscriptionRow['provider_status']>;
  /** When auto-renew is off (or the subscription ended): the plan runs until then. */
  ends_at: Date | null;
  period_start: Date | null;
  period_end: Date | null;
}

/** The provider's view of the subscription, applied unless a newer one was. */
export function stateStatement(db: Db, businessId: string, s: ProviderState, ev: ProviderEvent): Statement {
  return db
    .update(subscriptions)
    .set({
      provider_status: s.status,
      ends_at: s.ends_at,
      ...(s.period_end ? { current_period_start: s.period_start, current_period_end: s.period_end } : {}),
      provider_state_at: ev.at,
    })
    .where(and(eq(subscriptions.business_id, businessId), notOlder(ev.at)));
}
