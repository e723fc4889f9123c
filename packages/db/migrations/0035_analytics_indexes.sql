-- Analytics (issue 27): two indexes for the 365-day reads.
-- Top clients (analytics/client-info.ts) sum each client's payments in the period: one seek per client of this index
-- (amounts read from it) instead of grouping the period's payments by client in a temporary b-tree.
CREATE INDEX `payments_business_client_idx` ON `payments` (`business_id`,`client_id`,`taken_at`,`method`,`amount`);
--> statement-breakpoint
-- The numbers' products and vouchers sold (analytics/figures.ts) join the period's sales to their lines by sale id:
-- with the id in the sales index the period's sales are read from it alone, not row by row from the table. Same
-- leading columns as before, so every other read of it is unchanged.
DROP INDEX `sales_business_idx`;
--> statement-breakpoint
CREATE INDEX `sales_business_idx` ON `sales` (`business_id`,`deleted_at`,`sold_at`,`id`);
