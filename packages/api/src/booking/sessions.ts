import * as z from 'zod';
import { diaryBetween } from '../appointments/diary';
import { rangeInput } from '../shared/appointments-schemas';
import { sessionsOutput } from '../shared/booking-schemas';
import { onlineClass } from './book-class';
import { bookingProcedure } from './procedure';
import { clampRange } from './window';

/**
 * GET /api/v1/online-booking/{slug}/sessions (class_id, from, to): the upcoming sessions of a class
 * offered online, stored ones and recurring series' occurrences alike (the diary's own reading), within
 * the page's window; places_left is null when the class does not limit its spaces. Another business's
 * class, or one not offered online, is NOT_FOUND.
 */
export const sessions = bookingProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/online-booking/{slug}/sessions',
      errors: ['BOOKING_OUTSIDE_WINDOW'],
      summary: 'A class’s sessions on a public booking page',
      tags: ['booking'],
    },
  })
  .input(rangeInput.safeExtend({ class_id: z.string().min(1).max(64) }))
  .output(sessionsOutput)
  .query(async ({ ctx, input }) => {
    const { scope, bookingSettings: settings } = ctx;
    const cls = await onlineClass(scope, input.class_id);
    const timezone = scope.business.timezone;
    const range = clampRange(scope, settings, input);
    if (!range || settings.paused) return { timezone, sessions: [] };
    const rows = await diaryBetween(scope, range.from, range.to, { classId: cls.id });
    return {
      timezone,
      sessions: rows
        .filter((r) => r.type === 'class_session' && Date.parse(r.start_at) >= range.earliest)
        .map((r) => ({
          id: r.id,
          start_at: r.start_at,
          date: r.date,
          start_time: r.start_time,
          duration_minutes: r.duration_minutes,
          places_left: cls.limit_spaces
            ? Math.max(0, cls.spaces - r.clients.filter((c) => c.status !== 'cancelled').length)
            : null,
        })),
    };
  });
