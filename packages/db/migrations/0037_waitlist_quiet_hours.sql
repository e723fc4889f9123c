-- Waitlist quiet hours (issue 28; docs/DECISIONS.md "Waitlist", "Quiet hours"): an offer found between 21:00 and 08:00
-- in the business's zone is kept `queued` with the instant it may be sent (`send_at`, 08:00 local); its token and hold
-- are made when it is sent. A queued offer is live like an open one, so the one-live-offer-per-entry index covers it.
ALTER TABLE `waitlist_offers` ADD `send_at` integer;--> statement-breakpoint
DROP INDEX IF EXISTS `waitlist_offers_live_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_live_unique` ON `waitlist_offers` (`entry_id`) WHERE "waitlist_offers"."state" IN ('queued', 'open', 'claimed');--> statement-breakpoint
CREATE INDEX `waitlist_offers_queued_idx` ON `waitlist_offers` (`state`,`send_at`);
