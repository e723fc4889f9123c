-- Analytics (issue 27): the numbers' appointments and class sessions, sales and products and vouchers sold
-- (analytics/figures.ts) per local day of the business's zone, beside 0029's and 0031's daily rollups, so a year's
-- counts are 365 rows instead of walking ~25,000 appointments and joining ~5,000 sales to their ~15,000 lines.
-- Days as analytics_visit_days (days since 1970-01-01 on the zone's wall clock, offsets from analytics_zone_offsets;
-- no analytics_day_zones row, no day rows). Kept by triggers in the statement that writes (rows may fall to zero
-- and stay); rebuilt with the other day tables when the business's zone changes (0031's businesses trigger is
-- recreated below with them). A migration that rebuilds `appointments`, `sales` or `sale_lines` drops these
-- triggers and must recreate them (packages/api/test/analytics-days.test.ts checks the copies equal the raw rows).
-- Per local day of start_at and type: the appointments rows (any status; blocked time too, read by type).
CREATE TABLE `analytics_session_days` (
	`business_id` text NOT NULL,
	`day` integer NOT NULL,
	`type` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `type`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Per local day of sold_at: the sales not deleted, and their lines' quantities of products and gift vouchers (lines
-- of the sale's own business, as the join the figures made).
CREATE TABLE `analytics_sale_days` (
	`business_id` text NOT NULL,
	`day` integer NOT NULL,
	`sales` integer DEFAULT 0 NOT NULL,
	`products` integer DEFAULT 0 NOT NULL,
	`vouchers` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `analytics_session_days` (business_id, day, type, n)
	SELECT a.business_id, (a.start_at + r.utc_offset - (((a.start_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000, a.type, count(*)
	FROM `analytics_day_zones` z
	JOIN (SELECT zone, at, utc_offset, coalesce(lead(at) OVER (PARTITION BY zone ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets`) r ON r.zone = z.zone
	JOIN `appointments` a ON a.business_id = z.business_id AND a.start_at >= r.at AND a.start_at < r.next
	GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT s.business_id, (s.sold_at + r.utc_offset - (((s.sold_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000, count(*),
		sum((SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = s.id AND l.business_id = s.business_id AND l.kind = 'product')),
		sum((SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = s.id AND l.business_id = s.business_id AND l.kind = 'gift_voucher'))
	FROM `analytics_day_zones` z
	JOIN (SELECT zone, at, utc_offset, coalesce(lead(at) OVER (PARTITION BY zone ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets`) r ON r.zone = z.zone
	JOIN `sales` s ON s.business_id = z.business_id AND s.deleted_at IS NULL AND s.sold_at >= r.at AND s.sold_at < r.next
	GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `analytics_session_days_insert` AFTER INSERT ON `appointments` BEGIN
	INSERT INTO `analytics_session_days` (business_id, day, type, n)
	SELECT NEW.business_id, d, NEW.type, 1 FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT NEW.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.start_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_session_days_delete` AFTER DELETE ON `appointments` BEGIN
	INSERT INTO `analytics_session_days` (business_id, day, type, n)
	SELECT OLD.business_id, d, OLD.type, -1 FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.start_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_session_days_update` AFTER UPDATE OF `business_id`, `start_at`, `type` ON `appointments` BEGIN
	INSERT INTO `analytics_session_days` (business_id, day, type, n)
	SELECT OLD.business_id, d, OLD.type, -1 FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.start_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET n = n + excluded.n;
	INSERT INTO `analytics_session_days` (business_id, day, type, n)
	SELECT NEW.business_id, d, NEW.type, 1 FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT NEW.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.start_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL
	ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_sale_days_insert` AFTER INSERT ON `sales` WHEN NEW.deleted_at IS NULL BEGIN
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT NEW.business_id, d, 1, (SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = NEW.id AND l.business_id = NEW.business_id AND l.kind = 'product'), (SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = NEW.id AND l.business_id = NEW.business_id AND l.kind = 'gift_voucher')
	FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT NEW.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.sold_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL AND NEW.deleted_at IS NULL
	ON CONFLICT DO UPDATE SET sales = sales + excluded.sales, products = products + excluded.products, vouchers = vouchers + excluded.vouchers;
END;
--> statement-breakpoint
-- Before the row goes: its lines are still there (a cascade deletes them after the sale, when their own trigger no
-- longer finds it).
CREATE TRIGGER `analytics_sale_days_delete` BEFORE DELETE ON `sales` WHEN OLD.deleted_at IS NULL BEGIN
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT OLD.business_id, d, -1, -(SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = OLD.id AND l.business_id = OLD.business_id AND l.kind = 'product'), -(SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = OLD.id AND l.business_id = OLD.business_id AND l.kind = 'gift_voucher')
	FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.sold_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL AND OLD.deleted_at IS NULL
	ON CONFLICT DO UPDATE SET sales = sales + excluded.sales, products = products + excluded.products, vouchers = vouchers + excluded.vouchers;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_sale_days_update` AFTER UPDATE OF `id`, `business_id`, `sold_at`, `deleted_at` ON `sales` BEGIN
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT OLD.business_id, d, -1, -(SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = OLD.id AND l.business_id = OLD.business_id AND l.kind = 'product'), -(SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = OLD.id AND l.business_id = OLD.business_id AND l.kind = 'gift_voucher')
	FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.sold_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL AND OLD.deleted_at IS NULL
	ON CONFLICT DO UPDATE SET sales = sales + excluded.sales, products = products + excluded.products, vouchers = vouchers + excluded.vouchers;
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT NEW.business_id, d, 1, (SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = NEW.id AND l.business_id = NEW.business_id AND l.kind = 'product'), (SELECT coalesce(sum(l.quantity), 0) FROM `sale_lines` l WHERE l.sale_id = NEW.id AND l.business_id = NEW.business_id AND l.kind = 'gift_voucher')
	FROM (SELECT (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT NEW.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.sold_at ORDER BY o.at DESC LIMIT 1) AS x)) AS d) WHERE d IS NOT NULL AND NEW.deleted_at IS NULL
	ON CONFLICT DO UPDATE SET sales = sales + excluded.sales, products = products + excluded.products, vouchers = vouchers + excluded.vouchers;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_sale_days_line_insert` AFTER INSERT ON `sale_lines` BEGIN
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT s.business_id, (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT s.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = s.business_id AND o.at <= s.sold_at ORDER BY o.at DESC LIMIT 1) AS x)), 0,
		CASE WHEN NEW.kind = 'product' THEN NEW.quantity ELSE 0 END, CASE WHEN NEW.kind = 'gift_voucher' THEN NEW.quantity ELSE 0 END
	FROM `sales` s WHERE s.id = NEW.sale_id AND s.business_id = NEW.business_id AND s.deleted_at IS NULL
		AND (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT s.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = s.business_id AND o.at <= s.sold_at ORDER BY o.at DESC LIMIT 1) AS x)) IS NOT NULL
	ON CONFLICT DO UPDATE SET products = products + excluded.products, vouchers = vouchers + excluded.vouchers;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_sale_days_line_delete` AFTER DELETE ON `sale_lines` BEGIN
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT s.business_id, (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT s.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = s.business_id AND o.at <= s.sold_at ORDER BY o.at DESC LIMIT 1) AS x)), 0,
		CASE WHEN OLD.kind = 'product' THEN -OLD.quantity ELSE 0 END, CASE WHEN OLD.kind = 'gift_voucher' THEN -OLD.quantity ELSE 0 END
	FROM `sales` s WHERE s.id = OLD.sale_id AND s.business_id = OLD.business_id AND s.deleted_at IS NULL
		AND (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT s.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = s.business_id AND o.at <= s.sold_at ORDER BY o.at DESC LIMIT 1) AS x)) IS NOT NULL
	ON CONFLICT DO UPDATE SET products = products + excluded.products, vouchers = vouchers + excluded.vouchers;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_sale_days_line_update` AFTER UPDATE OF `sale_id`, `business_id`, `kind`, `quantity` ON `sale_lines` BEGIN
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT s.business_id, (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT s.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = s.business_id AND o.at <= s.sold_at ORDER BY o.at DESC LIMIT 1) AS x)), 0,
		CASE WHEN OLD.kind = 'product' THEN -OLD.quantity ELSE 0 END, CASE WHEN OLD.kind = 'gift_voucher' THEN -OLD.quantity ELSE 0 END
	FROM `sales` s WHERE s.id = OLD.sale_id AND s.business_id = OLD.business_id AND s.deleted_at IS NULL
		AND (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT s.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = s.business_id AND o.at <= s.sold_at ORDER BY o.at DESC LIMIT 1) AS x)) IS NOT NULL
	ON CONFLICT DO UPDATE SET products = products + excluded.products, vouchers = vouchers + excluded.vouchers;
	INSERT INTO `analytics_sale_days` (business_id, day, sales, products, vouchers)
	SELECT s.business_id, (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT s.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = s.business_id AND o.at <= s.sold_at ORDER BY o.at DESC LIMIT 1) AS x)), 0,
		CASE WHEN NEW.kind = 'product' THEN NEW.quantity ELSE 0 END, CASE WHEN NEW.kind = 'gift_voucher' THEN NEW.quantity ELSE 0 END
	FROM `sales` s WHERE s.id = NEW.sale_id AND s.business_id = NEW.business_id AND s.deleted_at IS NULL
		AND (SELECT (x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT s.sold_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = s.business_id AND o.at <= s.sold_at ORDER BY o.at DESC LIMIT 1) AS x)) IS NOT NULL
	ON CONFLICT DO UPDATE SET products = products + excluded.products, vouchers = vouchers + excluded.vouchers;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_session_days_business_delete` AFTER DELETE ON `businesses` BEGIN
	DELETE FROM `analytics_session_days` WHERE business_id = OLD.id;
	DELETE FROM `analytics_sale_days` WHERE business_id = OLD.id;
END;
--> statement-breakpoint
-- 0031's zone trigger again, rebuilding these days too (one trigger: the order of two would decide which saw the old zone).
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
END;
