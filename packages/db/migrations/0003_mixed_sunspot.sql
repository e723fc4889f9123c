CREATE TABLE `business_settings` (
	`business_id` text PRIMARY KEY NOT NULL,
	`calendar` text NOT NULL,
	`business_hours` text NOT NULL,
	`payment` text NOT NULL,
	`dashboard` text NOT NULL,
	`tax` text NOT NULL,
	`updated_at` integer NOT NULL
);
