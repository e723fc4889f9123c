-- Analytics (issue 27): service delivery's groups by local day, beside 0029's daily rollups, so a year's visits by
-- service, class and location are a few rows a day instead of every visit. Per local day of the business's zone
-- (as analytics_visit_days: days since 1970-01-01 on its wall clock, offsets from analytics_zone_offsets), kind,
-- group id ('' for none) and stored status: the visits, their minutes ((end - start) / 60000 each, truncated) and
-- their value. Kinds: 's' = appointments by service, 'c' = class sessions by class, 'l' = every visit (blocked
-- time left out) by location. Kept by triggers on analytics_visits (whose rows are only inserted and deleted) in the statement that writes; rebuilt with the
-- other day tables when the business's zone changes (the businesses trigger of 0029 is recreated below with it).
CREATE TABLE `analytics_group_days` (
	`business_id` text NOT NULL,
	`day` integer NOT NULL,
	`kind` text NOT NULL,
	`id` text NOT NULL,
	`status` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`minutes` integer DEFAULT 0 NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `kind`, `id`, `status`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `analytics_group_days` (business_id, day, kind, id, status, visits, minutes, value)
SELECT business_id, d, kind, id, status, count(*), sum(m), sum(value) FROM (
	SELECT v.business_id, (v.start_at + r.utc_offset - (((v.start_at + r.utc_offset) % 86400000) + 86400000) % 86400000) / 86400000 AS d,
		k.kind, coalesce(CASE k.kind WHEN 's' THEN v.service_id WHEN 'c' THEN v.class_id ELSE v.location_id END, '') AS id,
		v.status, (v.end_at - v.start_at) / 60000 AS m, v.value
	FROM `analytics_day_zones` z
	JOIN (SELECT zone, at, utc_offset, coalesce(lead(at) OVER (PARTITION BY zone ORDER BY at), 9000000000000000) AS next
		FROM `analytics_zone_offsets`) r ON r.zone = z.zone
	JOIN `analytics_visits` v ON v.business_id = z.business_id AND v.start_at >= r.at AND v.start_at < r.next
	JOIN (SELECT 's' AS kind, 'appointment' AS type UNION ALL SELECT 'c', 'class_session' UNION ALL SELECT 'l', NULL) k
		ON k.type = v.type OR (k.type IS NULL AND v.type <> 'blocked'))
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER `analytics_group_days_insert` AFTER INSERT ON `analytics_visits` WHEN NEW.type <> 'blocked' BEGIN
	INSERT INTO `analytics_group_days` (business_id, day, kind, id, status, visits, minutes, value)
	SELECT NEW.business_id, (x - ((x % 86400000) + 86400000) % 86400000) / 86400000, k.kind, k.id, NEW.status, 1,
		(NEW.end_at - NEW.start_at) / 60000, NEW.value
	FROM (SELECT NEW.start_at + (SELECT o.utc_offset FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = NEW.business_id AND o.at <= NEW.start_at ORDER BY o.at DESC LIMIT 1) AS x),
		(SELECT 's' AS kind, coalesce(NEW.service_id, '') AS id WHERE NEW.type = 'appointment'
			UNION ALL SELECT 'c', coalesce(NEW.class_id, '') WHERE NEW.type = 'class_session'
			UNION ALL SELECT 'l', coalesce(NEW.location_id, '')) k
	WHERE x IS NOT NULL
	ON CONFLICT DO UPDATE SET visits = visits + 1, minutes = minutes + excluded.minutes, value = value + excluded.value;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_group_days_delete` AFTER DELETE ON `analytics_visits` WHEN OLD.type <> 'blocked' BEGIN
	UPDATE `analytics_group_days` SET visits = visits - 1, minutes = minutes - (OLD.end_at - OLD.start_at) / 60000,
		value = value - OLD.value
	WHERE business_id = OLD.business_id AND status = OLD.status AND day = (SELECT
		(x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.start_at ORDER BY o.at DESC LIMIT 1) AS x))
		AND ((kind = 's' AND OLD.type = 'appointment' AND id = coalesce(OLD.service_id, ''))
			OR (kind = 'c' AND OLD.type = 'class_session' AND id = coalesce(OLD.class_id, ''))
			OR (kind = 'l' AND id = coalesce(OLD.location_id, '')));
	DELETE FROM `analytics_group_days` WHERE business_id = OLD.business_id AND status = OLD.status AND visits = 0 AND day = (SELECT
		(x - ((x % 86400000) + 86400000) % 86400000) / 86400000 FROM (SELECT OLD.start_at + (SELECT o.utc_offset
		FROM `analytics_day_zones` z JOIN `analytics_zone_offsets` o ON o.zone = z.zone
		WHERE z.business_id = OLD.business_id AND o.at <= OLD.start_at ORDER BY o.at DESC LIMIT 1) AS x));
END;--> statement-breakpoint
CREATE TRIGGER `analytics_group_days_business_delete` AFTER DELETE ON `businesses` BEGIN
	DELETE FROM `analytics_group_days` WHERE business_id = OLD.id;
END;--> statement-breakpoint
-- 0029's zone trigger again, rebuilding the groups too (one trigger: the order of two would decide which saw the old zone).
DROP TRIGGER `analytics_day_zones_business_zone`;
--> statement-breakpoint
CREATE TRIGGER `analytics_day_zones_business_zone` AFTER UPDATE OF `timezone` ON `businesses`
	WHEN NOT EXISTS (SELECT 1 FROM `analytics_day_zones` WHERE business_id = NEW.id AND zone = NEW.timezone)
		AND (OLD.timezone IS NOT NEW.timezone OR EXISTS (SELECT 1 FROM `analytics_zone_offsets` WHERE zone = NEW.timezone)) BEGIN
	DELETE FROM `analytics_day_zones` WHERE business_id = NEW.id;
	DELETE FROM `analytics_visit_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_income_days` WHERE business_id = NEW.id;
	DELETE FROM `analytics_group_days` WHERE business_id = NEW.id;
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
END;
--> statement-breakpoint
-- Per client of a business, their kept visits (not cancelled, not blocked time) as the clients' figures probe them
-- (analytics/history.ts): the first, second and third start and the last. "Had a visit before the period" is
-- first_at < its start, "3rd appointment or more by its end" third_at < its end, "booked again after it"
-- last_at >= its end: one seek per client instead of three probes of their history. Instants, so no zone in it.
CREATE TABLE `analytics_client_visits` (
	`business_id` text NOT NULL,
	`client_id` text NOT NULL,
	`first_at` integer NOT NULL,
	`second_at` integer,
	`third_at` integer,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `client_id`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `analytics_client_visits` (business_id, client_id, first_at, second_at, third_at, last_at)
SELECT business_id, client_id, min(start_at),
	(SELECT x.start_at FROM `analytics_visits` x WHERE x.business_id = v.business_id AND x.client_id = v.client_id
		AND x.status <> 'cancelled' AND x.type <> 'blocked' ORDER BY x.start_at LIMIT 1 OFFSET 1),
	(SELECT x.start_at FROM `analytics_visits` x WHERE x.business_id = v.business_id AND x.client_id = v.client_id
		AND x.status <> 'cancelled' AND x.type <> 'blocked' ORDER BY x.start_at LIMIT 1 OFFSET 2),
	max(start_at)
FROM `analytics_visits` v WHERE status <> 'cancelled' AND type <> 'blocked' GROUP BY business_id, client_id;
--> statement-breakpoint
CREATE TRIGGER `analytics_client_visits_insert` AFTER INSERT ON `analytics_visits`
	WHEN NEW.type <> 'blocked' AND NEW.status <> 'cancelled' BEGIN
	DELETE FROM `analytics_client_visits` WHERE business_id = NEW.business_id AND client_id = NEW.client_id;
	INSERT INTO `analytics_client_visits` (business_id, client_id, first_at, second_at, third_at, last_at)
	SELECT NEW.business_id, NEW.client_id,
		(SELECT min(x.start_at) FROM `analytics_visits` x WHERE x.business_id = NEW.business_id AND x.client_id = NEW.client_id
			AND x.status <> 'cancelled' AND x.type <> 'blocked'),
		(SELECT x.start_at FROM `analytics_visits` x WHERE x.business_id = NEW.business_id AND x.client_id = NEW.client_id
			AND x.status <> 'cancelled' AND x.type <> 'blocked' ORDER BY x.start_at LIMIT 1 OFFSET 1),
		(SELECT x.start_at FROM `analytics_visits` x WHERE x.business_id = NEW.business_id AND x.client_id = NEW.client_id
			AND x.status <> 'cancelled' AND x.type <> 'blocked' ORDER BY x.start_at LIMIT 1 OFFSET 2),
		(SELECT max(x.start_at) FROM `analytics_visits` x WHERE x.business_id = NEW.business_id AND x.client_id = NEW.client_id
			AND x.status <> 'cancelled' AND x.type <> 'blocked');
END;--> statement-breakpoint
CREATE TRIGGER `analytics_client_visits_delete` AFTER DELETE ON `analytics_visits`
	WHEN OLD.type <> 'blocked' AND OLD.status <> 'cancelled' BEGIN
	DELETE FROM `analytics_client_visits` WHERE business_id = OLD.business_id AND client_id = OLD.client_id;
	INSERT INTO `analytics_client_visits` (business_id, client_id, first_at, second_at, third_at, last_at)
	SELECT OLD.business_id, OLD.client_id, min(x.start_at),
		(SELECT y.start_at FROM `analytics_visits` y WHERE y.business_id = OLD.business_id AND y.client_id = OLD.client_id
			AND y.status <> 'cancelled' AND y.type <> 'blocked' ORDER BY y.start_at LIMIT 1 OFFSET 1),
		(SELECT y.start_at FROM `analytics_visits` y WHERE y.business_id = OLD.business_id AND y.client_id = OLD.client_id
			AND y.status <> 'cancelled' AND y.type <> 'blocked' ORDER BY y.start_at LIMIT 1 OFFSET 2),
		max(x.start_at)
	FROM `analytics_visits` x WHERE x.business_id = OLD.business_id AND x.client_id = OLD.client_id
		AND x.status <> 'cancelled' AND x.type <> 'blocked' HAVING count(*) > 0;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_client_visits_business_delete` AFTER DELETE ON `businesses` BEGIN
	DELETE FROM `analytics_client_visits` WHERE business_id = OLD.id;
END;
