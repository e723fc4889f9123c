-- Issue 28, Google Calendar push notifications: one events.watch channel per synced calendar (only where the server
-- has a public HTTPS address), renewed by the cron before Google's expiry and stopped when the calendar is unpicked
-- or Google disconnected. The channel's token is an HMAC of its id (never stored).
CREATE TABLE `google_channels` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`calendar_id` text NOT NULL,
	`resource_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `google_channels_calendar_unique` ON `google_channels` (`business_id`,`calendar_id`);
--> statement-breakpoint
CREATE INDEX `google_channels_expires_idx` ON `google_channels` (`expires_at`);
