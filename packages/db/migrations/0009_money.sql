CREATE TABLE `expenses` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`type` text NOT NULL,
	`category` text NOT NULL,
	`date` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`supplier` text,
	`notes` text,
	`receipt_key` text,
	`receipt_type` text,
	`receipt_size` integer,
	`receipt_name` text,
	`from_location` text,
	`to_location` text,
	`distance_hundredths` integer,
	`distance_unit` text,
	`cost_per_unit` integer,
	`series_id` text,
	`frequency` text,
	`repeat_until` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "expenses_amount_check" CHECK(amount >= 0)
);
--> statement-breakpoint
CREATE INDEX `expenses_business_date_idx` ON `expenses` (`business_id`,`date`);--> statement-breakpoint
CREATE INDEX `expenses_business_category_idx` ON `expenses` (`business_id`,`category`,`date`);--> statement-breakpoint
CREATE INDEX `expenses_series_idx` ON `expenses` (`business_id`,`series_id`,`date`);--> statement-breakpoint
CREATE TABLE `invoice_items` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`business_id` text NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "invoice_items_check" CHECK(quantity > 0 AND amount = unit_price * quantity)
);
--> statement-breakpoint
CREATE INDEX `invoice_items_invoice_idx` ON `invoice_items` (`invoice_id`,`position`);--> statement-breakpoint
CREATE TABLE `invoice_settings` (
	`business_id` text PRIMARY KEY NOT NULL,
	`prefix` text DEFAULT 'INV-' NOT NULL,
	`colour` text DEFAULT '#0f766e' NOT NULL,
	`footer` text,
	`bank_details` text,
	`due_days` integer DEFAULT 14 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'issued' NOT NULL,
	`client_id` text,
	`payment_id` text,
	`bill_to_name` text NOT NULL,
	`bill_to_email` text,
	`billing_address` text,
	`date` text NOT NULL,
	`due_date` text NOT NULL,
	`currency` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`paid` integer DEFAULT 0 NOT NULL,
	`bank_details` text,
	`colour` text NOT NULL,
	`footer` text,
	`notes` text,
	`locale` text NOT NULL,
	`sent_at` integer,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "invoices_total_check" CHECK(total >= 0 AND paid >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`business_id`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_seq_unique` ON `invoices` (`business_id`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_payment_unique` ON `invoices` (`payment_id`) WHERE payment_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `invoices_business_date_idx` ON `invoices` (`business_id`,`date`);--> statement-breakpoint
CREATE INDEX `invoices_client_idx` ON `invoices` (`client_id`);--> statement-breakpoint
CREATE TABLE `payment_allocations` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`business_id` text NOT NULL,
	`appointment_id` text,
	`client_id` text,
	`sale_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "payment_allocations_target_check" CHECK((appointment_id IS NULL OR sale_id IS NULL) AND amount <> 0)
);
--> statement-breakpoint
CREATE INDEX `payment_allocations_payment_idx` ON `payment_allocations` (`payment_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_appointment_idx` ON `payment_allocations` (`business_id`,`appointment_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_appointment_fk_idx` ON `payment_allocations` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_sale_idx` ON `payment_allocations` (`business_id`,`sale_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_sale_fk_idx` ON `payment_allocations` (`sale_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_client_idx` ON `payment_allocations` (`client_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`checkout_id` text NOT NULL,
	`kind` text NOT NULL,
	`type` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`taken_at` integer NOT NULL,
	`client_id` text,
	`voucher_id` text,
	`reverses_id` text,
	`tendered` integer,
	`provider` text,
	`provider_ref` text,
	`source` text DEFAULT 'owner' NOT NULL,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`voucher_id`) REFERENCES `issued_vouchers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`reverses_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "payments_sign_check" CHECK((kind = 'payment' AND amount > 0 AND reverses_id IS NULL) OR (kind <> 'payment' AND amount < 0 AND reverses_id IS NOT NULL)),
	CONSTRAINT "payments_voucher_check" CHECK((method = 'gift_voucher') = (voucher_id IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `payments_business_taken_idx` ON `payments` (`business_id`,`taken_at`);--> statement-breakpoint
CREATE INDEX `payments_business_type_idx` ON `payments` (`business_id`,`type`,`taken_at`);--> statement-breakpoint
CREATE INDEX `payments_business_method_idx` ON `payments` (`business_id`,`method`,`taken_at`);--> statement-breakpoint
CREATE INDEX `payments_checkout_idx` ON `payments` (`business_id`,`checkout_id`);--> statement-breakpoint
CREATE INDEX `payments_client_idx` ON `payments` (`client_id`);--> statement-breakpoint
CREATE INDEX `payments_voucher_idx` ON `payments` (`voucher_id`);--> statement-breakpoint
CREATE INDEX `payments_reverses_idx` ON `payments` (`reverses_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_void_unique` ON `payments` (`reverses_id`) WHERE kind = 'void';--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_unique` ON `payments` (`business_id`,`provider`,`provider_ref`) WHERE provider_ref IS NOT NULL;--> statement-breakpoint
CREATE TABLE `gift_voucher_items` (
	`id` text PRIMARY KEY NOT NULL,
	`gift_voucher_id` text NOT NULL,
	`business_id` text NOT NULL,
	`service_id` text,
	`product_id` text,
	`quantity` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`gift_voucher_id`) REFERENCES `gift_vouchers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "gift_voucher_items_one_check" CHECK((service_id IS NULL) <> (product_id IS NULL)),
	CONSTRAINT "gift_voucher_items_quantity_check" CHECK(quantity > 0)
);
--> statement-breakpoint
CREATE INDEX `gift_voucher_items_voucher_idx` ON `gift_voucher_items` (`gift_voucher_id`);--> statement-breakpoint
CREATE INDEX `gift_voucher_items_service_idx` ON `gift_voucher_items` (`service_id`);--> statement-breakpoint
CREATE INDEX `gift_voucher_items_product_idx` ON `gift_voucher_items` (`product_id`);--> statement-breakpoint
CREATE TABLE `gift_vouchers` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`template` text NOT NULL,
	`colour` text NOT NULL,
	`sales_limit` integer,
	`expiry_date` text,
	`expiry_months` integer,
	`online_sales` integer DEFAULT false NOT NULL,
	`notes_title` text,
	`notes_description` text,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `gift_vouchers_business_idx` ON `gift_vouchers` (`business_id`,`archived_at`,`sort_key`);--> statement-breakpoint
CREATE TABLE `issued_vouchers` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`gift_voucher_id` text NOT NULL,
	`sale_id` text NOT NULL,
	`sale_line_id` text,
	`client_id` text,
	`code` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`amount_left` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`expires_at` integer,
	`voided_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`gift_voucher_id`) REFERENCES `gift_vouchers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`sale_line_id`) REFERENCES `sale_lines`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "issued_vouchers_left_check" CHECK(amount_left >= 0 AND amount_left <= amount)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `issued_vouchers_code_unique` ON `issued_vouchers` (`business_id`,`code`);--> statement-breakpoint
CREATE INDEX `issued_vouchers_voucher_idx` ON `issued_vouchers` (`gift_voucher_id`);--> statement-breakpoint
CREATE INDEX `issued_vouchers_sale_idx` ON `issued_vouchers` (`sale_id`);--> statement-breakpoint
CREATE INDEX `issued_vouchers_client_idx` ON `issued_vouchers` (`client_id`);--> statement-breakpoint
CREATE TABLE `package_credits` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`sale_id` text NOT NULL,
	`sale_line_id` text,
	`package_id` text NOT NULL,
	`client_id` text NOT NULL,
	`service_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	`expires_at` integer,
	`voided_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`sale_line_id`) REFERENCES `sale_lines`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "package_credits_used_check" CHECK(used >= 0 AND used <= quantity)
);
--> statement-breakpoint
CREATE INDEX `package_credits_client_idx` ON `package_credits` (`business_id`,`client_id`,`service_id`);--> statement-breakpoint
CREATE INDEX `package_credits_sale_idx` ON `package_credits` (`sale_id`);--> statement-breakpoint
CREATE INDEX `package_credits_client_fk_idx` ON `package_credits` (`client_id`);--> statement-breakpoint
CREATE INDEX `package_credits_package_idx` ON `package_credits` (`package_id`);--> statement-breakpoint
CREATE INDEX `package_credits_service_idx` ON `package_credits` (`service_id`);--> statement-breakpoint
CREATE TABLE `package_uses` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`package_credit_id` text NOT NULL,
	`appointment_id` text,
	`client_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`package_credit_id`) REFERENCES `package_credits`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `package_uses_booking_unique` ON `package_uses` (`appointment_id`,`client_id`) WHERE appointment_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `package_uses_business_idx` ON `package_uses` (`business_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `package_uses_credit_idx` ON `package_uses` (`package_credit_id`);--> statement-breakpoint
CREATE INDEX `package_uses_client_idx` ON `package_uses` (`client_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`cost_price` integer,
	`stock` integer,
	`sort_key` text DEFAULT '' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `products_business_idx` ON `products` (`business_id`,`archived_at`,`sort_key`);--> statement-breakpoint
CREATE TABLE `sale_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`sale_id` text NOT NULL,
	`business_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`product_id` text,
	`package_id` text,
	`gift_voucher_id` text,
	`name` text NOT NULL,
	`unit_price` integer DEFAULT 0 NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`discount_id` text,
	`discount_amount` integer DEFAULT 0 NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`gift_voucher_id`) REFERENCES `gift_vouchers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`discount_id`) REFERENCES `discounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "sale_lines_quantity_check" CHECK(quantity > 0),
	CONSTRAINT "sale_lines_total_check" CHECK(total >= 0 AND total = unit_price * quantity - discount_amount)
);
--> statement-breakpoint
CREATE INDEX `sale_lines_sale_idx` ON `sale_lines` (`sale_id`,`position`);--> statement-breakpoint
CREATE INDEX `sale_lines_business_idx` ON `sale_lines` (`business_id`,`kind`);--> statement-breakpoint
CREATE INDEX `sale_lines_product_idx` ON `sale_lines` (`product_id`);--> statement-breakpoint
CREATE INDEX `sale_lines_package_idx` ON `sale_lines` (`package_id`);--> statement-breakpoint
CREATE INDEX `sale_lines_voucher_idx` ON `sale_lines` (`gift_voucher_id`);--> statement-breakpoint
CREATE TABLE `sales` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`client_id` text,
	`sold_at` integer NOT NULL,
	`currency` text NOT NULL,
	`subtotal` integer DEFAULT 0 NOT NULL,
	`discount_total` integer DEFAULT 0 NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`source` text DEFAULT 'owner' NOT NULL,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "sales_total_check" CHECK(total >= 0 AND discount_total >= 0 AND total = subtotal - discount_total)
);
--> statement-breakpoint
CREATE INDEX `sales_business_idx` ON `sales` (`business_id`,`deleted_at`,`sold_at`);--> statement-breakpoint
CREATE INDEX `sales_client_idx` ON `sales` (`client_id`);