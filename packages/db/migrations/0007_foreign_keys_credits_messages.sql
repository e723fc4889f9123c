CREATE TABLE `credit_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`channel` text NOT NULL,
	`seq` integer NOT NULL,
	`delta` integer NOT NULL,
	`balance` integer NOT NULL,
	`reason` text NOT NULL,
	`reference_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "credit_entries_balance_check" CHECK(balance >= 0),
	CONSTRAINT "credit_entries_delta_check" CHECK(delta <> 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_entries_seq_unique` ON `credit_entries` (`business_id`,`channel`,`seq`);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_entries_reference_unique` ON `credit_entries` (`business_id`,`channel`,`reason`,`reference_id`) WHERE reference_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`client_id` text,
	`channel` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`to` text NOT NULL,
	`subject` text,
	`body_preview` text NOT NULL,
	`credits` integer DEFAULT 0 NOT NULL,
	`provider` text,
	`provider_message_id` text,
	`error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `messages_business_idx` ON `messages` (`business_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `messages_client_idx` ON `messages` (`client_id`,`created_at`);
--> statement-breakpoint
-- Foreign keys arrive here. The table rebuilds below run with keys off (migrate.ts), and every
-- row that would break a new key is deleted or cleared first, so the PRAGMA foreign_key_check
-- that ends the migration passes on a real database. Rows of a business that no longer exists:
DELETE FROM `appointment_clients` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `appointment_series_exceptions` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `package_services` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `appointments` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `appointment_series` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `clients` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `services` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `locations` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `discounts` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `classes` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `packages` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `subscriptions` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
DELETE FROM `business_settings` WHERE `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
UPDATE `outbox_messages` SET `business_id` = NULL WHERE `business_id` IS NOT NULL AND `business_id` NOT IN (SELECT `id` FROM `businesses`);
--> statement-breakpoint
-- Pure children whose parent is gone:
DELETE FROM `appointment_clients` WHERE `appointment_id` NOT IN (SELECT `id` FROM `appointments`) OR `client_id` NOT IN (SELECT `id` FROM `clients`);
--> statement-breakpoint
DELETE FROM `appointment_series_exceptions` WHERE `series_id` NOT IN (SELECT `id` FROM `appointment_series`);
--> statement-breakpoint
DELETE FROM `package_services` WHERE `package_id` NOT IN (SELECT `id` FROM `packages`) OR `service_id` NOT IN (SELECT `id` FROM `services`);
--> statement-breakpoint
DELETE FROM `sessions` WHERE `user_id` NOT IN (SELECT `id` FROM `users`) OR (`impersonator_id` IS NOT NULL AND `impersonator_id` NOT IN (SELECT `id` FROM `users`));
--> statement-breakpoint
DELETE FROM `user_tokens` WHERE `user_id` NOT IN (SELECT `id` FROM `users`);
--> statement-breakpoint
DELETE FROM `api_tokens` WHERE `user_id` NOT IN (SELECT `id` FROM `users`);
--> statement-breakpoint
DELETE FROM `affiliates` WHERE `user_id` NOT IN (SELECT `id` FROM `users`);
--> statement-breakpoint
-- References the row outlives (an appointment keeps its price, parts and title): cleared.
UPDATE `users` SET `referred_by_affiliate_id` = NULL WHERE `referred_by_affiliate_id` IS NOT NULL AND `referred_by_affiliate_id` NOT IN (SELECT `user_id` FROM `affiliates`);
--> statement-breakpoint
UPDATE `appointments` SET `service_id` = NULL WHERE `service_id` IS NOT NULL AND `service_id` NOT IN (SELECT `id` FROM `services`);
--> statement-breakpoint
UPDATE `appointments` SET `class_id` = NULL WHERE `class_id` IS NOT NULL AND `class_id` NOT IN (SELECT `id` FROM `classes`);
--> statement-breakpoint
UPDATE `appointments` SET `discount_id` = NULL WHERE `discount_id` IS NOT NULL AND `discount_id` NOT IN (SELECT `id` FROM `discounts`);
--> statement-breakpoint
UPDATE `appointments` SET `location_id` = NULL WHERE `location_id` IS NOT NULL AND `location_id` NOT IN (SELECT `id` FROM `locations`);
--> statement-breakpoint
UPDATE `appointment_series` SET `service_id` = NULL WHERE `service_id` IS NOT NULL AND `service_id` NOT IN (SELECT `id` FROM `services`);
--> statement-breakpoint
UPDATE `appointment_series` SET `class_id` = NULL WHERE `class_id` IS NOT NULL AND `class_id` NOT IN (SELECT `id` FROM `classes`);
--> statement-breakpoint
UPDATE `appointment_series` SET `discount_id` = NULL WHERE `discount_id` IS NOT NULL AND `discount_id` NOT IN (SELECT `id` FROM `discounts`);
--> statement-breakpoint
UPDATE `appointment_series` SET `location_id` = NULL WHERE `location_id` IS NOT NULL AND `location_id` NOT IN (SELECT `id` FROM `locations`);
--> statement-breakpoint
UPDATE `appointments` SET `series_id` = NULL WHERE `series_id` IS NOT NULL AND `series_id` NOT IN (SELECT `id` FROM `appointment_series`);
--> statement-breakpoint
-- The credit counters on subscriptions become each business's opening ledger entry per channel
-- (the subscriptions rebuild below leaves the columns out).
INSERT INTO `credit_entries` (`id`, `business_id`, `channel`, `seq`, `delta`, `balance`, `reason`, `reference_id`, `created_at`) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), `business_id`, 'sms', 1, `sms_credits`, `sms_credits`, 'opening_balance', NULL, CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM `subscriptions` WHERE `sms_credits` > 0;
--> statement-breakpoint
INSERT INTO `credit_entries` (`id`, `business_id`, `channel`, `seq`, `delta`, `balance`, `reason`, `reference_id`, `created_at`) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), `business_id`, 'email', 1, `email_credits`, `email_credits`, 'opening_balance', NULL, CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM `subscriptions` WHERE `email_credits` > 0;
--> statement-breakpoint
CREATE TABLE `__new_appointment_clients` (
	`appointment_id` text NOT NULL,
	`client_id` text NOT NULL,
	`business_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`appointment_id`, `client_id`),
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_appointment_clients`("appointment_id", "client_id", "business_id", "status", "created_at") SELECT "appointment_id", "client_id", "business_id", "status", "created_at" FROM `appointment_clients`;
--> statement-breakpoint
DROP TABLE `appointment_clients`;
--> statement-breakpoint
ALTER TABLE `__new_appointment_clients` RENAME TO `appointment_clients`;
--> statement-breakpoint
CREATE INDEX `appointment_clients_business_client_idx` ON `appointment_clients` (`business_id`,`client_id`);
--> statement-breakpoint
CREATE INDEX `appointment_clients_client_idx` ON `appointment_clients` (`client_id`);
--> statement-breakpoint
CREATE TABLE `__new_appointment_series` (
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
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`discount_id`) REFERENCES `discounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_appointment_series`("id", "business_id", "frequency", "start_date", "end_date", "start_minute", "type", "service_id", "class_id", "title", "all_day", "parts", "price", "currency", "quantity", "discount_id", "discounted_amount", "location_type", "location_id", "notes", "video_meeting_url", "client_ids", "created_at", "updated_at") SELECT "id", "business_id", "frequency", "start_date", "end_date", "start_minute", "type", "service_id", "class_id", "title", "all_day", "parts", "price", "currency", "quantity", "discount_id", "discounted_amount", "location_type", "location_id", "notes", "video_meeting_url", "client_ids", "created_at", "updated_at" FROM `appointment_series`;
--> statement-breakpoint
DROP TABLE `appointment_series`;
--> statement-breakpoint
ALTER TABLE `__new_appointment_series` RENAME TO `appointment_series`;
--> statement-breakpoint
CREATE INDEX `appointment_series_business_idx` ON `appointment_series` (`business_id`,`end_date`,`start_date`);
--> statement-breakpoint
CREATE INDEX `appointment_series_service_idx` ON `appointment_series` (`service_id`);
--> statement-breakpoint
CREATE TABLE `__new_appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`type` text NOT NULL,
	`service_id` text,
	`class_id` text,
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
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`discount_id`) REFERENCES `discounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`series_id`) REFERENCES `appointment_series`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_appointments`("id", "business_id", "type", "service_id", "class_id", "title", "start_at", "end_at", "all_day", "parts", "price", "currency", "quantity", "discount_id", "discounted_amount", "location_type", "location_id", "notes", "video_meeting_url", "series_id", "series_date", "created_at", "updated_at") SELECT "id", "business_id", "type", "service_id", "class_id", "title", "start_at", "end_at", "all_day", "parts", "price", "currency", "quantity", "discount_id", "discounted_amount", "location_type", "location_id", "notes", "video_meeting_url", "series_id", "series_date", "created_at", "updated_at" FROM `appointments`;
--> statement-breakpoint
DROP TABLE `appointments`;
--> statement-breakpoint
ALTER TABLE `__new_appointments` RENAME TO `appointments`;
--> statement-breakpoint
CREATE INDEX `appointments_business_start_idx` ON `appointments` (`business_id`,`start_at`);
--> statement-breakpoint
CREATE INDEX `appointments_series_idx` ON `appointments` (`series_id`);
--> statement-breakpoint
CREATE INDEX `appointments_class_idx` ON `appointments` (`business_id`,`class_id`,`start_at`);
--> statement-breakpoint
CREATE INDEX `appointments_service_idx` ON `appointments` (`service_id`);
--> statement-breakpoint
CREATE TABLE `__new_package_services` (
	`package_id` text NOT NULL,
	`service_id` text NOT NULL,
	`business_id` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`package_id`, `service_id`),
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_package_services`("package_id", "service_id", "business_id", "quantity") SELECT "package_id", "service_id", "business_id", "quantity" FROM `package_services`;
--> statement-breakpoint
DROP TABLE `package_services`;
--> statement-breakpoint
ALTER TABLE `__new_package_services` RENAME TO `package_services`;
--> statement-breakpoint
CREATE INDEX `package_services_business_idx` ON `package_services` (`business_id`,`package_id`);
--> statement-breakpoint
CREATE INDEX `package_services_service_idx` ON `package_services` (`service_id`);
--> statement-breakpoint
CREATE TABLE `__new_affiliates` (
	`user_id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`fixed_amount` integer,
	`fixed_discount_amount` integer,
	`percent_amount` integer,
	`percent_discount_amount` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_affiliates`("user_id", "code", "fixed_amount", "fixed_discount_amount", "percent_amount", "percent_discount_amount", "created_at") SELECT "user_id", "code", "fixed_amount", "fixed_discount_amount", "percent_amount", "percent_discount_amount", "created_at" FROM `affiliates`;
--> statement-breakpoint
DROP TABLE `affiliates`;
--> statement-breakpoint
ALTER TABLE `__new_affiliates` RENAME TO `affiliates`;
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_code_unique` ON `affiliates` (`code`);
--> statement-breakpoint
CREATE TABLE `__new_api_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_api_tokens`("id", "user_id", "name", "token_hash", "last_used_at", "revoked_at", "created_at") SELECT "id", "user_id", "name", "token_hash", "last_used_at", "revoked_at", "created_at" FROM `api_tokens`;
--> statement-breakpoint
DROP TABLE `api_tokens`;
--> statement-breakpoint
ALTER TABLE `__new_api_tokens` RENAME TO `api_tokens`;
--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_hash_unique` ON `api_tokens` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `api_tokens_user_idx` ON `api_tokens` (`user_id`);
--> statement-breakpoint
CREATE TABLE `__new_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`impersonator_id` text,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`impersonator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_sessions`("id", "secret_hash", "user_id", "impersonator_id", "expires_at", "created_at") SELECT "id", "secret_hash", "user_id", "impersonator_id", "expires_at", "created_at" FROM `sessions`;
--> statement-breakpoint
DROP TABLE `sessions`;
--> statement-breakpoint
ALTER TABLE `__new_sessions` RENAME TO `sessions`;
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);
--> statement-breakpoint
CREATE TABLE `__new_user_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`secret_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_user_tokens`("id", "purpose", "secret_hash", "user_id", "expires_at", "used_at", "created_at") SELECT "id", "purpose", "secret_hash", "user_id", "expires_at", "used_at", "created_at" FROM `user_tokens`;
--> statement-breakpoint
DROP TABLE `user_tokens`;
--> statement-breakpoint
ALTER TABLE `__new_user_tokens` RENAME TO `user_tokens`;
--> statement-breakpoint
CREATE INDEX `user_tokens_user_idx` ON `user_tokens` (`user_id`,`purpose`);
--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`locale` text DEFAULT 'uk' NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_hidden_admin` integer DEFAULT false NOT NULL,
	`is_affiliate` integer DEFAULT false NOT NULL,
	`is_api_user` integer DEFAULT false NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`business_id` text,
	`email_verified_at` integer,
	`sign_up_source` text,
	`referred_by_affiliate_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`referred_by_affiliate_id`) REFERENCES `affiliates`(`user_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "password_hash", "first_name", "last_name", "locale", "is_admin", "is_hidden_admin", "is_affiliate", "is_api_user", "is_premium", "business_id", "email_verified_at", "sign_up_source", "referred_by_affiliate_id", "created_at", "updated_at", "deleted_at") SELECT "id", "email", "password_hash", "first_name", "last_name", "locale", "is_admin", "is_hidden_admin", "is_affiliate", "is_api_user", "is_premium", "business_id", "email_verified_at", "sign_up_source", "referred_by_affiliate_id", "created_at", "updated_at", "deleted_at" FROM `users`;
--> statement-breakpoint
DROP TABLE `users`;
--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);
--> statement-breakpoint
CREATE INDEX `users_business_idx` ON `users` (`business_id`);
--> statement-breakpoint
CREATE TABLE `__new_appointment_series_exceptions` (
	`series_id` text NOT NULL,
	`date` text NOT NULL,
	`business_id` text NOT NULL,
	`kind` text NOT NULL,
	PRIMARY KEY(`series_id`, `date`),
	FOREIGN KEY (`series_id`) REFERENCES `appointment_series`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_appointment_series_exceptions`("series_id", "date", "business_id", "kind") SELECT "series_id", "date", "business_id", "kind" FROM `appointment_series_exceptions`;
--> statement-breakpoint
DROP TABLE `appointment_series_exceptions`;
--> statement-breakpoint
ALTER TABLE `__new_appointment_series_exceptions` RENAME TO `appointment_series_exceptions`;
--> statement-breakpoint
CREATE INDEX `appointment_series_exceptions_business_idx` ON `appointment_series_exceptions` (`business_id`,`series_id`);
--> statement-breakpoint
CREATE TABLE `__new_businesses` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_user_id` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`timezone` text NOT NULL,
	`currency` text NOT NULL,
	`region` text NOT NULL,
	`phone` text,
	`address_1` text,
	`address_2` text,
	`city` text,
	`state` text,
	`post_code` text,
	`logo_url` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_businesses`("id", "owner_user_id", "name", "slug", "timezone", "currency", "region", "phone", "address_1", "address_2", "city", "state", "post_code", "logo_url", "created_at", "updated_at") SELECT "id", "owner_user_id", "name", "slug", "timezone", "currency", "region", "phone", "address_1", "address_2", "city", "state", "post_code", "logo_url", "created_at", "updated_at" FROM `businesses`;
--> statement-breakpoint
DROP TABLE `businesses`;
--> statement-breakpoint
ALTER TABLE `__new_businesses` RENAME TO `businesses`;
--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_slug_unique` ON `businesses` (`slug`);
--> statement-breakpoint
CREATE INDEX `businesses_owner_idx` ON `businesses` (`owner_user_id`);
--> statement-breakpoint
CREATE TABLE `__new_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`plan_name` text,
	`billing` text,
	`trial_ends_at` integer NOT NULL,
	`ends_at` integer,
	`current_period_end` integer,
	`has_incomplete_payment` integer DEFAULT false NOT NULL,
	`trial_reminder_sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_subscriptions`("id", "business_id", "plan_name", "billing", "trial_ends_at", "ends_at", "current_period_end", "has_incomplete_payment", "trial_reminder_sent_at", "created_at", "updated_at") SELECT "id", "business_id", "plan_name", "billing", "trial_ends_at", "ends_at", "current_period_end", "has_incomplete_payment", "trial_reminder_sent_at", "created_at", "updated_at" FROM `subscriptions`;
--> statement-breakpoint
DROP TABLE `subscriptions`;
--> statement-breakpoint
ALTER TABLE `__new_subscriptions` RENAME TO `subscriptions`;
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_business_unique` ON `subscriptions` (`business_id`);
--> statement-breakpoint
CREATE TABLE `__new_discounts` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`value` integer NOT NULL,
	`currency` text NOT NULL,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_discounts`("id", "business_id", "name", "type", "value", "currency", "sort_key", "archived_at", "created_at", "updated_at") SELECT "id", "business_id", "name", "type", "value", "currency", "sort_key", "archived_at", "created_at", "updated_at" FROM `discounts`;
--> statement-breakpoint
DROP TABLE `discounts`;
--> statement-breakpoint
ALTER TABLE `__new_discounts` RENAME TO `discounts`;
--> statement-breakpoint
CREATE INDEX `discounts_business_idx` ON `discounts` (`business_id`,`archived_at`,`sort_key`);
--> statement-breakpoint
CREATE TABLE `__new_locations` (
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
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_locations`("id", "business_id", "title", "address_1", "address_2", "city", "state", "post_code", "sort_key", "archived_at", "created_at", "updated_at") SELECT "id", "business_id", "title", "address_1", "address_2", "city", "state", "post_code", "sort_key", "archived_at", "created_at", "updated_at" FROM `locations`;
--> statement-breakpoint
DROP TABLE `locations`;
--> statement-breakpoint
ALTER TABLE `__new_locations` RENAME TO `locations`;
--> statement-breakpoint
CREATE INDEX `locations_business_idx` ON `locations` (`business_id`,`archived_at`,`sort_key`);
--> statement-breakpoint
CREATE TABLE `__new_services` (
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
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_services`("id", "business_id", "name", "type", "parts", "duration_minutes", "colour", "price", "is_hourly_rate", "currency", "online_booking", "deposit", "booking_question", "sort_key", "archived_at", "created_at", "updated_at") SELECT "id", "business_id", "name", "type", "parts", "duration_minutes", "colour", "price", "is_hourly_rate", "currency", "online_booking", "deposit", "booking_question", "sort_key", "archived_at", "created_at", "updated_at" FROM `services`;
--> statement-breakpoint
DROP TABLE `services`;
--> statement-breakpoint
ALTER TABLE `__new_services` RENAME TO `services`;
--> statement-breakpoint
CREATE INDEX `services_business_idx` ON `services` (`business_id`,`archived_at`,`sort_key`);
--> statement-breakpoint
CREATE TABLE `__new_clients` (
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
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_clients`("id", "business_id", "first_name", "last_name", "email", "phone", "birthday", "notes", "address_1", "address_2", "city", "state", "post_code", "billing_address", "marketing_messages", "email_reminders", "sms_reminders", "opt_out", "last_appointment_at", "locations", "search", "sort_key", "archived_at", "created_at", "updated_at") SELECT "id", "business_id", "first_name", "last_name", "email", "phone", "birthday", "notes", "address_1", "address_2", "city", "state", "post_code", "billing_address", "marketing_messages", "email_reminders", "sms_reminders", "opt_out", "last_appointment_at", "locations", "search", "sort_key", "archived_at", "created_at", "updated_at" FROM `clients`;
--> statement-breakpoint
DROP TABLE `clients`;
--> statement-breakpoint
ALTER TABLE `__new_clients` RENAME TO `clients`;
--> statement-breakpoint
CREATE INDEX `clients_business_idx` ON `clients` (`business_id`,`archived_at`,`sort_key`);
--> statement-breakpoint
CREATE INDEX `clients_business_email_idx` ON `clients` (`business_id`,`email`);
--> statement-breakpoint
CREATE INDEX `clients_business_search_idx` ON `clients` (`business_id`,`archived_at`,`search`);
--> statement-breakpoint
CREATE TABLE `__new_outbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`subject` text,
	`body_text` text NOT NULL,
	`body_html` text,
	`provider` text NOT NULL,
	`provider_message_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_outbox_messages`("id", "business_id", "channel", "to", "subject", "body_text", "body_html", "provider", "provider_message_id", "created_at") SELECT "id", "business_id", "channel", "to", "subject", "body_text", "body_html", "provider", "provider_message_id", "created_at" FROM `outbox_messages`;
--> statement-breakpoint
DROP TABLE `outbox_messages`;
--> statement-breakpoint
ALTER TABLE `__new_outbox_messages` RENAME TO `outbox_messages`;
--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox_messages` (`created_at`);
--> statement-breakpoint
CREATE TABLE `__new_classes` (
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
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_classes`("id", "business_id", "name", "duration_minutes", "price", "currency", "colour", "spaces", "limit_spaces", "notes", "online_booking", "sort_key", "archived_at", "created_at", "updated_at") SELECT "id", "business_id", "name", "duration_minutes", "price", "currency", "colour", "spaces", "limit_spaces", "notes", "online_booking", "sort_key", "archived_at", "created_at", "updated_at" FROM `classes`;
--> statement-breakpoint
DROP TABLE `classes`;
--> statement-breakpoint
ALTER TABLE `__new_classes` RENAME TO `classes`;
--> statement-breakpoint
CREATE INDEX `classes_business_idx` ON `classes` (`business_id`,`archived_at`,`sort_key`);
--> statement-breakpoint
CREATE TABLE `__new_packages` (
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
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_packages`("id", "business_id", "name", "price", "currency", "expiry_months", "notes", "online_booking", "sort_key", "archived_at", "created_at", "updated_at") SELECT "id", "business_id", "name", "price", "currency", "expiry_months", "notes", "online_booking", "sort_key", "archived_at", "created_at", "updated_at" FROM `packages`;
--> statement-breakpoint
DROP TABLE `packages`;
--> statement-breakpoint
ALTER TABLE `__new_packages` RENAME TO `packages`;
--> statement-breakpoint
CREATE INDEX `packages_business_idx` ON `packages` (`business_id`,`archived_at`,`sort_key`);
--> statement-breakpoint
CREATE TABLE `__new_business_settings` (
	`business_id` text PRIMARY KEY NOT NULL,
	`calendar` text NOT NULL,
	`business_hours` text NOT NULL,
	`payment` text NOT NULL,
	`dashboard` text NOT NULL,
	`tax` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_business_settings`("business_id", "calendar", "business_hours", "payment", "dashboard", "tax", "updated_at") SELECT "business_id", "calendar", "business_hours", "payment", "dashboard", "tax", "updated_at" FROM `business_settings`;
--> statement-breakpoint
DROP TABLE `business_settings`;
--> statement-breakpoint
ALTER TABLE `__new_business_settings` RENAME TO `business_settings`;
