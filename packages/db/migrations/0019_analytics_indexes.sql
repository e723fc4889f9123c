CREATE INDEX `appointment_clients_business_client_status_idx` ON `appointment_clients` (`business_id`,`client_id`,`status`,`appointment_id`);--> statement-breakpoint
CREATE INDEX `appointment_clients_appointment_status_idx` ON `appointment_clients` (`appointment_id`,`business_id`,`status`,`client_id`);--> statement-breakpoint
CREATE INDEX `appointments_business_start_cover_idx` ON `appointments` (`business_id`,`start_at`,`type`,`end_at`,`price`,`quantity`,`discounted_amount`,`service_id`,`class_id`,`location_id`,`id`);--> statement-breakpoint
CREATE INDEX `clients_business_created_idx` ON `clients` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payment_allocations_payment_target_idx` ON `payment_allocations` (`payment_id`,`appointment_id`,`amount`);--> statement-breakpoint
CREATE INDEX `payments_business_taken_id_idx` ON `payments` (`business_id`,`taken_at`,`method`,`id`);