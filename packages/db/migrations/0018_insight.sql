CREATE TABLE `goals` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`category` text NOT NULL,
	`type` text NOT NULL,
	`period` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `goals_business_category_unique` ON `goals` (`business_id`,`category`);--> statement-breakpoint
CREATE TABLE `onboarding_steps` (
	`user_id` text NOT NULL,
	`step_id` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `step_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `zoom_connections` (
	`business_id` text PRIMARY KEY NOT NULL,
	`zoom_user_id` text NOT NULL,
	`account_email` text,
	`secret` text NOT NULL,
	`access_expires_at` integer NOT NULL,
	`connected_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `zoom_meetings` (
	`appointment_id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`meeting_id` text,
	`join_url` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`synced_start_at` integer,
	`synced_duration_minutes` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `zoom_meetings_business_idx` ON `zoom_meetings` (`business_id`);--> statement-breakpoint
-- Issue 15's new dashboard widgets are shown to existing businesses too (they can be switched off in the dashboard settings).
UPDATE `business_settings` SET `dashboard` = json_insert(json_insert(json_insert(`dashboard`, '$.widgets[#]', 'last_week'), '$.widgets[#]', 'goals'), '$.widgets[#]', 'tax') WHERE json_type(`dashboard`, '$.widgets') = 'array';
