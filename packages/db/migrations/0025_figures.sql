-- Left to pay (issue 25): the bookings that still owe, as a partial index of the trigger-kept visits. Its WHERE is
-- the rule's four terms (payments/left-to-pay-sql.ts storedOwingSql repeats them verbatim, so SQLite uses it), so the
-- dashboard's, the Left to pay page's and the checkout's reads walk only what is owed, newest first, whatever the
-- length of the history (the lists no longer stop at the last 12 months). It holds every column those reads touch
-- (the WHERE's too), so SQLite reads it alone and prefers it to the table's (business, start) key.
CREATE INDEX `analytics_visits_owing_idx` ON `analytics_visits` (`business_id`,`start_at`,`client_id`,`value`,`paid`,`status`,`type`,`package_used`)
	WHERE `paid` < `value` AND `package_used` = 0 AND `status` <> 'cancelled' AND `type` <> 'blocked';--> statement-breakpoint
-- Times on screens (issue 25) are in the business's zone; a person without a business (an admin, an affiliate)
-- has a zone of their own, chosen on their password page (null: UTC until then, never the device's).
ALTER TABLE `users` ADD `timezone` text;
