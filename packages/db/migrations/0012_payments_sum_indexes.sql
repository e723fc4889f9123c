DROP INDEX `payment_allocations_appointment_idx`;--> statement-breakpoint
DROP INDEX `payment_allocations_sale_idx`;--> statement-breakpoint
CREATE INDEX `payment_allocations_appointment_idx` ON `payment_allocations` (`business_id`,`appointment_id`,`client_id`,`amount`);--> statement-breakpoint
CREATE INDEX `payment_allocations_sale_idx` ON `payment_allocations` (`business_id`,`sale_id`,`amount`);--> statement-breakpoint
CREATE INDEX `payments_business_sums_idx` ON `payments` (`business_id`,`method`,`type`,`kind`,`taken_at`,`amount`);--> statement-breakpoint
CREATE INDEX `payments_business_taken_sums_idx` ON `payments` (`business_id`,`taken_at`,`method`,`amount`);