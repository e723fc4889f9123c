-- Issue 28, slots with Google busy times: the busy query (appointments/load.ts busyRowsInRange) reads only start_at
-- and end_at of external_busy, bounded by business and start. With end_at in the index it is read from the index
-- alone (no table lookup per span); the old (business_id, start_at) index is a prefix of this one.
DROP INDEX IF EXISTS `external_busy_business_start_idx`;--> statement-breakpoint
CREATE INDEX `external_busy_business_span_idx` ON `external_busy` (`business_id`,`start_at`,`end_at`);
