CREATE TABLE `appointment_series` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`frequency` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`start_minute` integer NOT NULL,
	`type` text NOT NULL,
	`service_id` text,
	`class_id` text,
	`title` text,
	`all_day` integer DEFAULT false NOT NULL,
	`parts` text NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`discount_id` text,
	`discounted_amount` integer DEFAULT 0 NOT NULL,
	`location_type` text,
	`location_id` text,
	`notes` text,
	`video_meeting_url` text,
	`client_ids` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `appointment_series_business_idx` ON `appointment_series` (`business_id`,`end_date`,`start_date`);--> statement-breakpoint
CREATE TABLE `appointment_series_exceptions` (
	`series_id` text NOT NULL,
	`date` text NOT NULL,
	`business_id` text NOT NULL,
	`kind` text NOT NULL,
	PRIMARY KEY(`series_id`, `date`)
);
--> statement-breakpoint
CREATE INDEX `appointment_series_exceptions_business_idx` ON `appointment_series_exceptions` (`business_id`,`series_id`);--> statement-breakpoint
CREATE TABLE `classes` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`colour` text NOT NULL,
	`spaces` integer NOT NULL,
	`limit_spaces` integer DEFAULT false NOT NULL,
	`notes` text,
	`online_booking` integer DEFAULT false NOT NULL,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `classes_business_idx` ON `classes` (`business_id`,`archived_at`,`sort_key`);--> statement-breakpoint
CREATE TABLE `package_services` (
	`package_id` text NOT NULL,
	`service_id` text NOT NULL,
	`business_id` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`package_id`, `service_id`)
);
--> statement-breakpoint
CREATE INDEX `package_services_business_idx` ON `package_services` (`business_id`,`package_id`);--> statement-breakpoint
CREATE TABLE `packages` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`expiry_months` integer,
	`notes` text,
	`online_booking` integer DEFAULT false NOT NULL,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `packages_business_idx` ON `packages` (`business_id`,`archived_at`,`sort_key`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `class_id` text;--> statement-breakpoint
CREATE INDEX `appointments_class_idx` ON `appointments` (`business_id`,`class_id`,`start_at`);