-- One idiom for invariants held inside a write batch (issue 26): the payments-only `ledger_assertions` becomes
-- `assertions`, whose CHECKs refuse every row, one CHECK per rule named `assert_<rule>`. The sales writes' rules join
-- the ledger's (they used to write a value that broke a column's CHECK on purpose). The table never holds a row, so
-- nothing is copied.
CREATE TABLE `assertions` (
	`rule` text NOT NULL,
	CONSTRAINT "assert_overpaid" CHECK("assertions"."rule" <> 'overpaid'),
	CONSTRAINT "assert_over_refunded" CHECK("assertions"."rule" <> 'over_refunded'),
	CONSTRAINT "assert_sale_changed" CHECK("assertions"."rule" <> 'sale_changed'),
	CONSTRAINT "assert_sale_item_unavailable" CHECK("assertions"."rule" <> 'sale_item_unavailable'),
	CONSTRAINT "assert_sale_deleted" CHECK("assertions"."rule" <> 'sale_deleted'),
	CONSTRAINT "assert_sale_voucher_spent" CHECK("assertions"."rule" <> 'sale_voucher_spent'),
	CONSTRAINT "assert_sale_package_used" CHECK("assertions"."rule" <> 'sale_package_used'),
	CONSTRAINT "assert_known_rule" CHECK("assertions"."rule" IN ('overpaid', 'over_refunded', 'sale_changed', 'sale_item_unavailable', 'sale_deleted', 'sale_voucher_spent', 'sale_package_used'))
);
--> statement-breakpoint
DROP TABLE `ledger_assertions`;
