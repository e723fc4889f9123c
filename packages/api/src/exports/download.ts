import { LOCALES } from '@kairos/db/enums';
import * as z from 'zod';
import { fileOutput } from '../clients/export';
import { AppError } from '../core/errors';
import { businessProcedure } from '../core/trpc';
import { exportWorkbook } from '../settings/export-information';
import { DOWNLOAD_PATH, linkValid } from './download-link';
import { exportRecipient } from './eligibility';

/**
 * GET /user/export-information/download: the automatic export's emailed link. The HMAC signature under
 * the server secret names the business, language and expiry, and the link works only in a browser signed
 * in to that business (a forwarded or leaked link alone gives nothing away; docs/DECISIONS.md "Leaving").
 * A forged, altered or expired link, another business's link, or a business now read-only is NOT_FOUND.
 */
export const downloadExport = businessProcedure
  .meta({
    rest: {
      method: 'GET',
      path: DOWNLOAD_PATH,
      summary: 'Download the automatic export from its emailed link (XLSX)',
      tags: ['settings'],
      file: true,
      errors: ['NOT_FOUND'],
    },
  })
  .input(
    z.object({
      business: z.string().max(64),
      expires: z.coerce.number().int(),
      locale: z.enum(LOCALES),
      signature: z.string().max(64),
    }),
  )
  .output(fileOutput)
  .query(async ({ ctx, input }) => {
    if (input.business !== ctx.businessId || !linkValid(ctx.services.config.secret, input, ctx.now)) {
      throw new AppError('NOT_FOUND');
    }
    if (!(await exportRecipient(ctx.db, input.business, ctx.now))) throw new AppError('NOT_FOUND');
    return exportWorkbook(ctx.db, input.business, input.locale, ctx.now);
  });
