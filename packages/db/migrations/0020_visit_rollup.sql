-- Analytics (issue 15): every visit (an appointment_clients row joined to its appointment) kept in one table
-- clustered by (business, start), maintained by triggers in the same statement as every write to appointments
-- or appointment_clients, whatever the write path. A year's visits are then one contiguous range read instead
-- of one index probe per appointment. `value` = max(0, price * quantity - discounted_amount); `status` as stored;
-- `paid` = the allocations to that client of that appointment (payment_allocations); `package_used` = a package
-- session (not returned) pays for it (package_uses): left to pay reads them instead of probing both per booking.
CREATE TABLE `analytics_visits` (
	`business_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`appointment_id` text NOT NULL,
	`client_id` text NOT NULL,
	`end_at` integer NOT NULL,
	`type` text NOT NULL,
	`service_id` text,
	`class_id` text,
	`location_id` text,
	`value` integer NOT NULL,
	`status` text NOT NULL,
	`paid` integer DEFAULT 0 NOT NULL,
	`package_used` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `start_at`, `appointment_id`, `client_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `analytics_visits_appointment_idx` ON `analytics_visits` (`appointment_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `analytics_visits_client_idx` ON `analytics_visits` (`business_id`,`client_id`,`start_at`,`status`,`type`);--> statement-breakpoint
CREATE TRIGGER `analytics_visits_ac_insert` AFTER INSERT ON `appointment_clients` BEGIN
	INSERT INTO `analytics_visits`
	SELECT a.business_id, a.start_at, a.id, NEW.client_id, a.end_at, a.type, a.service_id, a.class_id, a.location_id,
		max(0, a.price * a.quantity - a.discounted_amount), NEW.status,
		coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa WHERE pa.business_id = a.business_id
			AND pa.appointment_id = a.id AND pa.client_id = NEW.client_id), 0),
		EXISTS (SELECT 1 FROM `package_uses` pu WHERE pu.appointment_id = a.id AND pu.client_id = NEW.client_id AND pu.returned_at IS NULL)
	FROM `appointments` a WHERE a.id = NEW.appointment_id AND a.business_id = NEW.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_ac_delete` AFTER DELETE ON `appointment_clients` BEGIN
	DELETE FROM `analytics_visits` WHERE appointment_id = OLD.appointment_id AND client_id = OLD.client_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_ac_update` AFTER UPDATE ON `appointment_clients` BEGIN
	DELETE FROM `analytics_visits` WHERE appointment_id = OLD.appointment_id AND client_id = OLD.client_id;
	INSERT INTO `analytics_visits`
	SELECT a.business_id, a.start_at, a.id, NEW.client_id, a.end_at, a.type, a.service_id, a.class_id, a.location_id,
		max(0, a.price * a.quantity - a.discounted_amount), NEW.status,
		coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa WHERE pa.business_id = a.business_id
			AND pa.appointment_id = a.id AND pa.client_id = NEW.client_id), 0),
		EXISTS (SELECT 1 FROM `package_uses` pu WHERE pu.appointment_id = a.id AND pu.client_id = NEW.client_id AND pu.returned_at IS NULL)
	FROM `appointments` a WHERE a.id = NEW.appointment_id AND a.business_id = NEW.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_a_insert` AFTER INSERT ON `appointments` BEGIN
	INSERT INTO `analytics_visits`
	SELECT NEW.business_id, NEW.start_at, NEW.id, ac.client_id, NEW.end_at, NEW.type, NEW.service_id, NEW.class_id,
		NEW.location_id, max(0, NEW.price * NEW.quantity - NEW.discounted_amount), ac.status,
		coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa WHERE pa.business_id = NEW.business_id
			AND pa.appointment_id = NEW.id AND pa.client_id = ac.client_id), 0),
		EXISTS (SELECT 1 FROM `package_uses` pu WHERE pu.appointment_id = NEW.id AND pu.client_id = ac.client_id AND pu.returned_at IS NULL)
	FROM `appointment_clients` ac WHERE ac.appointment_id = NEW.id AND ac.business_id = NEW.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_a_update` AFTER UPDATE OF `id`, `business_id`, `start_at`, `end_at`, `type`, `service_id`,
	`class_id`, `location_id`, `price`, `quantity`, `discounted_amount` ON `appointments` BEGIN
	DELETE FROM `analytics_visits` WHERE appointment_id = OLD.id;
	INSERT INTO `analytics_visits`
	SELECT NEW.business_id, NEW.start_at, NEW.id, ac.client_id, NEW.end_at, NEW.type, NEW.service_id, NEW.class_id,
		NEW.location_id, max(0, NEW.price * NEW.quantity - NEW.discounted_amount), ac.status,
		coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa WHERE pa.business_id = NEW.business_id
			AND pa.appointment_id = NEW.id AND pa.client_id = ac.client_id), 0),
		EXISTS (SELECT 1 FROM `package_uses` pu WHERE pu.appointment_id = NEW.id AND pu.client_id = ac.client_id AND pu.returned_at IS NULL)
	FROM `appointment_clients` ac WHERE ac.appointment_id = NEW.id AND ac.business_id = NEW.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_a_delete` AFTER DELETE ON `appointments` BEGIN
	DELETE FROM `analytics_visits` WHERE appointment_id = OLD.id;
END;--> statement-breakpoint
INSERT INTO `analytics_visits`
SELECT a.business_id, a.start_at, a.id, ac.client_id, a.end_at, a.type, a.service_id, a.class_id, a.location_id,
	max(0, a.price * a.quantity - a.discounted_amount), ac.status,
		coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa WHERE pa.business_id = a.business_id
			AND pa.appointment_id = a.id AND pa.client_id = ac.client_id), 0),
		EXISTS (SELECT 1 FROM `package_uses` pu WHERE pu.appointment_id = a.id AND pu.client_id = ac.client_id AND pu.returned_at IS NULL)
FROM `appointment_clients` ac JOIN `appointments` a ON a.id = ac.appointment_id AND a.business_id = ac.business_id;
--> statement-breakpoint
-- Per UTC hour (start_at / 3600000), type and status: the visits (blocked time left out) and, on the rows with
-- status '', the booked minutes (each appointment or class session with a client not cancelled, once:
-- (end - start) / 60000 at its start hour). Kept by triggers on analytics_visits, whose rows are only ever
-- inserted or deleted. Periods read the whole hours they cover from here and the rest from analytics_visits.
CREATE TABLE `analytics_visit_hours` (
	`business_id` text NOT NULL,
	`hour` integer NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `hour`, `type`, `status`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `analytics_visit_hours` (business_id, hour, type, status, visits)
SELECT business_id, start_at / 3600000, type, status, count(*) FROM `analytics_visits` WHERE type <> 'blocked'
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO `analytics_visit_hours` (business_id, hour, type, status, booked)
SELECT business_id, h, type, '', sum(m) FROM (
	SELECT business_id, start_at / 3600000 AS h, type, max(end_at - start_at) / 60000 AS m FROM `analytics_visits`
	WHERE type <> 'blocked' AND status <> 'cancelled' GROUP BY business_id, start_at, appointment_id)
GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER `analytics_visit_hours_insert` AFTER INSERT ON `analytics_visits` WHEN NEW.type <> 'blocked' BEGIN
	INSERT INTO `analytics_visit_hours` (business_id, hour, type, status, visits)
	VALUES (NEW.business_id, NEW.start_at / 3600000, NEW.type, NEW.status, 1)
	ON CONFLICT DO UPDATE SET visits = visits + 1;
	INSERT INTO `analytics_visit_hours` (business_id, hour, type, status, booked)
	SELECT NEW.business_id, NEW.start_at / 3600000, NEW.type, '', (NEW.end_at - NEW.start_at) / 60000
	WHERE NEW.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM `analytics_visits` v
		WHERE v.appointment_id = NEW.appointment_id AND v.client_id <> NEW.client_id AND v.status <> 'cancelled')
	ON CONFLICT DO UPDATE SET booked = booked + excluded.booked;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visit_hours_delete` AFTER DELETE ON `analytics_visits` WHEN OLD.type <> 'blocked' BEGIN
	UPDATE `analytics_visit_hours` SET visits = visits - 1
	WHERE business_id = OLD.business_id AND hour = OLD.start_at / 3600000 AND type = OLD.type AND status = OLD.status;
	UPDATE `analytics_visit_hours` SET booked = booked - (OLD.end_at - OLD.start_at) / 60000
	WHERE business_id = OLD.business_id AND hour = OLD.start_at / 3600000 AND type = OLD.type AND status = ''
		AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM `analytics_visits` v
			WHERE v.appointment_id = OLD.appointment_id AND v.status <> 'cancelled');
	DELETE FROM `analytics_visit_hours` WHERE business_id = OLD.business_id AND hour = OLD.start_at / 3600000
		AND type = OLD.type AND visits = 0 AND booked = 0;
END;
--> statement-breakpoint
-- Left to pay: a booking's allocations and package sessions, recomputed for the (appointment, client) they touch.
CREATE TRIGGER `analytics_visits_pa_insert` AFTER INSERT ON `payment_allocations` WHEN NEW.appointment_id IS NOT NULL BEGIN
	UPDATE `analytics_visits` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = analytics_visits.business_id AND pa.appointment_id = NEW.appointment_id AND pa.client_id = NEW.client_id), 0)
	WHERE appointment_id = NEW.appointment_id AND client_id = NEW.client_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_pa_delete` AFTER DELETE ON `payment_allocations` WHEN OLD.appointment_id IS NOT NULL BEGIN
	UPDATE `analytics_visits` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = analytics_visits.business_id AND pa.appointment_id = OLD.appointment_id AND pa.client_id = OLD.client_id), 0)
	WHERE appointment_id = OLD.appointment_id AND client_id = OLD.client_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_pa_update` AFTER UPDATE ON `payment_allocations` BEGIN
	UPDATE `analytics_visits` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = analytics_visits.business_id AND pa.appointment_id = OLD.appointment_id AND pa.client_id = OLD.client_id), 0)
	WHERE appointment_id = OLD.appointment_id AND client_id = OLD.client_id;
	UPDATE `analytics_visits` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = analytics_visits.business_id AND pa.appointment_id = NEW.appointment_id AND pa.client_id = NEW.client_id), 0)
	WHERE appointment_id = NEW.appointment_id AND client_id = NEW.client_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_pu_insert` AFTER INSERT ON `package_uses` WHEN NEW.appointment_id IS NOT NULL BEGIN
	UPDATE `analytics_visits` SET package_used = EXISTS (SELECT 1 FROM `package_uses` pu
		WHERE pu.appointment_id = NEW.appointment_id AND pu.client_id = NEW.client_id AND pu.returned_at IS NULL)
	WHERE appointment_id = NEW.appointment_id AND client_id = NEW.client_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_pu_delete` AFTER DELETE ON `package_uses` WHEN OLD.appointment_id IS NOT NULL BEGIN
	UPDATE `analytics_visits` SET package_used = EXISTS (SELECT 1 FROM `package_uses` pu
		WHERE pu.appointment_id = OLD.appointment_id AND pu.client_id = OLD.client_id AND pu.returned_at IS NULL)
	WHERE appointment_id = OLD.appointment_id AND client_id = OLD.client_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_pu_update` AFTER UPDATE ON `package_uses` BEGIN
	UPDATE `analytics_visits` SET package_used = EXISTS (SELECT 1 FROM `package_uses` pu
		WHERE pu.appointment_id = OLD.appointment_id AND pu.client_id = OLD.client_id AND pu.returned_at IS NULL)
	WHERE appointment_id = OLD.appointment_id AND client_id = OLD.client_id;
	UPDATE `analytics_visits` SET package_used = EXISTS (SELECT 1 FROM `package_uses` pu
		WHERE pu.appointment_id = NEW.appointment_id AND pu.client_id = NEW.client_id AND pu.returned_at IS NULL)
	WHERE appointment_id = NEW.appointment_id AND client_id = NEW.client_id;
END;
--> statement-breakpoint
-- Net income per UTC hour (taken_at / 3600000): the payments' amounts (voids and refunds signed), gift-voucher
-- spends left out, as analytics' income sums them. Kept by triggers on payments.
CREATE TABLE `analytics_income_hours` (
	`business_id` text NOT NULL,
	`hour` integer NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `hour`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `analytics_income_hours` (business_id, hour, amount)
SELECT business_id, taken_at / 3600000, sum(amount) FROM `payments` WHERE method <> 'gift_voucher' GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER `analytics_income_hours_insert` AFTER INSERT ON `payments` WHEN NEW.method <> 'gift_voucher' BEGIN
	INSERT INTO `analytics_income_hours` (business_id, hour, amount) VALUES (NEW.business_id, NEW.taken_at / 3600000, NEW.amount)
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_income_hours_delete` AFTER DELETE ON `payments` WHEN OLD.method <> 'gift_voucher' BEGIN
	UPDATE `analytics_income_hours` SET amount = amount - OLD.amount WHERE business_id = OLD.business_id AND hour = OLD.taken_at / 3600000;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_income_hours_update` AFTER UPDATE OF `business_id`, `taken_at`, `method`, `amount` ON `payments` BEGIN
	UPDATE `analytics_income_hours` SET amount = amount - OLD.amount
	WHERE business_id = OLD.business_id AND hour = OLD.taken_at / 3600000 AND OLD.method <> 'gift_voucher';
	INSERT INTO `analytics_income_hours` (business_id, hour, amount)
	SELECT NEW.business_id, NEW.taken_at / 3600000, NEW.amount WHERE NEW.method <> 'gift_voucher'
	ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;
END;
--> statement-breakpoint
-- Money by service and location (analytics' financial tab): per allocation to an appointment, when its payment was
-- taken and the appointment's service and location ('' for none), gift-voucher spends left out: the rows the join
-- payments ⋈ payment_allocations ⋈ appointments gives, kept by triggers on all three so a year is one index range.
CREATE TABLE `analytics_allocations` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`taken_at` integer NOT NULL,
	`service_id` text NOT NULL,
	`location_id` text NOT NULL,
	`amount` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `analytics_allocations_taken_idx` ON `analytics_allocations` (`business_id`,`taken_at`,`service_id`,`location_id`,`amount`);--> statement-breakpoint
INSERT INTO `analytics_allocations`
SELECT pa.id, p.business_id, p.taken_at, coalesce(a.service_id, ''), coalesce(a.location_id, ''), pa.amount
FROM `payment_allocations` pa JOIN `payments` p ON p.id = pa.payment_id JOIN `appointments` a ON a.id = pa.appointment_id
WHERE p.method <> 'gift_voucher';--> statement-breakpoint
CREATE TRIGGER `analytics_allocations_pa_insert` AFTER INSERT ON `payment_allocations` WHEN NEW.appointment_id IS NOT NULL BEGIN
	INSERT INTO `analytics_allocations`
	SELECT NEW.id, p.business_id, p.taken_at, coalesce(a.service_id, ''), coalesce(a.location_id, ''), NEW.amount
	FROM `payments` p JOIN `appointments` a ON a.id = NEW.appointment_id WHERE p.id = NEW.payment_id AND p.method <> 'gift_voucher';
END;--> statement-breakpoint
CREATE TRIGGER `analytics_allocations_pa_delete` AFTER DELETE ON `payment_allocations` BEGIN
	DELETE FROM `analytics_allocations` WHERE id = OLD.id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_allocations_pa_update` AFTER UPDATE ON `payment_allocations` BEGIN
	DELETE FROM `analytics_allocations` WHERE id = OLD.id;
	INSERT INTO `analytics_allocations`
	SELECT NEW.id, p.business_id, p.taken_at, coalesce(a.service_id, ''), coalesce(a.location_id, ''), NEW.amount
	FROM `payments` p JOIN `appointments` a ON a.id = NEW.appointment_id WHERE p.id = NEW.payment_id AND p.method <> 'gift_voucher';
END;--> statement-breakpoint
CREATE TRIGGER `analytics_allocations_p_update` AFTER UPDATE OF `id`, `business_id`, `taken_at`, `method` ON `payments` BEGIN
	DELETE FROM `analytics_allocations` WHERE id IN (SELECT pa.id FROM `payment_allocations` pa WHERE pa.payment_id IN (OLD.id, NEW.id));
	INSERT INTO `analytics_allocations`
	SELECT pa.id, NEW.business_id, NEW.taken_at, coalesce(a.service_id, ''), coalesce(a.location_id, ''), pa.amount
	FROM `payment_allocations` pa JOIN `appointments` a ON a.id = pa.appointment_id
	WHERE pa.payment_id = NEW.id AND NEW.method <> 'gift_voucher';
END;--> statement-breakpoint
-- Before the delete, so it holds whether or not the foreign key's cascade (or SET NULL) runs afterwards.
CREATE TRIGGER `analytics_allocations_p_delete` BEFORE DELETE ON `payments` BEGIN
	DELETE FROM `analytics_allocations` WHERE id IN (SELECT pa.id FROM `payment_allocations` pa WHERE pa.payment_id = OLD.id);
END;--> statement-breakpoint
CREATE TRIGGER `analytics_allocations_a_update` AFTER UPDATE OF `id`, `service_id`, `location_id` ON `appointments` BEGIN
	DELETE FROM `analytics_allocations` WHERE id IN (SELECT pa.id FROM `payment_allocations` pa WHERE pa.appointment_id IN (OLD.id, NEW.id));
	INSERT INTO `analytics_allocations`
	SELECT pa.id, p.business_id, p.taken_at, coalesce(NEW.service_id, ''), coalesce(NEW.location_id, ''), pa.amount
	FROM `payment_allocations` pa JOIN `payments` p ON p.id = pa.payment_id
	WHERE pa.appointment_id = NEW.id AND p.method <> 'gift_voucher';
END;--> statement-breakpoint
CREATE TRIGGER `analytics_allocations_a_delete` BEFORE DELETE ON `appointments` BEGIN
	DELETE FROM `analytics_allocations` WHERE id IN (SELECT pa.id FROM `payment_allocations` pa WHERE pa.appointment_id = OLD.id);
END;
