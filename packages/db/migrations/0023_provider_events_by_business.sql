-- A provider's event is "already handled" per business and provider account, not per provider alone (issue 25
-- M1): one business could sign a LiqPay callback with another's payment id and squat the event id, so the other
-- business's real callback was then taken for a redelivery and its booking never settled. The key becomes
-- (business, provider, account, event id); `account` is the provider account the event was signed for (LiqPay's
-- public key, Square's location, Stripe's webhook endpoint). Existing rows get their business's connected
-- LiqPay / Square account; Stripe's endpoint id is only inside the encrypted keys, so its rows keep '' (its
-- event ids are unique across Stripe, and a redelivery of one only meets the idempotent settle again).
CREATE TABLE `__new_provider_events` (
	`business_id` text NOT NULL,
	`provider` text NOT NULL,
	`account` text DEFAULT '' NOT NULL,
	`event_id` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `provider`, `account`, `event_id`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_provider_events`("business_id", "provider", "account", "event_id", "received_at") SELECT e."business_id", e."provider", coalesce((SELECT i."public_key" FROM `payment_integrations` i WHERE i."business_id" = e."business_id" AND i."provider" = e."provider" AND e."provider" <> 'stripe'), ''), e."event_id", e."received_at" FROM `provider_events` e;
--> statement-breakpoint
DROP TABLE `provider_events`;
--> statement-breakpoint
ALTER TABLE `__new_provider_events` RENAME TO `provider_events`;
