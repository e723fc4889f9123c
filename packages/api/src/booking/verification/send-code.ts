import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import type { Ctx } from '../../core/context';
import { AppError } from '../../core/errors';
import type { BusinessScope } from '../../core/scope';
import { queueClientMessage } from '../../mail/client-messages';
import { renderEmail } from '../../mail/layout';
import { queueEmail } from '../../mail/send';
import { BOOKING, sendCodeInput, sendCodeOutput } from '../../shared/booking-schemas';
import { bookingProcedure } from '../procedure';
import { assertSmsCountry, type Channel, maskAddress, normaliseAddress } from './address';
import { codeHash, forgetCode, randomCode, storeCode, voidOlder } from './codes';
import { countSend } from './limits';

/**
 * POST /api/v1/online-booking/{slug}/verification: sends a 6-digit code to an email or phone.
 * Nothing here looks at the business's clients: the answer (and its timing) is the same for a
 * client's address and a stranger's, and the text carries only the code and the business's name.
 */
export const sendCode = bookingProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/online-booking/{slug}/verification',
      errors: [
        'BOOKING_PAUSED',
        'BOOKING_EXISTING_ONLY',
        'BOOKING_SMS_UNAVAILABLE',
        'BOOKING_SMS_COUNTRY',
        'TOO_MANY_ATTEMPTS',
        'BOOKING_CODE_LIMIT_ADDRESS',
        'BOOKING_CODE_LIMIT_IP',
        'BOOKING_CODE_LIMIT_DAILY',
        'BOOKING_SMS_USE_EMAIL',
      ],
      summary: 'Send a verification code to an email or phone (booking page)',
      tags: ['booking'],
    },
  })
  .input(sendCodeInput)
  .output(sendCodeOutput)
  .mutation(async ({ ctx, input }) => {
    const { scope, bookingSettings: settings } = ctx;
    // A paused page offers nothing to book: no codes (and no SMS spent) either.
    if (settings.paused) throw new AppError('BOOKING_PAUSED');
    const locale: Locale = input.locale ?? ctx.locale;
    const address = normaliseAddress(input.channel, input.address, scope.business.region, locale);
    if (input.channel === 'sms') assertSmsCountry(address, scope.business.region, settings.sms_abroad, locale);
    await countSend(scope.db, { businessId: scope.businessId, address, ip: ctx.ip, channel: input.channel }, scope.now);
    const key = { businessId: scope.businessId, channel: input.channel, address };
    const code = randomCode();
    const stored = await storeCode(
      scope.db,
      key,
      codeHash(ctx.services.config.secret, scope.businessId, address, code),
      scope.now,
    );
    try {
      await deliver(ctx, scope, { channel: input.channel, address, code, locale, codeId: stored.id });
    } catch (e) {
      // Not sent (no SMS credits, the queue refused): the code is not kept, older codes stay as they were.
      await forgetCode(scope.db, stored.id);
      throw e;
    }
    await voidOlder(scope.db, key, stored.seq, scope.now);
    return {
      sent: true as const,
      address_masked: maskAddress(input.channel, address),
      expires_in_seconds: BOOKING.CODE_TTL_MINUTES * 60,
    };
  });

interface Delivery {
  channel: Channel;
  address: string;
  code: string;
  locale: Locale;
  codeId: string;
}

/** Email: platform mail (no credits). SMS: the business's message, spending its SMS credits. */
async function deliver(ctx: Ctx, scope: BusinessScope, d: Delivery): Promise<void> {
  const business = scope.business.name;
  const text = m.bkm_code_text({ code: d.code, business, minutes: BOOKING.CODE_TTL_MINUTES }, { locale: d.locale });
  if (d.channel === 'email') {
    const subject = m.bkm_code_subject({ business }, { locale: d.locale });
    await queueEmail(
      ctx,
      { to: d.address, business_id: scope.businessId, ...renderEmail(d.locale, subject, text) },
      `booking-code:${d.codeId}`,
    );
    return;
  }
  const sent = await queueClientMessage(
    { db: scope.db, services: ctx.services },
    scope.businessId,
    { client_id: null, channel: 'sms', type: 'booking', to: d.address, text, preview: text.replace(d.code, '••••••') },
    scope.now,
  );
  if (sent.status !== 'queued') throw new AppError('BOOKING_SMS_UNAVAILABLE');
}
