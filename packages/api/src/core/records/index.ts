import type { z } from 'zod';
import { archiveBuilder, destroyBuilder, restoreBuilder } from './archive';
import { kit } from './kit';
import { getBuilder, listBuilder } from './read';
import type { ListInputSchema, RecordSpec, RecordTable } from './types';
import { createBuilder, updateBuilder } from './write';

export type { Detail, Lines, ListInputSchema, RecordSpec, RecordTable, RowOf, Statement } from './types';

/**
 * The list-and-form pattern as builders: `records(spec)` gives one builder
 * per procedure, and an area's router picks the ones it offers, each with the
 * hooks it needs:
 *
 *   const r = records({ table, area, rest, feature, input, output, toOutput, searchColumns, orderBy, prepare });
 *   router({
 *     list: r.list(),                               // page, search, active/archived, lite
 *     get: r.get({ detail }),                       // answer with lines (fixed number of queries)
 *     create: r.create({ lines, detail }),          // record + lines in one batch
 *     update: r.update({ lines, detail }),          // lines replaced in the same batch
 *     archive: r.archive({ detail }),
 *     restore: r.restore({ detail }),
 *     destroy: r.destroy({ lines }),                // only from the archive; IN_USE when held
 *   });
 *
 * `r.all()` is the seven with no hooks (a plain record). Every query is
 * scoped to the caller's business (another business's id reads as
 * NOT_FOUND) and writes need a writable subscription.
 *
 * Ledgers (payments, invoices, credits) are never deleted or edited in place:
 * such an area takes `list`, `get` and `create` (a draft or an entry, with its
 * lines) and leaves out `update`, `destroy` (and usually `archive`/`restore`).
 * Its changes are their own procedures beside them, one file each, e.g.
 * `issue.ts` (draft → issued, numbered), `void.ts` (voided_at set, a reversing
 * entry appended) and `refund.ts` (a new negative entry pointing at the
 * original), each reading the row with `find` and answering with the same
 * `detail` hook the builders use.
 */
export function records<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(spec: RecordSpec<T, I, O, L>) {
  const k = kit(spec);
  const list = listBuilder(k);
  const get = getBuilder(k);
  const create = createBuilder(k);
  const update = updateBuilder(k);
  const archive = archiveBuilder(k);
  const restore = restoreBuilder(k);
  const destroy = destroyBuilder(k);
  return {
    list,
    get,
    create,
    update,
    archive,
    restore,
    destroy,
    /** The business's row by id; none, or another business's, is NOT_FOUND. */
    find: k.find,
    /** The seven procedures with no hooks. */
    all: () => ({
      list: list(),
      get: get(),
      create: create(),
      update: update(),
      archive: archive(),
      restore: restore(),
      destroy: destroy(),
    }),
  };
}
