CREATE TABLE `appointment_clients` (
	`appointment_id` text NOT NULL,
	`client_id` text NOT NULL,
	`business_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`appointment_id`, `client_id`)
);
--> statement-breakpoint
CREATE INDEX `appointment_clients_business_client_idx` ON `appointment_clients` (`business_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`type` text NOT NULL,
	`service_id` text,
	`title` text,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
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
	`series_id` text,
	`series_date` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `appointments_business_start_idx` ON `appointments` (`business_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `appointments_series_idx` ON `appointments` (`series_id`);