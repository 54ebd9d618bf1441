-- Read models (issue 15): a change to data the processes hold in memory is announced on the changes channel,
-- whoever makes it (the app, a back-office action, an edit by hand in SQL); every process reloads or patches.
CREATE OR REPLACE FUNCTION "rodacerta_announce"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rodacerta_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "maintenance_windows_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "maintenance_windows" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_announce"('site');--> statement-breakpoint
CREATE TRIGGER "site_settings_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_announce"('site');--> statement-breakpoint
CREATE TRIGGER "workshops_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workshops" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_announce"('workshops');--> statement-breakpoint
CREATE TRIGGER "workshop_reviews_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workshop_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_announce"('workshops');--> statement-breakpoint
CREATE TRIGGER "tyre_models_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tyre_models" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_announce"('models');--> statement-breakpoint
CREATE TRIGGER "tyre_brands_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tyre_brands" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_announce"('models');--> statement-breakpoint
CREATE TRIGGER "promotions_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_announce"('promotions');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rodacerta_tyre_changed"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rodacerta_changes', 'tyre:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "tyres_live_notify" AFTER UPDATE OF "stock", "price_cents", "ecotax_cents" ON "tyres" FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD.price_cents IS DISTINCT FROM NEW.price_cents OR OLD.ecotax_cents IS DISTINCT FROM NEW.ecotax_cents) EXECUTE FUNCTION "rodacerta_tyre_changed"();--> statement-breakpoint
CREATE TRIGGER "tyres_deleted_notify" AFTER DELETE ON "tyres" FOR EACH ROW EXECUTE FUNCTION "rodacerta_tyre_changed"();--> statement-breakpoint
CREATE TRIGGER "tyres_added_notify" AFTER INSERT ON "tyres" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_announce"('models');
