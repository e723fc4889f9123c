import type { classes } from '@kairos/db';
import * as z from 'zod';
import { diaryBetween } from '../../appointments/diary';
import { appointmentOutput } from '../../appointments/output';
import type { Detail } from '../../core/records';
import { todayOf } from '../../core/scope';
import { localDate } from '../../shared/appointments-schemas';
import { CLASS_SESSION_DAYS } from '../../shared/offerings-schemas';
import { addDays } from '../../shared/zoned';
import { classOutput, toClass } from './output';

export const classDetailOutput = classOutput.extend({
  /** docs/product/appointments.md sessions: the class's sessions from `sessions_from` to `sessions_to` (local dates, inclusive). */
  sessions: z.array(appointmentOutput),
  sessions_from: z.string(),
  sessions_to: z.string(),
});

const params = { from: localDate.optional() };

/**
 * GET /classes/{id}[?from=YYYY-MM-DD]: the class and its sessions in a window
 * of CLASS_SESSION_DAYS days starting `from` (default: today in the business's
 * zone), the longest range the diary answers in one go.
 */
export const classSessions: Detail<typeof classes, typeof classDetailOutput, typeof params> = {
  output: classDetailOutput,
  params,
  async load(ctx, row, input) {
    const from = input.from ?? todayOf(ctx);
    const to = addDays(from, CLASS_SESSION_DAYS - 1);
    const sessions = await diaryBetween(ctx, from, to, { classId: row.id });
    return { ...toClass(row), sessions, sessions_from: from, sessions_to: to };
  },
};
