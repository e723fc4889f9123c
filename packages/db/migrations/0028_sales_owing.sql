-- Left to pay for sales (issue 27), as 0020/0025 did for bookings: what each sale has been paid (the allocations to
-- it, payments less refunds and voids, in minor units) is kept with the sale by triggers on `payment_allocations`, in
-- the statement that writes the ledger (so every write path, batch, race and cascade keeps it exact), and a partial
-- index holds the sales that still owe (not deleted, something due, paid < total). The Left to pay page, its
-- statistic, the dashboard and the checkout (payments/left-to-pay-sql.ts owingSalesSql repeats the WHERE) read only
-- that index instead of summing every sale's allocations. A migration that rebuilds `sales` or `payment_allocations`
-- drops these triggers and must recreate them (packages/api/test/sales-owing.test.ts checks they exist).
ALTER TABLE `sales` ADD `paid` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `sales` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
	WHERE pa.business_id = sales.business_id AND pa.sale_id = sales.id), 0);--> statement-breakpoint
-- `deleted_at` second (an equality, as in sales_business_idx): SQLite then prefers this covering index.
CREATE INDEX `sales_owing_idx` ON `sales` (`business_id`,`deleted_at`,`sold_at`,`id`,`client_id`,`total`,`paid`,`currency`)
	WHERE `deleted_at` IS NULL AND `total` > 0 AND `paid` < `total`;--> statement-breakpoint
CREATE TRIGGER `sales_paid_pa_insert` AFTER INSERT ON `payment_allocations` WHEN NEW.sale_id IS NOT NULL BEGIN
	UPDATE `sales` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = sales.business_id AND pa.sale_id = NEW.sale_id), 0)
	WHERE id = NEW.sale_id;
END;--> statement-breakpoint
CREATE TRIGGER `sales_paid_pa_delete` AFTER DELETE ON `payment_allocations` WHEN OLD.sale_id IS NOT NULL BEGIN
	UPDATE `sales` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = sales.business_id AND pa.sale_id = OLD.sale_id), 0)
	WHERE id = OLD.sale_id;
END;--> statement-breakpoint
CREATE TRIGGER `sales_paid_pa_update` AFTER UPDATE OF `sale_id`, `amount`, `business_id` ON `payment_allocations`
	WHEN OLD.sale_id IS NOT NULL OR NEW.sale_id IS NOT NULL BEGIN
	UPDATE `sales` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = sales.business_id AND pa.sale_id = OLD.sale_id), 0)
	WHERE id = OLD.sale_id;
	UPDATE `sales` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = sales.business_id AND pa.sale_id = NEW.sale_id), 0)
	WHERE id = NEW.sale_id;
END;--> statement-breakpoint
-- A sale's id and business never change in the app and its allocations come after it; should a row be written
-- otherwise anyway (an import, a repair by hand), its paid is recomputed from the ledger.
CREATE TRIGGER `sales_paid_sale_insert` AFTER INSERT ON `sales`
	WHEN EXISTS (SELECT 1 FROM `payment_allocations` pa WHERE pa.business_id = NEW.business_id AND pa.sale_id = NEW.id) BEGIN
	UPDATE `sales` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = NEW.business_id AND pa.sale_id = NEW.id), 0)
	WHERE id = NEW.id;
END;--> statement-breakpoint
CREATE TRIGGER `sales_paid_sale_update` AFTER UPDATE OF `id`, `business_id` ON `sales` BEGIN
	UPDATE `sales` SET paid = coalesce((SELECT sum(pa.amount) FROM `payment_allocations` pa
		WHERE pa.business_id = NEW.business_id AND pa.sale_id = NEW.id), 0)
	WHERE id = NEW.id;
END;
