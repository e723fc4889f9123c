-- Waitlist quiet hours as the owner's setting (issue 28; docs/DECISIONS.md "Waitlist", "Quiet hours"): the start and
-- end of the nightly window in which no offer is sent, in minutes after local midnight on the business's clock
-- (default 21:00–08:00; start > end crosses midnight; start = end: no quiet hours).
ALTER TABLE `booking_settings` ADD `waitlist_quiet_start` integer DEFAULT 1260 NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_settings` ADD `waitlist_quiet_end` integer DEFAULT 480 NOT NULL;
