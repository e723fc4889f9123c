CREATE TABLE `discounts` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`value` integer NOT NULL,
	`currency` text NOT NULL,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `discounts_business_idx` ON `discounts` (`business_id`,`archived_at`,`sort_key`);--> statement-breakpoint
CREATE TABLE `locations` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`title` text NOT NULL,
	`address_1` text,
	`address_2` text,
	`city` text,
	`state` text,
	`post_code` text,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `locations_business_idx` ON `locations` (`business_id`,`archived_at`,`sort_key`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`parts` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`colour` text NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`is_hourly_rate` integer DEFAULT false NOT NULL,
	`currency` text NOT NULL,
	`online_booking` integer DEFAULT false NOT NULL,
	`deposit` integer,
	`booking_question` text,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `services_business_idx` ON `services` (`business_id`,`archived_at`,`sort_key`);