-- Analytics (issue 27): the top clients by spend (analytics/client-spend.ts) without walking each client's payments.
-- A payment counts when it is not a gift voucher spend and its client is one of its business's (as the tab reads:
-- that business's clients, their payments in the period). Per counted payment, its client's running total: the sum
-- of their counted payments up to and including it, in (taken_at, id) order. A client's spend in [from, to) is the
-- running total before `to` minus the one before `from`: one seek each, not every payment between. Per client
-- their total and last payment, so a period ending after it needs the seek before `from` only. Instants, no zone.
-- Kept by triggers on payments (and on a client moving business) in the statement that writes.
CREATE TABLE `analytics_client_payments` (
	`business_id` text NOT NULL,
	`client_id` text NOT NULL,
	`taken_at` integer NOT NULL,
	`id` text NOT NULL,
	`running` integer NOT NULL,
	PRIMARY KEY(`business_id`, `client_id`, `taken_at`, `id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_client_spend` (
	`business_id` text NOT NULL,
	`client_id` text NOT NULL,
	`total` integer NOT NULL,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `client_id`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `analytics_client_payments` (business_id, client_id, taken_at, id, running)
SELECT p.business_id, p.client_id, p.taken_at, p.id,
	sum(p.amount) OVER (PARTITION BY p.business_id, p.client_id ORDER BY p.taken_at, p.id ROWS UNBOUNDED PRECEDING)
FROM `payments` p JOIN `clients` c ON c.id = p.client_id AND c.business_id = p.business_id
WHERE p.method <> 'gift_voucher';
--> statement-breakpoint
INSERT INTO `analytics_client_spend` (business_id, client_id, total, last_at)
SELECT p.business_id, p.client_id, sum(p.amount), max(p.taken_at)
FROM `payments` p JOIN `clients` c ON c.id = p.client_id AND c.business_id = p.business_id
WHERE p.method <> 'gift_voucher' GROUP BY 1, 2;
--> statement-breakpoint
-- A payment counted: later running totals of its client grow by its amount, its own is the one before plus it.
CREATE TRIGGER `analytics_client_payments_insert` AFTER INSERT ON `payments` WHEN NEW.method <> 'gift_voucher'
	AND EXISTS (SELECT 1 FROM `clients` WHERE id = NEW.client_id AND business_id = NEW.business_id) BEGIN
	UPDATE `analytics_client_payments` SET running = running + NEW.amount
	WHERE business_id = NEW.business_id AND client_id = NEW.client_id AND (taken_at, id) > (NEW.taken_at, NEW.id);
	INSERT INTO `analytics_client_payments` (business_id, client_id, taken_at, id, running)
	VALUES (NEW.business_id, NEW.client_id, NEW.taken_at, NEW.id, NEW.amount + coalesce((SELECT running
		FROM `analytics_client_payments` WHERE business_id = NEW.business_id AND client_id = NEW.client_id
			AND (taken_at, id) < (NEW.taken_at, NEW.id) ORDER BY taken_at DESC, id DESC LIMIT 1), 0));
	INSERT INTO `analytics_client_spend` (business_id, client_id, total, last_at)
	VALUES (NEW.business_id, NEW.client_id, NEW.amount, NEW.taken_at)
	ON CONFLICT DO UPDATE SET total = total + excluded.total, last_at = max(last_at, excluded.last_at);
END;--> statement-breakpoint
-- A counted payment gone: later running totals of its client shrink by its amount; their total and last payment again.
CREATE TRIGGER `analytics_client_payments_delete` AFTER DELETE ON `payments`
	WHEN OLD.method <> 'gift_voucher' AND OLD.client_id IS NOT NULL BEGIN
	UPDATE `analytics_client_payments` SET running = running - OLD.amount
	WHERE business_id = OLD.business_id AND client_id = OLD.client_id AND (taken_at, id) > (OLD.taken_at, OLD.id)
		AND EXISTS (SELECT 1 FROM `analytics_client_payments` WHERE business_id = OLD.business_id AND client_id = OLD.client_id
			AND taken_at = OLD.taken_at AND id = OLD.id);
	DELETE FROM `analytics_client_payments`
	WHERE business_id = OLD.business_id AND client_id = OLD.client_id AND taken_at = OLD.taken_at AND id = OLD.id;
	DELETE FROM `analytics_client_spend` WHERE business_id = OLD.business_id AND client_id = OLD.client_id;
	INSERT INTO `analytics_client_spend` (business_id, client_id, total, last_at)
	SELECT business_id, client_id, running, taken_at FROM `analytics_client_payments`
	WHERE business_id = OLD.business_id AND client_id = OLD.client_id ORDER BY taken_at DESC, id DESC LIMIT 1;
END;--> statement-breakpoint
-- A payment changed: gone as it was (if it counted), counted as it is (if it does).
CREATE TRIGGER `analytics_client_payments_update` AFTER UPDATE OF `id`, `business_id`, `client_id`, `taken_at`, `amount`, `method`
	ON `payments` BEGIN
	UPDATE `analytics_client_payments` SET running = running - OLD.amount
	WHERE business_id = OLD.business_id AND client_id = OLD.client_id AND (taken_at, id) > (OLD.taken_at, OLD.id)
		AND EXISTS (SELECT 1 FROM `analytics_client_payments` WHERE business_id = OLD.business_id AND client_id = OLD.client_id
			AND taken_at = OLD.taken_at AND id = OLD.id);
	DELETE FROM `analytics_client_payments`
	WHERE business_id = OLD.business_id AND client_id = OLD.client_id AND taken_at = OLD.taken_at AND id = OLD.id;
	DELETE FROM `analytics_client_spend` WHERE business_id = OLD.business_id AND client_id = OLD.client_id;
	INSERT INTO `analytics_client_spend` (business_id, client_id, total, last_at)
	SELECT business_id, client_id, running, taken_at FROM `analytics_client_payments`
	WHERE business_id = OLD.business_id AND client_id = OLD.client_id ORDER BY taken_at DESC, id DESC LIMIT 1;
	UPDATE `analytics_client_payments` SET running = running + NEW.amount
	WHERE business_id = NEW.business_id AND client_id = NEW.client_id AND (taken_at, id) > (NEW.taken_at, NEW.id)
		AND NEW.method <> 'gift_voucher' AND EXISTS (SELECT 1 FROM `clients` WHERE id = NEW.client_id AND business_id = NEW.business_id);
	INSERT INTO `analytics_client_payments` (business_id, client_id, taken_at, id, running)
	SELECT NEW.business_id, NEW.client_id, NEW.taken_at, NEW.id, NEW.amount + coalesce((SELECT running
		FROM `analytics_client_payments` WHERE business_id = NEW.business_id AND client_id = NEW.client_id
			AND (taken_at, id) < (NEW.taken_at, NEW.id) ORDER BY taken_at DESC, id DESC LIMIT 1), 0)
	WHERE NEW.method <> 'gift_voucher' AND EXISTS (SELECT 1 FROM `clients` WHERE id = NEW.client_id AND business_id = NEW.business_id);
	DELETE FROM `analytics_client_spend` WHERE business_id = NEW.business_id AND client_id = NEW.client_id;
	INSERT INTO `analytics_client_spend` (business_id, client_id, total, last_at)
	SELECT business_id, client_id, running, taken_at FROM `analytics_client_payments`
	WHERE business_id = NEW.business_id AND client_id = NEW.client_id ORDER BY taken_at DESC, id DESC LIMIT 1;
END;--> statement-breakpoint
-- A client moved to another business (no screen does it): their payments counted anew, in the business they are in.
CREATE TRIGGER `analytics_client_payments_client_business` AFTER UPDATE OF `business_id` ON `clients`
	WHEN OLD.business_id IS NOT NEW.business_id BEGIN
	DELETE FROM `analytics_client_payments` WHERE business_id IN (OLD.business_id, NEW.business_id) AND client_id = NEW.id;
	DELETE FROM `analytics_client_spend` WHERE business_id IN (OLD.business_id, NEW.business_id) AND client_id = NEW.id;
	INSERT INTO `analytics_client_payments` (business_id, client_id, taken_at, id, running)
	SELECT business_id, client_id, taken_at, id,
		sum(amount) OVER (ORDER BY taken_at, id ROWS UNBOUNDED PRECEDING)
	FROM `payments` WHERE client_id = NEW.id AND business_id = NEW.business_id AND method <> 'gift_voucher';
	INSERT INTO `analytics_client_spend` (business_id, client_id, total, last_at)
	SELECT business_id, client_id, sum(amount), max(taken_at)
	FROM `payments` WHERE client_id = NEW.id AND business_id = NEW.business_id AND method <> 'gift_voucher'
	GROUP BY business_id, client_id;
END;--> statement-breakpoint
CREATE TRIGGER `analytics_client_spend_business_delete` AFTER DELETE ON `businesses` BEGIN
	DELETE FROM `analytics_client_payments` WHERE business_id = OLD.id;
	DELETE FROM `analytics_client_spend` WHERE business_id = OLD.id;
END;
