import { appointmentSeries, clients } from '@kairos/db';
import { asc, desc, sql } from 'drizzle-orm';
import { and, crudProcedures } from '../core/crud';
import { scopeToBusiness } from '../core/tenant';
import { audienceWhere, MARKETING_STATE } from '../marketing/recipients';
import { type ClientListInput, clientInput, clientListInput } from '../shared/clients-schemas';
import { clientOutput, derivedColumns, toClient } from './output';
import { normaliseClientPhone } from './scope';

/** "7700 900 002" searches phone digits; anything with letters searches as typed. */
function searchTerm(search: string): string {
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 && digits.length === search.replace(/[\s()+-]/g, '').length ? digits : search;
}

export const clientsCrud = crudProcedures({
  table: clients,
  area: 'clients',
  rest: 'clients',
  feature: 'clients',
  input: clientInput,
  output: clientOutput,
  toOutput: toClient,
  searchColumns: [clients.search],
  searchTerm,
  listInput: clientListInput,
  // The campaign wizard's link (issue 25): the clients a campaign's filters match who may get marketing, or
  // who may not for one reason. The same conditions as the campaign's count (marketing/recipients.ts).
  listWhere: (input, _t, scope) => {
    const { marketing, audience } = input as ClientListInput;
    const consent = marketing ? MARKETING_STATE[marketing] : undefined;
    const matched = audience ? audienceWhere(scope.businessId, scope.business.timezone, audience) : undefined;
    return consent || matched ? and(consent, matched) : undefined;
  },
  orderBy: (t, input) => {
    if (input.sort === 'recent') return [desc(t.created_at), asc(t.id)];
    if (input.sort === 'last_appointment') return [desc(t.last_appointment_at), asc(t.id)];
    return [asc(t.sort_key), asc(t.id)];
  },
  // A recurring series keeps its clients in a JSON list no foreign key can see: it holds the client too.
  inUse: async (scope, id) =>
    (
      await scope.db
        .select({ id: appointmentSeries.id })
        .from(appointmentSeries)
        .where(
          scopeToBusiness(
            appointmentSeries,
            scope.businessId,
            sql`EXISTS (SELECT 1 FROM json_each(${appointmentSeries.client_ids}) WHERE value = ${id})`,
          ),
        )
        .limit(1)
    ).length > 0,
  prepare: (data, scope, locale) => {
    const d = normaliseClientPhone(data, scope.business.region, locale);
    return { ...d, ...derivedColumns(d) };
  },
});
