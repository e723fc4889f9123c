CREATE TABLE `affiliate_earnings` (
	`id` text PRIMARY KEY NOT NULL,
	`affiliate_user_id` text NOT NULL,
	`referred_user_id` text,
	`platform_payment_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`payable_at` integer NOT NULL,
	`payout_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payout_id`) REFERENCES `affiliate_payouts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliate_earnings_payment_unique` ON `affiliate_earnings` (`platform_payment_id`);--> statement-breakpoint
CREATE INDEX `affiliate_earnings_affiliate_idx` ON `affiliate_earnings` (`affiliate_user_id`,`payout_id`,`payable_at`);--> statement-breakpoint
CREATE TABLE `affiliate_payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`affiliate_user_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`paid_by_user_id` text,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `affiliate_payouts_affiliate_idx` ON `affiliate_payouts` (`affiliate_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_user_id` text NOT NULL,
	`impersonated_user_id` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`details` text,
	`ip` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_id`);--> statement-breakpoint
CREATE TABLE `billing_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `event_id`)
);
--> statement-breakpoint
CREATE TABLE `cards` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text NOT NULL,
	`brand` text NOT NULL,
	`last4` text NOT NULL,
	`exp_month` integer,
	`exp_year` integer,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cards_ref_unique` ON `cards` (`business_id`,`provider`,`provider_ref`);--> statement-breakpoint
CREATE UNIQUE INDEX `cards_one_default` ON `cards` (`business_id`) WHERE is_default = 1;--> statement-breakpoint
CREATE TABLE `export_settings` (
	`business_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`frequency` text DEFAULT 'monthly' NOT NULL,
	`delivery` text DEFAULT 'attachment' NOT NULL,
	`last_run_at` integer,
	`next_run_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `news` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`locale` text,
	`published_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `news_published_idx` ON `news` (`published_at`);--> statement-breakpoint
CREATE TABLE `news_reads` (
	`user_id` text NOT NULL,
	`news_id` text NOT NULL,
	`read_at` integer,
	`dismissed_at` integer,
	PRIMARY KEY(`user_id`, `news_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`news_id`) REFERENCES `news`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `platform_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`description` text NOT NULL,
	`plan_id` text,
	`amount` integer NOT NULL,
	`amount_before_discount` integer,
	`currency` text NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text NOT NULL,
	`period_start` integer,
	`period_end` integer,
	`promo_code_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `platform_payments_ref_unique` ON `platform_payments` (`provider`,`provider_ref`);--> statement-breakpoint
CREATE INDEX `platform_payments_business_idx` ON `platform_payments` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `platform_payments_created_idx` ON `platform_payments` (`created_at`);--> statement-breakpoint
CREATE TABLE `promo_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`discount_type` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text,
	`duration` text NOT NULL,
	`duration_months` integer,
	`max_redemptions` integer,
	`redemptions` integer DEFAULT 0 NOT NULL,
	`expires_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`deleted_at` integer,
	CONSTRAINT "promo_codes_amount_check" CHECK(amount > 0),
	CONSTRAINT "promo_codes_redemptions_check" CHECK(max_redemptions IS NULL OR redemptions <= max_redemptions)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_codes_code_unique` ON `promo_codes` (`code`);--> statement-breakpoint
CREATE TABLE `subscription_addons` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`addon` text NOT NULL,
	`provider_ref` text,
	`status` text NOT NULL,
	`ends_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_addons_unique` ON `subscription_addons` (`business_id`,`addon`);--> statement-breakpoint
ALTER TABLE `users` ADD `marketing_available` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `plan_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_customer_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_subscription_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_status` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_state_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `current_period_start` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `pending_plan_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `payment_failed_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `lapsed_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `deletion_warning_sent_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `promo_code_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `promo_payments_left` integer;--> statement-breakpoint
CREATE INDEX `subscriptions_provider_sub_idx` ON `subscriptions` (`provider`,`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_lapsed_idx` ON `subscriptions` (`lapsed_at`);