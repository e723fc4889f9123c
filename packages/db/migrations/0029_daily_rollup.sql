-- Analytics (issue 27): daily rollups in the business's own calendar days, beside the hourly ones of 0020, so a
-- year's figures are 365 rows instead of 8,760. A local day number is (instant + the zone's offset then) / 86400000
-- (days since 1970-01-01 on the zone's wall clock; a DST day holds 23 or 25 hours). SQLite knows no zones, so the
-- offsets are a table: `analytics_zone_offsets` holds, per IANA zone, the offset (ms) in force from `at` (ms) on,
-- one row per change; a zone's rows are written once, whole (the app computes them with Intl:
-- analytics/zone-offsets.ts; below, the EU rule for Europe/London and Europe/Kyiv from 1997, and UTC), and never
-- changed. `analytics_day_zones` names the zone a business's day rows are in: no row, no day rows (the reads then
-- sum the hourly rollup). Everything is kept by triggers in the statement that writes, as 0020's are: on
-- analytics_visits and payments (as the hours), and on businesses: a new zone (or a zone whose offsets arrived)
-- rebuilds that business's days in the same statement as the zone change. The reads use the days only when the
-- business's row names the zone they compute in and the stored offsets over the period equal Intl's
-- (analytics/visit-days.ts), so they can never read days of another zone.
CREATE TABLE `analytics_zone_offsets` (
	`zone` text NOT NULL,
	`at` integer NOT NULL,
	`utc_offset` integer NOT NULL,
	PRIMARY KEY(`zone`, `at`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_day_zones` (
	`business_id` text PRIMARY KEY NOT NULL,
	`zone` text NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
-- Per local day, type and stored status: the visits (blocked time left out); status '' rows carry the booked
-- minutes (each appointment or session with a client not cancelled, once), as analytics_visit_hours.
CREATE TABLE `analytics_visit_days` (
	`business_id` text NOT NULL,
	`day` integer NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `type`, `status`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Per local day of taken_at: the payments' net amount (gift-voucher spends left out), as analytics_income_hours.
CREATE TABLE `analytics_income_days` (
	`business_id` text NOT NULL,
	`day` integer NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The EU rule (since 1996 in both zones): summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on
-- the last Sunday of October. The reads compare these rows with Intl before they trust them.
INSERT INTO `analytics_zone_offsets` (zone, at, utc_offset)
WITH RECURSIVE years(y) AS (SELECT 1997 UNION ALL SELECT y + 1 FROM years WHERE y < 2099),
	zones(zone, std) AS (VALUES ('Europe/London', 0), ('Europe/Kyiv', 7200000))
SELECT zone, CAST(strftime('%s', '1997-01-01') AS INTEGER) * 1000, std FROM zones
UNION ALL
SELECT zone, CAST(strftime('%s', date(y || '-03-31', '-6 days', 'weekday 0')) AS INTEGER) * 1000 + 3600000, std + 3600000
FROM zones, years
UNION ALL
SELECT zone, CAST(strftime('%s', date(y || '-10-31', '-6 days', 'weekday 0')) AS INTEGER) * 1000 + 3600000, std
FROM zones, years
UNION ALL
SELECT 'UTC', 0, 0;
--> statement-breakpoint
-- The days of a business are built for its zone whenever that zone has offsets.
INSERT INTO `analytics_day_zones` (business_id, zone)
SELECT id, timezone FROM `businesses` WHERE timezone IN (SELECT zone FROM `analytics_zone_offsets`);
--> statement-breakpoint
-- Backfill: each zone's offsets as ranges [at, next), each joined to the business's visits and payments in it
-- (one range of their (business, instant) keys per offset). The local day of x = instant + offset, floored.
INSERT INTO `analytics_visit_days` (business_id, day, type, status, visits)
SELECT v.business_id, (v.start_at + r.utc_offset - (((v.start_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000 AS d,
	v.type, v.status, count(*)
FROM `analytics_day_zones` z
JOIN (SELECT zone, at, utc_offset, coalesce(lead(at) OVER (PARTITION BY zone ORDER BY at), 9000000000000000) AS next
	FROM `analytics_zone_offsets`) r ON r.zone = z.zone
JOIN `analytics_visits` v ON v.business_id = z.business_id AND v.start_at >= r.at AND v.start_at < r.next
WHERE v.type <> 'blocked'
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO `analytics_visit_days` (business_id, day, type, status, booked)
SELECT business_id, d, type, '', sum(m) FROM (
	SELECT v.business_id, (v.start_at + r.utc_offset - (((v.start_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000 AS d,
		v.type, max(v.end_at - v.start_at) / 60000 AS m
	FROM `analytics_day_zones` z
	JOIN (SELECT zone, at, utc_offset, coalesce(lead(at) OVER (PARTITION BY zone ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets`) r ON r.zone = z.zone
	JOIN `analytics_visits` v ON v.business_id = z.business_id AND v.start_at >= r.at AND v.start_at < r.next
	WHERE v.type <> 'blocked' AND v.status <> 'cancelled' GROUP BY v.business_id, v.start_at, v.appointment_id)
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO `analytics_income_days` (business_id, day, amount)
SELECT p.business_id, (p.taken_at + r.utc_offset - (((p.taken_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000,
	sum(p.amount)
FROM `analytics_day_zones` z
JOIN (SELECT zone, at, utc_offset, coalesce(lead(at) OVER (PARTITION BY zone ORDER BY at), 9000000000000000) AS next
	FROM `analytics_zone_offsets`) r ON r.zone = z.zone
JOIN `payments` p ON p.business_id = z.business_id AND p.taken_at >= r.at AND p.taken_at < r.next
WHERE p.method <> 'gift_voucher'
GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `analytics_visit_days_insert` AFTER INSERT ON `analytics_visits` WHEN NEW.type <> 'blocked' BEGIN
	INSERT INTO `analytics_visit_days` (business_id, day, type, status, visits)
	SELECT NEW.business_id, (x - ((x % 86400000) + 86400000) % 86400000) / 86400000, NEW.type, NEW.status, 1
	FROM (SELECT NEW.start_at + (SELECT o.utc_offset FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.start_at ORDER BY o.at DESC LIMIT 1) AS x) WHERE x IS NOT NULL
	ON CONFLICT DO UPDATE SET visits = visits + 1;
	INSERT INTO `analytics_visit_days` (business_id, day, type, status, booked)
	SELECT NEW.business_id, (x - ((x % 86400000) + 86400000) % 86400000) / 86400000, NEW.type, '', (NEW.end_at - NEW.start_at) / 60000
	FROM (SELECT NEW.start_at + (SELECT o.utc_offset FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.start_at ORDER BY o.at DESC LIMIT 1) AS x)
	WHERE x IS NOT NULL AND NEW.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM `analytics_visits` v
		WHERE v.appointment_id = NEW.appointment_id AND v.client_id <> NEW.client_id AND v.status <> 'cancelled')
	ON CONFLICT DO UPDATE SET booked = booked + excluded.booked;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visit_days_delete` AFTER DELETE ON `analytics_visits` WHEN OLD.type <> 'blocked' BEGIN
	UPDATE `analytics_visit_days` SET visits = visits - 1
	WHERE business_id = OLD.business_id AND type = OLD.type AND status = OLD.status AND day = (SELECT
		(x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.start_at ORDER BY o.at DESC LIMIT 1) AS x));
	UPDATE `analytics_visit_days` SET booked = booked - (OLD.end_at - OLD.start_at) / 60000
	WHERE business_id = OLD.business_id AND type = OLD.type AND status = '' AND day = (SELECT
		(x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.start_at ORDER BY o.at DESC LIMIT 1) AS x))
		AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM `analytics_visits` v
			WHERE v.appointment_id = OLD.appointment_id AND v.status <> 'cancelled');
	DELETE FROM `analytics_visit_days` WHERE business_id = OLD.business_id AND visits = 0 AND booked = 0 AND type = OLD.type
		AND day = (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.start_at ORDER BY o.at DESC LIMIT 1) AS x));
END;--> statement-breakpoint
CREATE TRIGGER `analytics_income_days_insert` AFTER INSERT ON `payments` WHEN NEW.method <> 'gift_voucher' BEGIN
	INSERT INTO `analytics_income_days` (business_id, day, amount)
	SELECT NEW.business_id, (x - ((x % 86400000) + 86400000) % 86400000) / 86400000, NEW.amount
	FROM (SELECT NEW.taken_at + (SELECT o.utc_offset FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.taken_at ORDER BY o.at DESC LIMIT 1) AS x) WHERE x IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_income_days_delete` AFTER DELETE ON `payments` WHEN OLD.method <> 'gift_voucher' BEGIN
	UPDATE `analytics_income_days` SET amount = amount - OLD.amount WHERE business_id = OLD.business_id AND day = (SELECT
		(x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.taken_at ORDER BY o.at DESC LIMIT 1) AS x));
END;--> statement-breakpoint
CREATE TRIGGER `analytics_income_days_update` AFTER UPDATE OF `business_id`, `taken_at`, `method`, `amount` ON `payments` BEGIN
	UPDATE `analytics_income_days` SET amount = amount - OLD.amount WHERE OLD.method <> 'gift_voucher'
		AND business_id = OLD.business_id AND day = (SELECT
		(x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.taken_at ORDER BY o.at DESC LIMIT 1) AS x));
	INSERT INTO `analytics_income_days` (business_id, day, amount)
	SELECT NEW.business_id, (x - ((x % 86400000) + 86400000) % 86400000) / 86400000, NEW.amount
	FROM (SELECT NEW.taken_at + (SELECT o.utc_offset FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.taken_at ORDER BY o.at DESC LIMIT 1) AS x)
	WHERE x IS NOT NULL AND NEW.method <> 'gift_voucher'
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;
END;--> statement-breakpoint
-- A business's zone: a new business gets its row when its zone has offsets; a changed zone (or one whose offsets
-- have arrived since) rebuilds its days in the same statement, from analytics_visits and payments.
CREATE TRIGGER `analytics_day_zones_business_insert` AFTER INSERT ON `businesses` BEGIN
	INSERT OR REPLACE INTO `analytics_day_zones` (business_id, zone)
	SELECT NEW.id, NEW.timezone WHERE EXISTS (SELECT 1 FROM `analytics_zone_offsets` WHERE zone = NEW.timezone);
END;--> statement-breakpoint
CREATE TRIGGER `analytics_day_zones_business_delete` AFTER DELETE ON `businesses` BEGIN
	DELETE FROM `analytics_day_zones` WHERE business_id = OLD.id;
	DELETE FROM `analytics_visit_days` WHERE business_id = OLD.id;
	DELETE FROM `analytics_income_days` WHERE business_id = OLD.id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_day_zones_business_zone` AFTER UPDATE OF `timezone` ON `businesses`
	WHEN NOT EXISTS (SELECT 1 FROM `analytics_day_zones` WHERE business_id = NEW.id AND zone = NEW.timezone)
		AND (OLD.timezone IS NOT NEW.timezone OR EXISTS (SELECT 1 FROM `analytics_zone_offsets` WHERE zone = NEW.timezone)) BEGIN
	DELETE FROM `analytics_day_zones` WHERE business_id = NEW.id;
	DELETE FROM `analytics_visit_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_income_days` WHERE business_id = NEW.id;
	INSERT INTO `analytics_day_zones` (business_id, zone)
	SELECT NEW.id, NEW.timezone WHERE EXISTS (SELECT 1 FROM `analytics_zone_offsets` WHERE zone = NEW.timezone);
	INSERT INTO `analytics_visit_days` (business_id, day, type, status, visits)
	SELECT v.business_id, (v.start_at + r.utc_offset - (((v.start_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000 AS d,
		v.type, v.status, count(*)
	FROM (SELECT at, utc_offset, coalesce(lead(at) OVER (ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets` WHERE zone = NEW.timezone) r
	JOIN `analytics_visits` v ON v.business_id = NEW.id AND v.start_at >= r.at AND v.start_at < r.next
	WHERE v.type <> 'blocked'
	GROUP BY 1, 2, 3, 4;
	INSERT INTO `analytics_visit_days` (business_id, day, type, status, booked)
	SELECT business_id, d, type, '', sum(m) FROM (
		SELECT v.business_id, (v.start_at + r.utc_offset - (((v.start_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000 AS d,
			v.type, max(v.end_at - v.start_at) / 60000 AS m
		FROM (SELECT at, utc_offset, coalesce(lead(at) OVER (ORDER BY at), 9000000000000000) AS next
			FROM `analytics_zone_offsets` WHERE zone = NEW.timezone) r
		JOIN `analytics_visits` v ON v.business_id = NEW.id AND v.start_at >= r.at AND v.start_at < r.next
		WHERE v.type <> 'blocked' AND v.status <> 'cancelled' GROUP BY v.business_id, v.start_at, v.appointment_id)
	GROUP BY 1, 2, 3;
	INSERT INTO `analytics_income_days` (business_id, day, amount)
	SELECT p.business_id, (p.taken_at + r.utc_offset - (((p.taken_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000,
		sum(p.amount)
	FROM (SELECT at, utc_offset, coalesce(lead(at) OVER (ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets` WHERE zone = NEW.timezone) r
	JOIN `payments` p ON p.business_id = NEW.id AND p.taken_at >= r.at AND p.taken_at < r.next
	WHERE p.method <> 'gift_voucher'
	GROUP BY 1, 2;
END;
