import { clients } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import type { Ctx } from '../core/context';
import { AppError } from '../core/errors';
import { findOwned } from '../core/tenant';
import type { ClientData } from '../shared/clients-schemas';
import { normalisePhone, phoneCountryOf } from '../shared/phone';
import { fieldLabel } from '../shared/validation';

/** Loads a client of this business, or NOT_FOUND (also for another business's id). */
export function findClient(ctx: Pick<Ctx, 'db'>, businessId: string, id: string) {
  return findOwned(ctx.db, clients, businessId, id);
}

/** Normalises the phone to E.164 with the business's country; a number that cannot be one is a field error. */
export function normaliseClientPhone<T extends Pick<ClientData, 'phone'>>(
  data: T,
  region: 'GB' | 'UK' | 'OTHER',
  locale: Ctx['locale'],
): T {
  if (data.phone === null) return data;
  const e164 = normalisePhone(data.phone, phoneCountryOf(region));
  if (e164) return { ...data, phone: e164 };
  throw new AppError('VALIDATION_ERROR', {}, { phone: [m.validation_tel({ field: fieldLabel(['phone'], locale) }, { locale })] });
}
