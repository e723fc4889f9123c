-- Analytics (issue 15): every visit (an appointment_clients row joined to its appointment) kept in one table
-- clustered by (business, start), maintained by triggers in the same statement as every write to appointments
-- or appointment_clients, whatever the write path. A year's visits are then one contiguous range read instead
-- of one index probe per appointment. `value` = max(0, price * quantity - discounted_amount); `status` as stored.
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
	PRIMARY KEY(`business_id`, `start_at`, `appointment_id`, `client_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `analytics_visits_appointment_idx` ON `analytics_visits` (`appointment_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `analytics_visits_client_idx` ON `analytics_visits` (`business_id`,`client_id`,`status`,`start_at`,`type`);--> statement-breakpoint
CREATE TRIGGER `analytics_visits_ac_insert` AFTER INSERT ON `appointment_clients` BEGIN
	INSERT OR REPLACE INTO `analytics_visits`
	SELECT a.business_id, a.start_at, a.id, NEW.client_id, a.end_at, a.type, a.service_id, a.class_id, a.location_id,
		max(0, a.price * a.quantity - a.discounted_amount), NEW.status
	FROM `appointments` a WHERE a.id = NEW.appointment_id AND a.business_id = NEW.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_ac_delete` AFTER DELETE ON `appointment_clients` BEGIN
	DELETE FROM `analytics_visits` WHERE appointment_id = OLD.appointment_id AND client_id = OLD.client_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_ac_update` AFTER UPDATE ON `appointment_clients` BEGIN
	DELETE FROM `analytics_visits` WHERE appointment_id = OLD.appointment_id AND client_id = OLD.client_id;
	INSERT OR REPLACE INTO `analytics_visits`
	SELECT a.business_id, a.start_at, a.id, NEW.client_id, a.end_at, a.type, a.service_id, a.class_id, a.location_id,
		max(0, a.price * a.quantity - a.discounted_amount), NEW.status
	FROM `appointments` a WHERE a.id = NEW.appointment_id AND a.business_id = NEW.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_a_insert` AFTER INSERT ON `appointments` BEGIN
	INSERT OR REPLACE INTO `analytics_visits`
	SELECT NEW.business_id, NEW.start_at, NEW.id, ac.client_id, NEW.end_at, NEW.type, NEW.service_id, NEW.class_id,
		NEW.location_id, max(0, NEW.price * NEW.quantity - NEW.discounted_amount), ac.status
	FROM `appointment_clients` ac WHERE ac.appointment_id = NEW.id AND ac.business_id = NEW.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_a_update` AFTER UPDATE OF `id`, `business_id`, `start_at`, `end_at`, `type`, `service_id`,
	`class_id`, `location_id`, `price`, `quantity`, `discounted_amount` ON `appointments` BEGIN
	DELETE FROM `analytics_visits` WHERE appointment_id = OLD.id;
	INSERT OR REPLACE INTO `analytics_visits`
	SELECT NEW.business_id, NEW.start_at, NEW.id, ac.client_id, NEW.end_at, NEW.type, NEW.service_id, NEW.class_id,
		NEW.location_id, max(0, NEW.price * NEW.quantity - NEW.discounted_amount), ac.status
	FROM `appointment_clients` ac WHERE ac.appointment_id = NEW.id AND ac.business_id = NEW.business_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_visits_a_delete` AFTER DELETE ON `appointments` BEGIN
	DELETE FROM `analytics_visits` WHERE appointment_id = OLD.id;
END;--> statement-breakpoint
INSERT OR REPLACE INTO `analytics_visits`
SELECT a.business_id, a.start_at, a.id, ac.client_id, a.end_at, a.type, a.service_id, a.class_id, a.location_id,
	max(0, a.price * a.quantity - a.discounted_amount), ac.status
FROM `appointment_clients` ac JOIN `appointments` a ON a.id = ac.appointment_id AND a.business_id = ac.business_id;
