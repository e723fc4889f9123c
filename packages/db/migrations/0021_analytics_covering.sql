-- Analytics (issue 15): two indexes widened so a period's top clients by spend and its products and vouchers sold
-- are summed from the index alone (no table read per payment or sale line); no index is added to the write path.
DROP INDEX `payments_business_taken_sums_idx`;--> statement-breakpoint
CREATE INDEX `payments_business_taken_sums_idx` ON `payments` (`business_id`,`taken_at`,`method`,`client_id`,`amount`);--> statement-breakpoint
DROP INDEX `sale_lines_sale_idx`;--> statement-breakpoint
CREATE INDEX `sale_lines_sale_idx` ON `sale_lines` (`sale_id`,`position`,`business_id`,`kind`,`quantity`);