CREATE TABLE `clients` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`email` text,
	`phone` text,
	`birthday` text,
	`notes` text,
	`address_1` text,
	`address_2` text,
	`city` text,
	`state` text,
	`post_code` text,
	`billing_address` text,
	`marketing_messages` integer DEFAULT false NOT NULL,
	`email_reminders` integer DEFAULT false NOT NULL,
	`sms_reminders` integer DEFAULT false NOT NULL,
	`opt_out` integer DEFAULT false NOT NULL,
	`last_appointment_at` integer,
	`locations` text DEFAULT '[]' NOT NULL,
	`search` text DEFAULT '' NOT NULL,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `clients_business_idx` ON `clients` (`business_id`,`archived_at`,`sort_key`);--> statement-breakpoint
CREATE INDEX `clients_business_email_idx` ON `clients` (`business_id`,`email`);