import type { SettingsRow } from '../core/context';
import type { BusinessScope } from '../core/scope';
import type { KpiFigures } from '../shared/analytics-schemas';
import { visitTotals } from './figures';
import { clientRates } from './history';
import { basisPoints, divHalfUp } from './ratios';
import { openMinutes } from './utilisation';
import type { Span } from './visits';

/** The KPIs of one period (definitions: ./definitions.md). */
export async function kpisOf(scope: BusinessScope, span: Span, hours: SettingsRow['business_hours']): Promise<KpiFigures> {
  const [f, c] = await Promise.all([visitTotals(scope, span), clientRates(scope, span)]);
  return {
    avg_spend_per_visit: f.attended > 0 ? divHalfUp(f.income, f.attended) : null,
    rebooking_rate: basisPoints(c.rebooked, c.attendedClients),
    retention_rate: basisPoints(c.retained, c.active),
    no_show_rate: basisPoints(f.no_show, f.visits),
    cancellation_rate: basisPoints(f.cancelled, f.visits),
    utilisation: basisPoints(f.booked, openMinutes(span, hours, scope.business.timezone)),
    new_clients: f.new_clients,
    returning_clients: c.returning,
  };
}
