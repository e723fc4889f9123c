import { affiliates, users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { audit } from '../admin/audit';
import { emailTaken } from '../auth/create-user';
import { randomToken } from '../core/crypto';
import { uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { emailField, localeField, nameField, passwordField } from '../shared/schemas';
import { AFFILIATE_CODE_PATTERN, affiliateSettingsShape, checkPairs } from './affiliate-schemas';
import { adminRoute } from './procedure';

const input = z
  .object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    password: passwordField,
    locale: localeField.default('uk'),
    /** The referral code; a random one when left empty. */
    code: z
      .string()
      .trim()
      .max(40)
      .nullish()
      .transform((v) => v || null),
    ...affiliateSettingsShape,
  })
  .superRefine((v, ctx) => {
    if (v.code !== null && !AFFILIATE_CODE_PATTERN.test(v.code))
      ctx.addIssue({ code: 'custom', path: ['code'], params: { key: 'admt_promo_code_format' } });
    checkPairs(v, ctx);
  });

/**
 * POST /admin/affiliate: an affiliate account made by an admin (docs/product/admin.md), with its code and settings, in one
 * batch (user and affiliate row: all or nothing; a taken email or code refuses both). The person gets the
 * affiliate welcome email with their code; the admin tells them the password.
 */
export const affiliatesCreate = adminRoute('POST', '/affiliate', 'Create an affiliate', ['AFFILIATE_CODE_TAKEN', 'EMAIL_TAKEN'])
  .input(input)
  .output(z.object({ id: z.string(), code: z.string() }))
  .mutation(async ({ ctx, input: v }) => {
    const id = crypto.randomUUID();
    const code = v.code ?? randomToken(5).toUpperCase();
    const password_hash = await ctx.services.hasher.hash(v.password);
    try {
      await ctx.db.batch([
        ctx.db.insert(users).values({
          id,
          email: v.email,
          password_hash,
          first_name: v.first_name,
          last_name: v.last_name,
          locale: v.locale,
          is_affiliate: true,
          sign_up_source: 'admin',
          created_at: ctx.now,
          updated_at: ctx.now,
        }),
        ctx.db.insert(affiliates).values({
          user_id: id,
          code,
          fixed_amount: v.fixed_amount,
          fixed_discount_amount: v.fixed_discount_amount,
          percent_amount: v.percent_amount,
          percent_discount_amount: v.percent_discount_amount,
          created_at: ctx.now,
        }),
      ]);
    } catch (e) {
      if (uniqueFailed(e, 'users.email')) throw emailTaken(ctx.locale);
      if (uniqueFailed(e, 'affiliates.code'))
        throw new AppError('AFFILIATE_CODE_TAKEN', {}, { code: [m.error_affiliate_code_taken({}, { locale: ctx.locale })] });
      throw e;
    }
    const l = v.locale;
    const body = m.email_affiliate_welcome_body({ name: v.first_name, code }, { locale: l });
    await queueEmail(
      ctx,
      { to: v.email, business_id: null, ...renderEmail(l, m.email_welcome_subject({}, { locale: l }), body) },
      `welcome:${id}`,
    );
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        action: 'affiliate.create',
        target_type: 'user',
        target_id: id,
        details: { email: v.email, code },
        ip: ctx.ip,
      },
      ctx.now,
    );
    const row = await ctx.db.query.affiliates.findFirst({ where: eq(affiliates.user_id, id), columns: { code: true } });
    return { id, code: row?.code ?? code };
  });
