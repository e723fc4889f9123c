-- Analytics (issue 27): the financial tab's ledger by method, type and kind, and the money allocated to appointments
-- by service and by location, per local day of the business's zone, beside 0029's and 0039's daily copies, so a
-- year is ~365 × a few rows instead of ~50,000 payments grouped and ~50,000 allocations summed. Days as
-- analytics_income_days (days since 1970-01-01 on the zone's wall clock, offsets from analytics_zone_offsets; no
-- analytics_day_zones row, no day rows). Kept by triggers in the statement that writes (rows may fall to zero and
-- stay); rebuilt with the other day tables when the business's zone changes (0039's businesses trigger is recreated
-- below with them). A migration that rebuilds `payments` or `analytics_allocations` drops these triggers and must
-- recreate them (packages/api/test/analytics-days.test.ts checks the copies equal the raw rows).
-- Per local day of taken_at and (method, type, kind): the payments' amount and count (gift-voucher spends included:
-- the reader counts them apart, as payments/statistic.ts incomeOf does).
CREATE TABLE `analytics_ledger_days` (
	`business_id` text NOT NULL,
	`day` integer NOT NULL,
	`method` text NOT NULL,
	`type` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `method`, `type`, `kind`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Per local day of the payment's taken_at: analytics_allocations' amounts by service ('s', its id or '' for none)
-- and, apart, by location ('l'); each allocation counts once in each.
CREATE TABLE `analytics_allocation_days` (
	`business_id` text NOT NULL,
	`day` integer NOT NULL,
	`kind` text NOT NULL,
	`id` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `kind`, `id`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `analytics_ledger_days` (business_id, day, method, type, kind, amount, n)
	SELECT p.business_id, (p.taken_at + r.utc_offset - (((p.taken_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000,
		p.method, p.type, p.kind, sum(p.amount), count(*)
	FROM `analytics_day_zones` z
	JOIN (SELECT zone, at, utc_offset, coalesce(lead(at) OVER (PARTITION BY zone ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets`) r ON r.zone = z.zone
	JOIN `payments` p ON p.business_id = z.business_id AND p.taken_at >= r.at AND p.taken_at < r.next
	GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO `analytics_allocation_days` (business_id, day, kind, id, amount)
	SELECT a.business_id, (a.taken_at + r.utc_offset - (((a.taken_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000,
		k.kind, CASE k.kind WHEN 's' THEN a.service_id ELSE a.location_id END, sum(a.amount)
	FROM `analytics_day_zones` z
	JOIN (SELECT zone, at, utc_offset, coalesce(lead(at) OVER (PARTITION BY zone ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets`) r ON r.zone = z.zone
	JOIN `analytics_allocations` a ON a.business_id = z.business_id AND a.taken_at >= r.at AND a.taken_at < r.next
	JOIN (SELECT 's' AS kind UNION ALL SELECT 'l') k
	GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Service delivery's class sessions by class in a period (analytics/service-delivery.ts): only the class sessions'
-- index entries, title included, instead of every appointment of the period looked up for its type (a year: ~2,400
-- entries instead of ~25,000 row reads).
CREATE INDEX `appointments_class_sessions_idx` ON `appointments` (`business_id`,`start_at`,`class_id`,`title`) WHERE type = 'class_session';
--> statement-breakpoint
CREATE TRIGGER `analytics_ledger_days_insert` AFTER INSERT ON `payments` BEGIN
	INSERT INTO `analytics_ledger_days` (business_id, day, method, type, kind, amount, n)
	SELECT NEW.business_id, d, NEW.method, NEW.type, NEW.kind, NEW.amount, 1 FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT NEW.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.taken_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount, n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_ledger_days_delete` AFTER DELETE ON `payments` BEGIN
	INSERT INTO `analytics_ledger_days` (business_id, day, method, type, kind, amount, n)
	SELECT OLD.business_id, d, OLD.method, OLD.type, OLD.kind, -OLD.amount, -1 FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.taken_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount, n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_ledger_days_update` AFTER UPDATE OF `business_id`, `taken_at`, `method`, `type`, `kind`, `amount` ON `payments` BEGIN
	INSERT INTO `analytics_ledger_days` (business_id, day, method, type, kind, amount, n)
	SELECT OLD.business_id, d, OLD.method, OLD.type, OLD.kind, -OLD.amount, -1 FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.taken_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount, n = n + excluded.n;
	INSERT INTO `analytics_ledger_days` (business_id, day, method, type, kind, amount, n)
	SELECT NEW.business_id, d, NEW.method, NEW.type, NEW.kind, NEW.amount, 1 FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT NEW.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.taken_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount, n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_allocation_days_insert` AFTER INSERT ON `analytics_allocations` BEGIN
	INSERT INTO `analytics_allocation_days` (business_id, day, kind, id, amount)
	SELECT NEW.business_id, d, k.kind, CASE k.kind WHEN 's' THEN NEW.service_id ELSE NEW.location_id END, NEW.amount
	FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT NEW.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.taken_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) JOIN (SELECT 's' AS kind UNION ALL SELECT 'l') k WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_allocation_days_delete` AFTER DELETE ON `analytics_allocations` BEGIN
	INSERT INTO `analytics_allocation_days` (business_id, day, kind, id, amount)
	SELECT OLD.business_id, d, k.kind, CASE k.kind WHEN 's' THEN OLD.service_id ELSE OLD.location_id END, -OLD.amount
	FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.taken_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) JOIN (SELECT 's' AS kind UNION ALL SELECT 'l') k WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;
END;
--> statement-breakpoint
-- 0020's triggers replace rows (a delete, then an insert) and never update one; this keeps the copy true if one does.
CREATE TRIGGER `analytics_allocation_days_update` AFTER UPDATE ON `analytics_allocations` BEGIN
	INSERT INTO `analytics_allocation_days` (business_id, day, kind, id, amount)
	SELECT OLD.business_id, d, k.kind, CASE k.kind WHEN 's' THEN OLD.service_id ELSE OLD.location_id END, -OLD.amount
	FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.taken_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) JOIN (SELECT 's' AS kind UNION ALL SELECT 'l') k WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;
	INSERT INTO `analytics_allocation_days` (business_id, day, kind, id, amount)
	SELECT NEW.business_id, d, k.kind, CASE k.kind WHEN 's' THEN NEW.service_id ELSE NEW.location_id END, NEW.amount
	FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT NEW.taken_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.taken_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) JOIN (SELECT 's' AS kind UNION ALL SELECT 'l') k WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_money_days_business_delete` AFTER DELETE ON `businesses` BEGIN
	DELETE FROM `analytics_ledger_days` WHERE business_id = OLD.id;
	DELETE FROM `analytics_allocation_days` WHERE business_id = OLD.id;
END;
--> statement-breakpoint
-- 0039's zone trigger again, rebuilding these days too (one trigger: the order of two would decide which saw the old zone).
DROP TRIGGER `analytics_day_zones_business_zone`;
--> statement-breakpoint
CREATE TRIGGER `analytics_day_zones_business_zone` AFTER UPDATE OF `timezone` ON `businesses`
	WHEN NOT EXISTS (SELECT 1 FROM `analytics_day_zones` WHERE business_id = NEW.id AND zone = NEW.timezone)
		AND (OLD.timezone IS NOT NEW.timezone OR EXISTS (SELECT 1 FROM `analytics_zone_offsets` WHERE zone = NEW.timezone)) BEGIN
	DELETE FROM `analytics_day_zones` WHERE business_id = NEW.id;
	DELETE FROM `analytics_visit_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_income_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_group_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_session_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_sale_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_ledger_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_allocation_days` WHERE business_id = NEW.id;
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
	INSERT INTO `analytics_group_days` (business_id, day, kind, id, status, visits, minutes, value)
	SELECT business_id, d, kind, id, status, count(*), sum(m), sum(value) FROM (
		SELECT v.business_id, (v.start_at + r.utc_offset - (((v.start_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000 AS d,
			k.kind, coalesce(CASE k.kind WHEN 's' THEN v.service_id WHEN 'c' THEN v.class_id ELSE v.location_id END, '') AS id,
			v.status, (v.end_at - v.start_at) / 60000 AS m, v.value
		FROM (SELECT at, utc_offset, coalesce(lead(at) OVER (ORDER BY at), 9000000000000000) AS next
			FROM `analytics_zone_offsets` WHERE zone = NEW.timezone) r
		JOIN `analytics_visits` v ON v.business_id = NEW.id AND v.start_at >= r.at AND v.start_at < r.next
		JOIN (SELECT 's' AS kind, 'appointment' AS type UNION ALL SELECT 'c', 'class_session' UNION ALL SELECT 'l', NULL) k
			ON k.type = v.type OR (k.type IS NULL AND v.type <> 'blocked'))
	GROUP BY 1, 2, 3, 4, 5;
	INSERT INTO `analytics_session_days` (business_id, day, type, n)
	SELECT a.business_id, (a.start_at + r.utc_offset - (((a.start_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000, a.type, count(*)
	FROM (SELECT at, utc_offset, coalesce(lead(at) OVER (ORDER BY at), 9000000000000000) AS next
			FROM `analytics_zone_offsets` WHERE zone = NEW.timezone) r
	JOIN `appointments` a ON a.business_id = NEW.id AND a.start_at >= r.at AND a.start_at < r.next
	GROUP BY 1, 2, 3;
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT s.business_id, (s.sold_at + r.utc_offset - (((s.sold_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000, count(*),
		sum((SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = s.id AND l.business_id = s.business_id AND l.kind = 'product')),
		sum((SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = s.id AND l.business_id = s.business_id AND l.kind = 'gift_voucher'))
	FROM (SELECT at, utc_offset, coalesce(lead(at) OVER (ORDER BY at), 9000000000000000) AS next
			FROM `analytics_zone_offsets` WHERE zone = NEW.timezone) r
	JOIN `sales` s ON s.business_id = NEW.id AND s.deleted_at IS NULL AND s.sold_at >= r.at AND s.sold_at < r.next
	GROUP BY 1, 2;
	INSERT INTO `analytics_ledger_days` (business_id, day, method, type, kind, amount, n)
	SELECT p.business_id, (p.taken_at + r.utc_offset - (((p.taken_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000,
		p.method, p.type, p.kind, sum(p.amount), count(*)
	FROM (SELECT at, utc_offset, coalesce(lead(at) OVER (ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets` WHERE zone = NEW.timezone) r
	JOIN `payments` p ON p.business_id = NEW.id AND p.taken_at >= r.at AND p.taken_at < r.next
	GROUP BY 1, 2, 3, 4, 5;
	INSERT INTO `analytics_allocation_days` (business_id, day, kind, id, amount)
	SELECT a.business_id, (a.taken_at + r.utc_offset - (((a.taken_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000,
		k.kind, CASE k.kind WHEN 's' THEN a.service_id ELSE a.location_id END, sum(a.amount)
	FROM (SELECT at, utc_offset, coalesce(lead(at) OVER (ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets` WHERE zone = NEW.timezone) r
	JOIN `analytics_allocations` a ON a.business_id = NEW.id AND a.taken_at >= r.at AND a.taken_at < r.next
	JOIN (SELECT 's' AS kind UNION ALL SELECT 'l') k
	GROUP BY 1, 2, 3, 4;
END;
