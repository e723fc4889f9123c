import type { Client } from '@libsql/client';

/**
 * A database as it could be before 0007 (no foreign keys yet): one business
 * with ordinary rows, and orphans of every kind 0007 must clean up. Ids tell
 * which is which: `gone-*` never existed (or was deleted), `orphan-*` points at one.
 */
const T = 1_790_000_000_000;
const PARTS = '[{"title":"Cut","duration_minutes":60,"type":"block"}]';

export const SEED_0006 = [
  // the business and its owner, with 7 SMS and 0 email credits on the old counters
  `INSERT INTO users (id, email, password_hash, first_name, last_name, business_id, created_at, updated_at)
   VALUES ('u1', 'o@x.test', 'h', 'O', 'W', 'b1', ${T}, ${T}), ('aff', 'a@x.test', 'h', 'A', 'F', NULL, ${T}, ${T})`,
  `INSERT INTO affiliates (user_id, code, created_at) VALUES ('aff', 'CODE1', ${T})`,
  `INSERT INTO users (id, email, password_hash, first_name, last_name, referred_by_affiliate_id, created_at, updated_at)
   VALUES ('u2', 'r@x.test', 'h', 'R', 'F', 'aff', ${T}, ${T}), ('u3', 'g@x.test', 'h', 'G', 'F', 'gone-affiliate', ${T}, ${T})`,
  `INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
   VALUES ('b1', 'u1', 'Studio', 'studio', 'Europe/Kyiv', 'UAH', 'UK', ${T}, ${T})`,
  `INSERT INTO subscriptions (id, business_id, trial_ends_at, sms_credits, email_credits, created_at, updated_at)
   VALUES ('sub1', 'b1', ${T}, 7, 0, ${T}, ${T}), ('sub-gone', 'gone-business', ${T}, 5, 5, ${T}, ${T})`,
  `INSERT INTO business_settings (business_id, calendar, business_hours, payment, dashboard, tax, updated_at)
   VALUES ('b1', '{}', '[]', '{}', '{}', '{}', ${T})`,
  `INSERT INTO sessions (id, secret_hash, user_id, impersonator_id, expires_at, created_at)
   VALUES ('s1', 'h', 'u1', NULL, ${T}, ${T}), ('orphan-session', 'h', 'gone-user', NULL, ${T}, ${T}),
          ('orphan-impersonation', 'h', 'u1', 'gone-admin', ${T}, ${T})`,
  `INSERT INTO user_tokens (id, purpose, secret_hash, user_id, expires_at, created_at)
   VALUES ('t1', 'password_reset', 'h', 'u1', ${T}, ${T}), ('orphan-token', 'password_reset', 'h', 'gone-user', ${T}, ${T})`,
  `INSERT INTO api_tokens (id, user_id, name, token_hash, created_at)
   VALUES ('k1', 'u1', 'n', 'h1', ${T}), ('orphan-key', 'gone-user', 'n', 'h2', ${T})`,
  // records
  `INSERT INTO clients (id, business_id, first_name, created_at, updated_at)
   VALUES ('c1', 'b1', 'Ann', ${T}, ${T}), ('c2', 'b1', 'Bo', ${T}, ${T}), ('orphan-client', 'gone-business', 'Ghost', ${T}, ${T})`,
  `INSERT INTO services (id, business_id, name, type, parts, duration_minutes, colour, currency, created_at, updated_at)
   VALUES ('sv1', 'b1', 'Cut', 'single', '${PARTS}', 60, '#fff', 'UAH', ${T}, ${T}),
          ('sv2', 'b1', 'Dye', 'single', '${PARTS}', 60, '#fff', 'UAH', ${T}, ${T})`,
  `INSERT INTO locations (id, business_id, title, created_at, updated_at) VALUES ('l1', 'b1', 'Salon', ${T}, ${T})`,
  `INSERT INTO discounts (id, business_id, name, type, value, currency, created_at, updated_at)
   VALUES ('d1', 'b1', 'Ten', 'percentage', 1000, 'UAH', ${T}, ${T})`,
  `INSERT INTO classes (id, business_id, name, duration_minutes, currency, colour, spaces, created_at, updated_at)
   VALUES ('cl1', 'b1', 'Yoga', 60, 'UAH', '#fff', 5, ${T}, ${T})`,
  `INSERT INTO packages (id, business_id, name, currency, created_at, updated_at) VALUES ('p1', 'b1', 'Five cuts', 'UAH', ${T}, ${T})`,
  `INSERT INTO package_services (package_id, service_id, business_id, quantity)
   VALUES ('p1', 'sv1', 'b1', 5), ('p1', 'gone-service', 'b1', 1), ('gone-package', 'sv1', 'b1', 1)`,
  // the diary
  `INSERT INTO appointment_series (id, business_id, frequency, start_date, end_date, start_minute, type, service_id, parts, currency, client_ids, discount_id, created_at, updated_at)
   VALUES ('sr1', 'b1', 'weekly', '2026-01-05', '2026-03-30', 600, 'appointment', 'sv1', '${PARTS}', 'UAH', '["c1"]', 'gone-discount', ${T}, ${T})`,
  `INSERT INTO appointment_series_exceptions (series_id, date, business_id, kind)
   VALUES ('sr1', '2026-01-12', 'b1', 'cancelled'), ('gone-series', '2026-01-12', 'b1', 'cancelled')`,
  `INSERT INTO appointments (id, business_id, type, service_id, start_at, end_at, parts, price, currency, discount_id, location_id, series_id, series_date, created_at, updated_at)
   VALUES ('a1', 'b1', 'appointment', 'sv1', ${T}, ${T + 3_600_000}, '${PARTS}', 50000, 'UAH', 'd1', 'l1', NULL, NULL, ${T}, ${T}),
          ('a2', 'b1', 'appointment', 'gone-service', ${T}, ${T + 3_600_000}, '${PARTS}', 40000, 'UAH', 'gone-discount', 'gone-location', 'gone-series', '2026-01-19', ${T}, ${T}),
          ('orphan-appointment', 'gone-business', 'appointment', NULL, ${T}, ${T}, '${PARTS}', 0, 'UAH', NULL, NULL, NULL, NULL, ${T}, ${T})`,
  `INSERT INTO appointments (id, business_id, type, class_id, start_at, end_at, parts, currency, created_at, updated_at)
   VALUES ('a3', 'b1', 'class_session', 'gone-class', ${T}, ${T}, '${PARTS}', 'UAH', ${T}, ${T}),
          ('a4', 'b1', 'class_session', 'cl1', ${T}, ${T}, '${PARTS}', 'UAH', ${T}, ${T})`,
  `INSERT INTO appointment_clients (appointment_id, client_id, business_id, status, created_at)
   VALUES ('a1', 'c1', 'b1', 'attended', ${T}), ('a2', 'c2', 'b1', 'pending', ${T}),
          ('a1', 'gone-client', 'b1', 'pending', ${T}), ('gone-appointment', 'c1', 'b1', 'pending', ${T})`,
  `INSERT INTO outbox_messages (id, business_id, channel, "to", body_text, provider, created_at)
   VALUES ('m1', 'b1', 'email', 'o@x.test', 'hi', 'outbox', ${T}), ('m2', 'gone-business', 'email', 'z@x.test', 'hi', 'outbox', ${T})`,
];

export async function seed0006(client: Client): Promise<void> {
  for (const sql of SEED_0006) await client.execute(sql);
}
