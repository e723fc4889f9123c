-- The waitlist (issue 28; docs/product/booking.md "Waitlist", docs/DECISIONS.md "Waitlist"): clients waiting for a class
-- session or a service on a day, and the places offered to them (the link's token kept as a hash). One live entry per
-- client and target, one live offer per entry, both by partial unique indexes; the page's switch and hold time are
-- booking settings.
ALTER TABLE `booking_settings` ADD `waitlist_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_settings` ADD `waitlist_hold_minutes` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE TABLE `waitlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`client_id` text NOT NULL,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`class_id` text,
	`session_id` text,
	`service_id` text,
	`wait_until` integer NOT NULL,
	`day` text,
	`window_from` text,
	`window_to` text,
	`channel` text NOT NULL,
	`locale` text NOT NULL,
	`state` text DEFAULT 'waiting' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `waitlist_entries_business_idx` ON `waitlist_entries` (`business_id`,`target`,`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_state_idx` ON `waitlist_entries` (`state`,`business_id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_client_idx` ON `waitlist_entries` (`client_id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_class_idx` ON `waitlist_entries` (`class_id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_service_idx` ON `waitlist_entries` (`service_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_live_unique` ON `waitlist_entries` (`business_id`,`client_id`,`target`) WHERE "waitlist_entries"."state" IN ('waiting', 'offered');--> statement-breakpoint
CREATE TABLE `waitlist_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`place` text NOT NULL,
	`start_at` integer NOT NULL,
	`token_hash` text NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`expires_at` integer NOT NULL,
	`by_hand` integer DEFAULT false NOT NULL,
	`booking_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `waitlist_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `online_bookings`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_token_unique` ON `waitlist_offers` (`token_hash`);--> statement-breakpoint
CREATE INDEX `waitlist_offers_business_idx` ON `waitlist_offers` (`business_id`,`place`,`state`);--> statement-breakpoint
CREATE INDEX `waitlist_offers_entry_idx` ON `waitlist_offers` (`entry_id`);--> statement-breakpoint
CREATE INDEX `waitlist_offers_expiry_idx` ON `waitlist_offers` (`state`,`expires_at`);--> statement-breakpoint
CREATE INDEX `waitlist_offers_booking_idx` ON `waitlist_offers` (`booking_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_live_unique` ON `waitlist_offers` (`entry_id`) WHERE "waitlist_offers"."state" IN ('open', 'claimed');
