-- A service's deposit becomes minorUnits() like every other amount: NOT NULL DEFAULT 0, where 0 is
-- "no deposit" (it was NULL). SQLite cannot change a column's constraints in place (libSQL's
-- ALTER COLUMN would leave the NULLs), so the table is rebuilt, NULL copied as 0. Keys are off
-- during the rebuild (migrate.ts); appointments, series and package lines keep pointing at `services`.
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
	`deposit` integer DEFAULT 0 NOT NULL,
	`booking_question` text,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_services`("id", "business_id", "name", "type", "parts", "duration_minutes", "colour", "price", "is_hourly_rate", "currency", "online_booking", "deposit", "booking_question", "sort_key", "archived_at", "created_at", "updated_at") SELECT "id", "business_id", "name", "type", "parts", "duration_minutes", "colour", "price", "is_hourly_rate", "currency", "online_booking", coalesce("deposit", 0), "booking_question", "sort_key", "archived_at", "created_at", "updated_at" FROM `services`;
--> statement-breakpoint
DROP TABLE `services`;
--> statement-breakpoint
ALTER TABLE `__new_services` RENAME TO `services`;
--> statement-breakpoint
CREATE INDEX `services_business_idx` ON `services` (`business_id`,`archived_at`,`sort_key`);
