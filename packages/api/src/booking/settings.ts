import { bookingSettings, type Db } from '@kairos/db';
import { eq } from 'drizzle-orm';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;

/** The business's booking-page settings; the defaults (page off) until the owner first saves them. */
export async function bookingSettingsOf(db: Db, businessId: string): Promise<BookingSettingsRow> {
  const row = await db.query.bookingSettings.findFirst({ where: eq(bookingSettings.business_id, businessId) });
  if (row) return row;
  const [made] = await db.insert(bookingSettings).values({ business_id: businessId }).onConflictDoNothing().returning();
  return (
    made ??
    ((await db.query.bookingSettings.findFirst({ where: eq(bookingSettings.business_id, businessId) })) as BookingSettingsRow)
  );
}
