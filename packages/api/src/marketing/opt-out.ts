import { clients } from '@kairos/db';
import { and, asc, count, eq, isNull, not, type SQL } from 'drizzle-orm';
import { containsText } from '../core/list';
import { findOwned } from '../core/tenant';
import { gated } from '../core/trpc';
import { marketingClientOutput, optedOutListInput, optedOutListOutput, optOutInput } from '../shared/marketing-schemas';

const PER_PAGE = 25;
const TAGS = ['marketing'];

const clientColumns = {
  id: clients.id,
  first_name: clients.first_name,
  last_name: clients.last_name,
  email: clients.email,
  phone: clients.phone,
  opt_out: clients.opt_out,
};
type ClientRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  opt_out: boolean;
};
const toClient = (r: ClientRow) => ({
  id: r.id,
  name: `${r.first_name} ${r.last_name}`.trim(),
  email: r.email,
  phone: r.phone,
  opt_out: r.opt_out,
});

/** GET /marketing/opt-out: the business's active clients who opted out of marketing (search by name, email, phone). */
export const optedOut = gated('marketing')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/marketing/opt-out',
      summary: 'Clients who opted out of marketing (page, search)',
      tags: TAGS,
    },
  })
  .input(optedOutListInput)
  .output(optedOutListOutput)
  .query(async ({ ctx, input }) => {
    const where = and(
      eq(clients.business_id, ctx.businessId),
      isNull(clients.archived_at),
      eq(clients.opt_out, true),
      input.search ? containsText(clients.search, input.search) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(clientColumns)
        .from(clients)
        .where(where)
        .orderBy(asc(clients.sort_key), asc(clients.id))
        .limit(PER_PAGE)
        .offset((input.page - 1) * PER_PAGE),
      ctx.db.select({ n: count() }).from(clients).where(where),
    ]);
    const n = total?.n ?? 0;
    return { data: rows.map(toClient), meta: { page: input.page, last_page: Math.max(1, Math.ceil(n / PER_PAGE)), total: n } };
  });

/** PUT /marketing/opt-out/{id}: sets a client's opt_out (`opt_out` given) or toggles it, in one statement. */
export const optOut = gated('marketing', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/marketing/opt-out/{id}',
      summary: "Set or toggle a client's marketing opt-out",
      tags: TAGS,
      message: 'mkt_opt_out_saved',
    },
  })
  .input(optOutInput)
  .output(marketingClientOutput)
  .mutation(async ({ ctx, input }) => {
    await findOwned(ctx.db, clients, ctx.businessId, input.id);
    const [row] = await ctx.db
      .update(clients)
      .set({ opt_out: input.opt_out ?? not(clients.opt_out), updated_at: ctx.now })
      .where(and(eq(clients.business_id, ctx.businessId), eq(clients.id, input.id)))
      .returning(clientColumns);
    return toClient(row as ClientRow);
  });
