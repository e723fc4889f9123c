-- Analytics (issue 27): the top clients by spend (analytics/client-info.ts) sum each client's payments in the period
-- but gift voucher spends, one seek per client of this index. 0035's index held the method, compared on every entry;
-- this one holds only the payments that count (partial: method <> 'gift_voucher'), so the sum reads taken_at and
-- amount alone (the query's method term is the index's own condition, nothing left to test per entry). Same name,
-- same leading columns.
DROP INDEX `payments_business_client_idx`;
--> statement-breakpoint
CREATE INDEX `payments_business_client_idx` ON `payments` (`business_id`,`client_id`,`taken_at`,`amount`) WHERE method <> 'gift_voucher';
