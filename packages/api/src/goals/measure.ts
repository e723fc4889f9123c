import { appointmentClients, appointments, clients, expenses } from '@kairos/db';
import { and, count, countDistinct, eq, gte, inArray, lt, lte, notInArray, sql, sum } from 'drizzle-orm';
import { expandSeries, ruleOf, seriesInRange } from '../appointments/series';
import { occurrenceDates } from '../availability/recurrence';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { incomeIn } from '../payments/statistic';
import type { GoalType } from '../shared/goals';
import { addDays } from '../shared/zoned';
import type { GoalPeriodSpan } from './period';

/** Statuses that are not a visit (the client did not come, or will not). */
const NOT_A_VISIT = ['cancelled', 'no_show'] as const;

const inSpan = (p: GoalPeriodSpan) => and(gte(appointments.start_at, p.from), lt(appointments.start_at, p.to));

/** Expenses dated in the period, in the business's currency (minor units). */
async function expensesIn(scope: BusinessScope, p: GoalPeriodSpan): Promise<number> {
  const [row] = await scope.db
    .select({ total: sum(expenses.amount) })
    .from(expenses)
    .where(
      scopeToBusiness(
        expenses,
        scope.businessId,
        gte(expenses.date, p.startDate),
        lte(expenses.date, p.endDate),
        eq(expenses.currency, scope.business.currency),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Series occurrences (no row of their own) starting in the period, of series with clients. */
async function seriesOccurrences(scope: BusinessScope, p: GoalPeriodSpan, types: string[]) {
  const tz = scope.business.timezone;
  const series = await seriesInRange(scope.db, scope.businessId, addDays(p.startDate, -1), p.endDate);
  const live = series.filter((s) => types.includes(s.type) && s.client_ids.length > 0);
  const rows = expandSeries(live, tz, p.startDate, p.endDate, p.from.getTime(), p.to.getTime());
  return rows.filter((r) => r.start_at >= p.from && r.start_at < p.to).map((r) => live.find((s) => s.id === r.series_id)!);
}

/** Appointments (type appointment) starting in the period whose client places are not all cancelled. */
async function appointmentsIn(scope: BusinessScope, p: GoalPeriodSpan): Promise<number> {
  const ac = appointmentClients;
  const [row] = await scope.db
    .select({ n: count() })
    .from(appointments)
    .where(
      scopeToBusiness(
        appointments,
        scope.businessId,
        eq(appointments.type, 'appointment'),
        inSpan(p),
        sql`(not exists (select 1 from ${ac} where ${ac.appointment_id} = ${appointments.id})
          or exists (select 1 from ${ac} where ${ac.appointment_id} = ${appointments.id} and ${ac.status} <> 'cancelled'))`,
      ),
    );
  return (row?.n ?? 0) + (await seriesOccurrences(scope, p, ['appointment'])).length;
}

async function newClientsIn(scope: BusinessScope, p: GoalPeriodSpan): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(clients)
    .where(scopeToBusiness(clients, scope.businessId, gte(clients.created_at, p.from), lt(clients.created_at, p.to)));
  return row?.n ?? 0;
}

/** Client ids with a stored visit (appointment or class session, not cancelled or no-show) matching `when`. */
function visitors(scope: BusinessScope, when: ReturnType<typeof and>) {
  return scope.db
    .selectDistinct({ id: appointmentClients.client_id })
    .from(appointmentClients)
    .innerJoin(appointments, eq(appointments.id, appointmentClients.appointment_id))
    .where(
      and(
        eq(appointmentClients.business_id, scope.businessId),
        eq(appointments.business_id, scope.businessId),
        notInArray(appointmentClients.status, [...NOT_A_VISIT]),
        when,
      ),
    );
}

/**
 * Distinct clients with a visit in the period who had one before it. Stored visits are counted in SQL
 * (one grouped query); series occurrences add their clients (a series with a live occurrence before the
 * period counts as an earlier visit).
 */
async function returningClientsIn(scope: BusinessScope, p: GoalPeriodSpan): Promise<number> {
  const types = ['appointment', 'class_session'];
  const before = addDays(p.startDate, -1);
  const [stored, fromSeries, pastSeries] = await Promise.all([
    visitors(scope, inSpan(p)),
    seriesOccurrences(scope, p, types),
    seriesInRange(scope.db, scope.businessId, '0000-01-01', before),
  ]);
  const inPeriod = new Set([...stored.map((r) => r.id), ...fromSeries.flatMap((s) => s.client_ids)]);
  if (inPeriod.size === 0) return 0;
  const earlier = new Set(
    pastSeries
      .filter((s) => types.includes(s.type))
      .filter((s) => occurrenceDates(ruleOf(s), s.start_date, before).some((d) => !s.exceptions.has(d)))
      .flatMap((s) => s.client_ids),
  );
  const ids = [...inPeriod].filter((id) => !earlier.has(id));
  if (ids.length > 0) {
    const [row] = await scope.db
      .select({ n: countDistinct(appointmentClients.client_id) })
      .from(appointmentClients)
      .innerJoin(appointments, eq(appointments.id, appointmentClients.appointment_id))
      .where(
        and(
          eq(appointmentClients.business_id, scope.businessId),
          inArray(appointmentClients.client_id, ids),
          notInArray(appointmentClients.status, [...NOT_A_VISIT]),
          lt(appointments.start_at, p.from),
        ),
      );
    return inPeriod.size - ids.length + (row?.n ?? 0);
  }
  return inPeriod.size;
}

/** What a goal of this type has reached in the period: minor units for money goals, else a count. */
export async function currentOf(scope: BusinessScope, type: GoalType, p: GoalPeriodSpan): Promise<number> {
  switch (type) {
    case 'income':
      return (await incomeIn(scope, p, false)).net;
    case 'net_income': {
      const [income, spent] = await Promise.all([incomeIn(scope, p, false), expensesIn(scope, p)]);
      return income.net - spent;
    }
    case 'appointments':
      return appointmentsIn(scope, p);
    case 'new_clients':
      return newClientsIn(scope, p);
    case 'returning_clients':
      return returningClientsIn(scope, p);
  }
}
