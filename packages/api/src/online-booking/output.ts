import type { Db } from '@kairos/db';
import { bookingSettingsOf } from '../booking/settings';
import type { BusinessRow } from '../core/context';
import type { Services } from '../core/services';
import { activeProviderName } from '../integrations/provider';
import type { BookingSettingsOutput } from '../shared/booking-schemas';
import { absoluteLink, links } from '../shared/links';
import { activeItems, OFFERABLE } from './items';

/** GET /user/booking-settings' answer: the row, the page's address, what is and can be offered. */
export async function bookingSettingsAnswer(
  deps: { db: Db; services: Services },
  business: BusinessRow,
): Promise<BookingSettingsOutput> {
  const [row, provider, ...lists] = await Promise.all([
    bookingSettingsOf(deps.db, business.id),
    activeProviderName(deps.db, business),
    ...OFFERABLE.map((kind) => activeItems(deps.db, business.id, kind)),
  ]);
  const [svc = [], cls = [], pkg = [], vch = []] = lists;
  const on = (rows: { id: string; on: boolean }[]) => rows.filter((r) => r.on).map((r) => r.id);
  const plain = (rows: { id: string; name: string }[]) => rows.map((r) => ({ id: r.id, name: r.name }));
  return {
    enabled: row.enabled,
    paused: row.paused,
    existing_clients_only: row.existing_clients_only,
    slug: business.slug,
    notice_hours: row.notice_hours,
    horizon_days: row.horizon_days,
    remember_days: row.remember_days,
    cancel_notice_hours: row.cancel_notice_hours,
    terms: row.terms,
    confirm_email: row.confirm_email,
    confirm_sms: row.confirm_sms,
    notify_owner_email: row.notify_owner_email,
    sms_abroad: row.sms_abroad,
    brand_color: row.brand_color,
    service_ids: on(svc),
    class_ids: on(cls),
    package_ids: on(pkg),
    voucher_ids: on(vch),
    page_url: absoluteLink(deps.services.config.appUrl, links.bookingPage(business.slug)),
    payment_provider: provider,
    offerable: {
      services: svc.map((r) => ({ id: r.id, name: r.name, deposit: r.deposit, currency: r.currency })),
      classes: plain(cls),
      packages: plain(pkg),
      vouchers: plain(vch),
    },
  };
}
