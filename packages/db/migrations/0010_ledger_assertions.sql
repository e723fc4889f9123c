CREATE TABLE `ledger_assertions` (
	`rule` text NOT NULL,
	CONSTRAINT "ledger_overpaid" CHECK("ledger_assertions"."rule" <> 'overpaid'),
	CONSTRAINT "ledger_over_refunded" CHECK("ledger_assertions"."rule" <> 'over_refunded'),
	CONSTRAINT "ledger_sale_changed" CHECK("ledger_assertions"."rule" <> 'sale_changed'),
	CONSTRAINT "ledger_refused" CHECK("ledger_assertions"."rule" IN ('overpaid', 'over_refunded', 'sale_changed'))
);
--> statement-breakpoint
DROP INDEX `package_uses_booking_unique`;--> statement-breakpoint
ALTER TABLE `package_uses` ADD `checkout_id` text;--> statement-breakpoint
ALTER TABLE `package_uses` ADD `returned_at` integer;--> statement-breakpoint
CREATE INDEX `package_uses_checkout_idx` ON `package_uses` (`business_id`,`checkout_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `package_uses_booking_unique` ON `package_uses` (`appointment_id`,`client_id`) WHERE appointment_id IS NOT NULL AND returned_at IS NULL;