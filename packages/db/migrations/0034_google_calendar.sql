-- Issue 28, Google Calendar both ways: the connection (sealed tokens, the calendars picked, the sync's health), each
-- busy calendar's sync token, the external busy spans (start, end and where from only) and the Google event of each
-- Kairos appointment written out.
CREATE TABLE `google_connections` (
	`business_id` text PRIMARY KEY NOT NULL,
	`account_email` text,
	`secret` text NOT NULL,
	`access_expires_at` integer NOT NULL,
	`busy_calendar_ids` text DEFAULT '[]' NOT NULL,
	`write_calendar_id` text,
	`last_synced_at` integer,
	`sync_failing_since` integer,
	`sync_failure` text,
	`sync_failures` integer DEFAULT 0 NOT NULL,
	`sync_retry_at` integer,
	`sync_notified` text,
	`connected_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `google_sync_tokens` (
	`business_id` text NOT NULL,
	`calendar_id` text NOT NULL,
	`sync_token` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `calendar_id`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `external_busy` (
	`business_id` text NOT NULL,
	`source` text NOT NULL,
	`calendar_id` text NOT NULL,
	`source_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `source`, `calendar_id`, `source_id`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `external_busy_business_start_idx` ON `external_busy` (`business_id`,`start_at`);--> statement-breakpoint
CREATE TABLE `google_events` (
	`appointment_id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`calendar_id` text NOT NULL,
	`event_id` text NOT NULL,
	`synced` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `google_events_event_unique` ON `google_events` (`business_id`,`event_id`);
