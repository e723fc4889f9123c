-- The public booking page's version (issue 27, "Under load"): one row per business whose number goes up in the same
-- statement as any write to a row the page shows (apps/edge/src/booking-page.ts renders it; booking/page.ts and
-- booking/procedure.ts read it). The rendered page is kept per process or Worker isolate under the number it was
-- rendered at (apps/edge/src/page-cache.ts), and every view reads the number again (one statement by the slug's
-- unique index and this table's key), so an edit made through any process or isolate is seen by the next view.
-- What the page reads: the business, its owner (deleted, premium) and subscription (whether the page is on), its
-- booking settings, its payment integrations (the provider, and whether packages, vouchers and deposits are offered),
-- its services, classes, packages with their services, and gift vouchers. Triggers fire on inserts, updates and
-- deletes of each (the owner's row only when deleted_at or is_premium change); a row is made on the first change
-- (no row reads as version 0) and only while the business exists, and goes with the business.
CREATE TABLE `booking_page_versions` (
	`business_id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `booking_page_booking_settings_insert` AFTER INSERT ON `booking_settings` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_booking_settings_update` AFTER UPDATE ON `booking_settings` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE OLD.business_id <> NEW.business_id AND EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_booking_settings_delete` AFTER DELETE ON `booking_settings` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_subscriptions_insert` AFTER INSERT ON `subscriptions` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_subscriptions_update` AFTER UPDATE ON `subscriptions` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE OLD.business_id <> NEW.business_id AND EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_subscriptions_delete` AFTER DELETE ON `subscriptions` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_payment_integrations_insert` AFTER INSERT ON `payment_integrations` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_payment_integrations_update` AFTER UPDATE ON `payment_integrations` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE OLD.business_id <> NEW.business_id AND EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_payment_integrations_delete` AFTER DELETE ON `payment_integrations` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_services_insert` AFTER INSERT ON `services` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_services_update` AFTER UPDATE ON `services` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE OLD.business_id <> NEW.business_id AND EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_services_delete` AFTER DELETE ON `services` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_classes_insert` AFTER INSERT ON `classes` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_classes_update` AFTER UPDATE ON `classes` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE OLD.business_id <> NEW.business_id AND EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_classes_delete` AFTER DELETE ON `classes` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_packages_insert` AFTER INSERT ON `packages` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_packages_update` AFTER UPDATE ON `packages` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE OLD.business_id <> NEW.business_id AND EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_packages_delete` AFTER DELETE ON `packages` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_package_services_insert` AFTER INSERT ON `package_services` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_package_services_update` AFTER UPDATE ON `package_services` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE OLD.business_id <> NEW.business_id AND EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_package_services_delete` AFTER DELETE ON `package_services` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_gift_vouchers_insert` AFTER INSERT ON `gift_vouchers` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_gift_vouchers_update` AFTER UPDATE ON `gift_vouchers` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE OLD.business_id <> NEW.business_id AND EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_gift_vouchers_delete` AFTER DELETE ON `gift_vouchers` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT OLD.business_id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = OLD.business_id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_businesses_update` AFTER UPDATE ON `businesses` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT NEW.id, 1
	WHERE EXISTS (SELECT 1 FROM `businesses` WHERE id = NEW.id)
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_businesses_delete` AFTER DELETE ON `businesses` BEGIN
	DELETE FROM `booking_page_versions` WHERE business_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_page_users_update` AFTER UPDATE OF `deleted_at`, `is_premium` ON `users` BEGIN
	INSERT INTO `booking_page_versions` (business_id, version) SELECT id, 1 FROM `businesses` WHERE owner_user_id = NEW.id
	ON CONFLICT (business_id) DO UPDATE SET version = version + 1;
END;
