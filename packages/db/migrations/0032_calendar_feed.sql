-- The owner's calendar feed (issue 28): a private subscription URL per business. The token is derived (HMAC of the
-- server secret and `nonce`, calendar-feed/token.ts) so the settings screen can show it again; only its SHA-256 is
-- stored for the lookup. Regenerating draws a new nonce: the old URL stops at once.
-- `version` and `changed_at` are bumped by the triggers below on every write that can change what the feed shows,
-- so a calendar app's poll is answered 304 from this one row, without reading the diary.
CREATE TABLE `calendar_feeds` (
	`business_id` text PRIMARY KEY NOT NULL,
	`nonce` text NOT NULL,
	`token_hash` text NOT NULL,
	`include_client_names` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`changed_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_appointments_insert` AFTER INSERT ON `appointments` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_appointments_update` AFTER UPDATE ON `appointments` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_appointments_delete` AFTER DELETE ON `appointments` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = OLD.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_series_insert` AFTER INSERT ON `appointment_series` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_series_update` AFTER UPDATE ON `appointment_series` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_series_delete` AFTER DELETE ON `appointment_series` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = OLD.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_series_exceptions_insert` AFTER INSERT ON `appointment_series_exceptions` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_series_exceptions_update` AFTER UPDATE ON `appointment_series_exceptions` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_series_exceptions_delete` AFTER DELETE ON `appointment_series_exceptions` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = OLD.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_appointment_clients_insert` AFTER INSERT ON `appointment_clients` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_appointment_clients_update` AFTER UPDATE ON `appointment_clients` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_appointment_clients_delete` AFTER DELETE ON `appointment_clients` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = OLD.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_services_name` AFTER UPDATE OF `name` ON `services` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_classes_name` AFTER UPDATE OF `name` ON `classes` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_clients_name` AFTER UPDATE OF `first_name`, `last_name` ON `clients` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_business_zone` AFTER UPDATE OF `timezone`, `name` ON `businesses` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_feed_online_bookings_status` AFTER UPDATE OF `status` ON `online_bookings` BEGIN
	UPDATE `calendar_feeds` SET `version` = `version` + 1, `changed_at` = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE `business_id` = NEW.`business_id`;
END;
