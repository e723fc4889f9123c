ALTER TABLE `marketing_campaigns` ADD `failure_reason` text;--> statement-breakpoint
ALTER TABLE `marketing_campaigns` ADD `failed_at` integer;
