import { classes, type Db, packageServices, packages, services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { asc } from 'drizzle-orm';
import { scopeToBusiness } from '../core/tenant';
import { zoneCity } from '../shared/time-zone-names';
import { localDateTime, major, sheet, translator } from './export-cells';

/**
 * The classes and packages sheets of the export-everything workbook; a
 * package lists its services with how many sessions of each ("Cut × 2; Colour × 1").
 */
export async function offeringSheets(db: Db, businessId: string, { locale, timeZone }: { locale: Locale; timeZone: string }) {
  const t = translator(locale);
  const id = businessId;
  const [cls, pkgs, lines, svcs] = await Promise.all([
    db.select().from(classes).where(scopeToBusiness(classes, id)).orderBy(asc(classes.sort_key)),
    db.select().from(packages).where(scopeToBusiness(packages, id)).orderBy(asc(packages.sort_key)),
    db.select().from(packageServices).where(scopeToBusiness(packageServices, id)),
    db.select({ id: services.id, name: services.name }).from(services).where(scopeToBusiness(services, id)),
  ]);
  const yesNo = (v: boolean) => (v ? t(m.export_yes) : t(m.export_no));
  const serviceName = new Map(svcs.map((x) => [x.id, x.name]));
  const archived = t(m.export_col_archived_at, { zone: zoneCity(timeZone, locale) });
  const included = (packageId: string) =>
    lines
      .filter((l) => l.package_id === packageId)
      .map((l) => `${serviceName.get(l.service_id) ?? ''} × ${l.quantity}`)
      .join('; ');
  return [
    sheet(
      t(m.export_sheet_classes),
      [
        t(m.export_col_name),
        t(m.export_col_duration),
        t(m.export_col_price),
        t(m.export_col_currency),
        t(m.export_col_spaces),
        t(m.export_col_limit_spaces),
        t(m.export_col_online_booking),
        t(m.export_col_notes),
        archived,
      ],
      cls.map((c) => [
        c.name,
        c.duration_minutes,
        major(c.price, c.currency),
        c.currency,
        c.spaces,
        yesNo(c.limit_spaces),
        yesNo(c.online_booking),
        c.notes,
        localDateTime(c.archived_at, timeZone),
      ]),
    ),
    sheet(
      t(m.export_sheet_packages),
      [
        t(m.export_col_name),
        t(m.export_col_services),
        t(m.export_col_price),
        t(m.export_col_currency),
        t(m.export_col_expiry),
        t(m.export_col_online_booking),
        t(m.export_col_notes),
        archived,
      ],
      pkgs.map((p) => [
        p.name,
        included(p.id),
        major(p.price, p.currency),
        p.currency,
        p.expiry_months,
        yesNo(p.online_booking),
        p.notes,
        localDateTime(p.archived_at, timeZone),
      ]),
    ),
  ];
}
