import { exportSettings } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, eq, lte } from 'drizzle-orm';
import type { JobDeps } from '../jobs/types';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { exportWorkbook } from '../settings/export-information';
import { downloadLink } from './download-link';
import { exportRecipient, nextRunAfter } from './eligibility';

/** A larger workbook goes as a link even when an attachment was chosen: queue messages stay small (DECISIONS). */
export const MAX_ATTACHMENT_BASE64 = 96_000;
const BATCH = 50;

/**
 * Premium automatic export: queues the workbook email for every business whose next_run_at has come.
 * Safe to run twice: each run is claimed by one guarded UPDATE (next_run_at must still be the value read),
 * and the email's idempotency key names the run. A read-only or no-longer-premium business is skipped
 * (its schedule moves on, so it is not looked at again every five minutes).
 */
export async function runScheduledExports(deps: JobDeps, now: Date): Promise<number> {
  const { db } = deps;
  const due = await db
    .select()
    .from(exportSettings)
    .where(and(eq(exportSettings.enabled, true), lte(exportSettings.next_run_at, now)))
    .limit(BATCH);
  let queued = 0;
  for (const row of due) {
    if (!row.next_run_at) continue;
    const claimed = await db
      .update(exportSettings)
      .set({ next_run_at: nextRunAfter(now, row.frequency), last_run_at: now })
      .where(
        and(
          eq(exportSettings.business_id, row.business_id),
          eq(exportSettings.enabled, true),
          eq(exportSettings.next_run_at, row.next_run_at),
        ),
      )
      .returning({ id: exportSettings.business_id });
    if (claimed.length === 0) continue;
    const owner = await exportRecipient(db, row.business_id, now);
    if (!owner) continue;
    await sendExport(deps, row, owner, now, `auto-export:${row.business_id}:${row.next_run_at.getTime()}`);
    queued += 1;
  }
  return queued;
}

async function sendExport(
  deps: JobDeps,
  row: typeof exportSettings.$inferSelect,
  owner: { email: string; first_name: string; locale: 'uk' | 'en' },
  now: Date,
  key: string,
): Promise<void> {
  const l = owner.locale;
  const file = await exportWorkbook(deps.db, row.business_id, l, now);
  const attach = row.delivery === 'attachment' && file.content_base64.length <= MAX_ATTACHMENT_BASE64;
  const { appUrl, secret } = deps.services.config;
  const subject = m.lv_email_export_subject({}, { locale: l });
  const body = attach
    ? m.lv_email_export_body_attachment({ name: owner.first_name }, { locale: l })
    : m.lv_email_export_body_link({ name: owner.first_name }, { locale: l });
  const cta = attach
    ? undefined
    : { label: m.lv_email_export_cta({}, { locale: l }), url: downloadLink(appUrl, secret, row.business_id, l, now) };
  await queueEmail(
    deps,
    {
      to: owner.email,
      business_id: row.business_id,
      ...renderEmail(l, subject, body, cta),
      attachments: attach
        ? [{ filename: file.file_name, content_type: file.mime_type, content_base64: file.content_base64 }]
        : undefined,
    },
    key,
  );
}
