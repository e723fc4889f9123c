import { ATTENDANCE, MESSAGE_CHANNELS } from '@kairos/db/enums';
import * as z from 'zod';
import { isoDate } from './date-schemas';
import { GOAL_CATEGORIES, GOAL_PERIODS, GOAL_TYPES } from './goals';
import { MESSAGE_FAILURES } from './message-failures';
import { PAYMENT_METHODS, PAYMENT_TYPES } from './payments-schemas';

/**
 * The insight contract (issue 15, docs/product/analytics.md dashboard and analytics, docs/product/analytics.md `/data/statistic`, `/data/analytics`,
 * `/data/analytics-details`). The procedures in `packages/api/src/analytics` and the screens in
 * `apps/web/src/features/{dashboard,analytics}` both use these. Money: integer minor units in `currency` (the
 * business's). Rates: basis points (0..10000), null when there is nothing to divide by. Dates: the business's
 * local calendar dates (YYYY-MM-DD, inclusive ranges); instants: ISO strings.
 */
const int = z.number().int();
const rate = z.number().int().nullable();
const range = z.object({ start_date: z.string(), end_date: z.string() });

/** A period for analytics: local dates, end ≥ start, at most ANALYTICS_MAX_DAYS days. */
export const ANALYTICS_MAX_DAYS = 732;
export const analyticsInput = z.object({ start_date: isoDate, end_date: isoDate });

// ---- goals (progress is shown on the dashboard and in analytics) ----
export const goalProgress = z.object({
  id: z.string(),
  type: z.enum(GOAL_TYPES),
  category: z.enum(GOAL_CATEGORIES),
  period: z.enum(GOAL_PERIODS),
  /** The target: minor units in `currency` for a money goal, else a count (currency null). */
  amount: int,
  currency: z.string().nullable(),
  /** The current period (local dates) and what has been reached in it so far. */
  period_start: z.string(),
  period_end: z.string(),
  current: int,
  /** floor(current / amount × 100); may exceed 100. */
  percent: int,
  /** One of the 21 motivation phrases (docs/product/analytics.md), chosen by progress; the text in the request's locale. */
  phrase_index: int,
  phrase: z.string(),
});
export type GoalProgress = z.infer<typeof goalProgress>;

// ---- tax (premium): the dashboard's "put aside" figure ----
export const taxSummary = z.object({
  regime: z.enum(['uk', 'ua']),
  /** The tax year (UK, from the owner's start day, 6 April by default) or calendar year (Ukraine) holding today. */
  start_date: z.string(),
  end_date: z.string(),
  label: z.string(),
  currency: z.string(),
  /** Income less expenses so far this year, and the estimated tax and contributions on it. */
  profit: int,
  tax: int,
  /** What the figure includes: the months traded in the year so far, from this day (tax/schemas.ts). */
  months_traded: int,
  traded_since: z.string(),
});
export type TaxSummary = z.infer<typeof taxSummary>;

// ---- GET /data/statistic: the dashboard, in one request ----
export const todayItem = z.object({
  id: z.string(),
  type: z.enum(['appointment', 'class_session']),
  start_at: z.string(),
  end_at: z.string(),
  /** The service's or class's name, else the appointment's title. */
  title: z.string(),
  clients: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(ATTENDANCE) })),
  video_meeting_url: z.string().nullable(),
});
const weekFigures = z.object({ income: int, appointments: int, new_clients: int, no_shows: int });
export const dashboardStatistic = z.object({
  currency: z.string(),
  /** Today in the business's zone: its appointments and class sessions (recurring ones included), by start. */
  today: z.object({ date: z.string(), count: int, items: z.array(todayItem) }),
  /** This month: net income (payments less refunds), and the count of payments. */
  income: range.extend({ net: int, count: int }),
  left_to_pay: z.object({ total: int, appointments: int, sales: int }),
  new_clients: z.object({ this_month: int, last_month: int }),
  /** Last week (Monday to Sunday, or per the calendar's week start), against the week before it. */
  last_week: range.extend({ figures: weekFigures, previous: weekFigures }),
  /** null: the plan has no goals (premium). */
  goals: z.array(goalProgress).nullable(),
  /** null: the plan has no tax estimate (premium). */
  tax: taxSummary.nullable(),
  /** Balances, and the messages not sent over the last 7 days (today included) by reason and channel. */
  credits: z.object({
    sms: int,
    email: int,
    unsent: z.object({
      since: z.string(),
      count: int,
      causes: z.array(z.object({ failure: z.enum(MESSAGE_FAILURES), channel: z.enum(MESSAGE_CHANNELS), count: int })),
    }),
  }),
});
export type DashboardStatistic = z.infer<typeof dashboardStatistic>;

// ---- GET /data/analytics: "the numbers" for a period and the one before ----
export const analyticsFigures = z.object({
  /** Net income from the ledger (payments less refunds; voucher spends are not income). */
  income: int,
  expenses: int,
  /** income − expenses. */
  profit: int,
  /** Client places in appointments and class sessions starting in the period, by attendance. */
  visits: int,
  attended: int,
  cancelled: int,
  no_show: int,
  /** Appointments (not class sessions, not blocked time) starting in the period. */
  appointments: int,
  class_sessions: int,
  new_clients: int,
  /** Distinct clients with a visit that was not cancelled. */
  active_clients: int,
  sales: int,
  products_sold: int,
  vouchers_sold: int,
});
export type AnalyticsFigures = z.infer<typeof analyticsFigures>;
export const ANALYTICS_BUCKETS = ['day', 'week', 'month'] as const;
export const analyticsOutput = z.object({
  currency: z.string(),
  period: range,
  /** The same number of days just before. */
  previous: range,
  numbers: analyticsFigures,
  previous_numbers: analyticsFigures,
  /** Day buckets up to 31 days, weeks up to 26 weeks, else months; each labelled by its first date. */
  bucket: z.enum(ANALYTICS_BUCKETS),
  series: z.array(z.object({ date: z.string(), income: int, expenses: int, visits: int, new_clients: int })),
  goals: z.array(goalProgress).nullable(),
});
export type AnalyticsOutput = z.infer<typeof analyticsOutput>;

// ---- GET /data/analytics-details (advanced reporting, premium): one tab at a time ----
export const ANALYTICS_TABS = ['service_delivery', 'financial', 'client_info', 'kpis'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export const analyticsDetailsInput = analyticsInput.extend({ tab: z.enum(ANALYTICS_TABS) });

const named = { id: z.string().nullable(), name: z.string() };
export const kpiFigures = z.object({
  /** Net income ÷ attended visits. null: no attended visit. */
  avg_spend_per_visit: int.nullable(),
  rebooking_rate: rate,
  /** docs/product/analytics.md: of the clients seen, those at their 3rd appointment or more. */
  retention_rate: rate,
  no_show_rate: rate,
  cancellation_rate: rate,
  /** Booked minutes ÷ open minutes (business hours) over the period. */
  utilisation: rate,
  new_clients: int,
  returning_clients: int,
});
export type KpiFigures = z.infer<typeof kpiFigures>;

const base = { currency: z.string(), period: range, previous: range };
export const analyticsDetails = z.discriminatedUnion('tab', [
  z.object({
    tab: z.literal('service_delivery'),
    ...base,
    by_service: z.array(
      z.object({ ...named, visits: int, attended: int, cancelled: int, no_show: int, minutes: int, value: int }),
    ),
    by_class: z.array(z.object({ ...named, sessions: int, attendees: int })),
    by_location: z.array(z.object({ ...named, visits: int, value: int })),
    /** 1 = Monday … 7 = Sunday, in the business's zone. */
    by_weekday: z.array(z.object({ weekday: int, visits: int })),
    utilisation: z.object({ booked_minutes: int, open_minutes: int, rate }),
  }),
  z.object({
    tab: z.literal('financial'),
    ...base,
    income: int,
    refunds: int,
    expenses: int,
    profit: int,
    left_to_pay: int,
    by_method: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: int, count: int })),
    by_type: z.array(z.object({ type: z.enum(PAYMENT_TYPES), amount: int })),
    /** Money allocated to appointments of each service / at each location, by when it was taken. */
    by_service: z.array(z.object({ ...named, amount: int })),
    by_location: z.array(z.object({ ...named, amount: int })),
    expenses_by_category: z.array(z.object({ category: z.string(), amount: int })),
  }),
  z.object({
    tab: z.literal('client_info'),
    ...base,
    new_clients: int,
    returning_clients: int,
    active_clients: int,
    /** Active clients at their 3rd appointment or more (docs/product/analytics.md). */
    retained_clients: int,
    /** By spend in the period, at most 10. */
    top_clients: z.array(z.object({ id: z.string(), name: z.string(), visits: int, spent: int })),
    /** Visits per client: 1, 2, 3–5, 6+. */
    visit_frequency: z.array(z.object({ label: z.enum(['1', '2', '3-5', '6+']), clients: int })),
  }),
  z.object({ tab: z.literal('kpis'), ...base, kpis: kpiFigures, previous_kpis: kpiFigures }),
]);
export type AnalyticsDetails = z.infer<typeof analyticsDetails>;
