ALTER TABLE `messages` ADD `failure` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `failed_at` integer;--> statement-breakpoint
UPDATE `messages` SET
  `failure` = CASE
    WHEN `error` = 'opted out' THEN 'opted_out'
    WHEN `provider_message_id` IS NOT NULL THEN 'undelivered'
    ELSE 'send_failed' END,
  `failed_at` = `created_at`
WHERE `status` = 'error';--> statement-breakpoint
CREATE INDEX `messages_failed_idx` ON `messages` (`business_id`,`failed_at`) WHERE failed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `messages_pending_idx` ON `messages` (`created_at`) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE `notifications` ADD `dedupe_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_unique` ON `notifications` (`business_id`,`dedupe_key`) WHERE dedupe_key IS NOT NULL;
