CREATE TABLE `calendar_feeds` (
	`business_id` text PRIMARY KEY NOT NULL,
	`nonce` text NOT NULL,
	`token_hash` text NOT NULL,
	`include_client_names` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`changed_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);
--> statement-breakpoint
CREATE TRIGGER calendar_feed_appointments_insert AFTER INSERT ON appointments BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_appointments_update AFTER UPDATE ON appointments BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_appointments_delete AFTER DELETE ON appointments BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=OLD.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_series_insert AFTER INSERT ON appointment_series BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_series_update AFTER UPDATE ON appointment_series BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_series_delete AFTER DELETE ON appointment_series BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=OLD.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_series_exceptions_insert AFTER INSERT ON appointment_series_exceptions BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_series_exceptions_update AFTER UPDATE ON appointment_series_exceptions BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_series_exceptions_delete AFTER DELETE ON appointment_series_exceptions BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=OLD.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_appointment_clients_insert AFTER INSERT ON appointment_clients BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_appointment_clients_update AFTER UPDATE ON appointment_clients BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_appointment_clients_delete AFTER DELETE ON appointment_clients BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=OLD.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_services_name AFTER UPDATE OF name ON services BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_classes_name AFTER UPDATE OF name ON classes BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_clients_name AFTER UPDATE OF first_name, last_name ON clients BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_business_zone AFTER UPDATE OF timezone, name ON businesses BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.id; END;
--> statement-breakpoint
CREATE TRIGGER calendar_feed_online_bookings_status AFTER UPDATE OF status ON online_bookings BEGIN UPDATE calendar_feeds SET version=version+1,changed_at=unixepoch()*1000 WHERE business_id=NEW.business_id; END;
