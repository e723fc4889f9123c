import { clients } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { marketingConsentInput, marketingConsentOutput } from '../shared/clients-schemas';

/**
 * POST /clients/marketing-consent (issue 25): the owner records that the selected clients agreed to receive
 * marketing messages (`agreed: true`), or that they withdrew (`false`). Consent is never assumed: clients
 * start without it, and this, the client form and the import's `marketing` column are how it is recorded.
 * An opted-out client (opt_out: they asked for no marketing, e.g. by the unsubscribe link) is never
 * changed here and is counted as skipped; the owner opts a client back in on the Opted-out tab.
 *
 * Every id must be one of the business's clients (archived ones included): one that is not (another
 * business's, or unknown) makes the call NOT_FOUND and changes nothing. ONE db.batch (a write
 * transaction) counts and writes, so the counts answered are exactly what this call changed, however
 * many calls race: the UPDATE is guarded by "every id is ours" and skips rows already so.
 */
export const marketingConsent = gated('clients', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/clients/marketing-consent',
      // Another business's (or an unknown) client id: nothing is changed.
      errors: ['NOT_FOUND'],
      summary: 'Record that the selected clients agreed to marketing messages, or withdrew (opted-out clients are skipped)',
      tags: ['clients'],
    },
  })
  .input(marketingConsentInput)
  .output(marketingConsentOutput)
  .mutation(async ({ ctx, input }) => {
    const ids = [...new Set(input.ids)];
    const ours = and(eq(clients.business_id, ctx.businessId), inArray(clients.id, ids));
    const allOurs = sql`(SELECT count(*) FROM ${clients} WHERE ${ours}) = ${ids.length}`;
    const [[seen], changed] = await ctx.db.batch([
      ctx.db
        .select({
          owned: sql<number>`count(*)`,
          opted_out: sql<number>`coalesce(sum(${clients.opt_out}), 0)`,
        })
        .from(clients)
        .where(ours),
      ctx.db
        .update(clients)
        .set({ marketing_messages: input.agreed, updated_at: ctx.now })
        .where(and(ours, eq(clients.opt_out, false), ne(clients.marketing_messages, input.agreed), allOurs))
        .returning({ id: clients.id }),
    ]);
    if (Number(seen?.owned ?? 0) !== ids.length) throw new AppError('NOT_FOUND');
    const skipped = Number(seen?.opted_out ?? 0);
    const result = { changed: changed.length, unchanged: ids.length - skipped - changed.length, skipped_opted_out: skipped };
    return { ...result, message: consentMessage(input.agreed, result, ctx.locale) };
  });

function consentMessage(agreed: boolean, r: { changed: number; skipped_opted_out: number }, locale: Locale): string {
  const done = agreed
    ? m.clients_consent_agreed({ count: r.changed }, { locale })
    : m.clients_consent_withdrawn({ count: r.changed }, { locale });
  return r.skipped_opted_out ? `${done} ${m.clients_consent_skipped({ count: r.skipped_opted_out }, { locale })}` : done;
}
