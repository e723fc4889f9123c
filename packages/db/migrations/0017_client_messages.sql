CREATE TABLE `credit_purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`channel` text NOT NULL,
	`bundle_id` text NOT NULL,
	`credits` integer NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`kind` text NOT NULL,
	`trigger_seq` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text,
	`platform_payment_id` text,
	`error` text,
	`created_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`platform_payment_id`) REFERENCES `platform_payments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `credit_purchases_business_idx` ON `credit_purchases` (`business_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_purchases_trigger_unique` ON `credit_purchases` (`business_id`,`channel`,`trigger_seq`) WHERE trigger_seq IS NOT NULL;--> statement-breakpoint
CREATE TABLE `campaign_recipients` (
	`campaign_id` text NOT NULL,
	`client_id` text NOT NULL,
	`business_id` text NOT NULL,
	`position` integer NOT NULL,
	`message_id` text,
	`skipped` text,
	PRIMARY KEY(`campaign_id`, `client_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `marketing_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_recipients_position_unique` ON `campaign_recipients` (`campaign_id`,`position`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_client_idx` ON `campaign_recipients` (`client_id`);--> statement-breakpoint
CREATE TABLE `marketing_campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`channel` text NOT NULL,
	`subject` text,
	`text` text NOT NULL,
	`filters` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`scheduled_at` integer,
	`started_at` integer,
	`finished_at` integer,
	`cancelled_at` integer,
	`recipients_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `marketing_campaigns_business_idx` ON `marketing_campaigns` (`business_id`,`status`,`scheduled_at`);--> statement-breakpoint
CREATE INDEX `marketing_campaigns_due_idx` ON `marketing_campaigns` (`status`,`scheduled_at`);--> statement-breakpoint
CREATE TABLE `marketing_settings` (
	`business_id` text PRIMARY KEY NOT NULL,
	`sender_name` text,
	`reply_to` text,
	`footer` text,
	`optout_code` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `marketing_settings_optout_code_unique` ON `marketing_settings` (`optout_code`);--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`business_id` text NOT NULL,
	`channel` text NOT NULL,
	`booking_enabled` integer DEFAULT false NOT NULL,
	`reminder_enabled` integer DEFAULT false NOT NULL,
	`reminder_lead_minutes` integer DEFAULT 1440 NOT NULL,
	`thank_you_enabled` integer DEFAULT false NOT NULL,
	`thank_you_delay_minutes` integer DEFAULT 120 NOT NULL,
	`templates` text,
	`auto_renew` integer DEFAULT false NOT NULL,
	`bundle_id` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `channel`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
ALTER TABLE `clients` ADD `locale` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `appointment_id` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `campaign_id` text REFERENCES marketing_campaigns(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `messages` ADD `dedupe_key` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `locale` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `delivered_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `messages_dedupe_unique` ON `messages` (`business_id`,`dedupe_key`) WHERE dedupe_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX `messages_provider_idx` ON `messages` (`provider_message_id`) WHERE provider_message_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `messages_campaign_idx` ON `messages` (`campaign_id`) WHERE campaign_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `appointments_start_idx` ON `appointments` (`start_at`);