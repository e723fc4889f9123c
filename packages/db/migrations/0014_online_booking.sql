CREATE TABLE `booking_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`channel` text NOT NULL,
	`address` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`consumed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_codes_address_idx` ON `booking_codes` (`business_id`,`address`,`created_at`);--> statement-breakpoint
CREATE INDEX `booking_codes_expires_idx` ON `booking_codes` (`expires_at`);--> statement-breakpoint
CREATE TABLE `booking_settings` (
	`business_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`existing_clients_only` integer DEFAULT false NOT NULL,
	`notice_hours` integer DEFAULT 2 NOT NULL,
	`horizon_days` integer DEFAULT 60 NOT NULL,
	`remember_days` integer DEFAULT 30 NOT NULL,
	`cancel_notice_hours` integer DEFAULT 24 NOT NULL,
	`terms` text,
	`confirm_email` integer DEFAULT true NOT NULL,
	`confirm_sms` integer DEFAULT false NOT NULL,
	`notify_owner_email` integer DEFAULT true NOT NULL,
	`sms_abroad` integer DEFAULT false NOT NULL,
	`brand_color` text DEFAULT '#4f46e5' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`type` text NOT NULL,
	`params` text NOT NULL,
	`link` text,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_business_idx` ON `notifications` (`business_id`,`read_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `online_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`client_id` text NOT NULL,
	`appointment_id` text,
	`sale_id` text,
	`item_id` text NOT NULL,
	`item_name` text NOT NULL,
	`start_at` integer,
	`end_at` integer,
	`answer` text,
	`client_address` text,
	`agreed_terms_at` integer,
	`amount_due` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`hold_expires_at` integer,
	`provider` text,
	`provider_checkout` text,
	`payment_id` text,
	`late_payment` text,
	`manage_token_hash` text NOT NULL,
	`locale` text NOT NULL,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`cancelled_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "online_bookings_amount_nonneg" CHECK("online_bookings"."amount_due" >= 0)
);
--> statement-breakpoint
CREATE INDEX `online_bookings_business_idx` ON `online_bookings` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `online_bookings_held_idx` ON `online_bookings` (`status`,`hold_expires_at`);--> statement-breakpoint
CREATE INDEX `online_bookings_appointment_idx` ON `online_bookings` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `online_bookings_client_idx` ON `online_bookings` (`client_id`);--> statement-breakpoint
CREATE INDEX `online_bookings_sale_idx` ON `online_bookings` (`sale_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `online_bookings_manage_unique` ON `online_bookings` (`manage_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `online_bookings_checkout_unique` ON `online_bookings` (`provider`,`provider_checkout`);--> statement-breakpoint
CREATE TABLE `payment_integrations` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`provider` text NOT NULL,
	`public_key` text,
	`secret` text NOT NULL,
	`hint` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_integrations_unique` ON `payment_integrations` (`business_id`,`provider`);--> statement-breakpoint
CREATE TABLE `provider_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`business_id` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `event_id`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `services` ADD `at_client_place` integer DEFAULT false NOT NULL;