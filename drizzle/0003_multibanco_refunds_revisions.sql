CREATE TABLE "payment_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"entity" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_references_status_check" CHECK ("payment_references"."status" in ('issued', 'paid', 'expired', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_unique" ON "payment_references" USING btree ("entity","reference");--> statement-breakpoint
CREATE INDEX "payment_references_order_idx" ON "payment_references" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check" CHECK ("payments"."refund_status" is null or "payments"."refund_status" in ('pending', 'sending', 'refunded', 'failed'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rodacerta_catalogue_changed"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rodacerta_changes', 'catalogue');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "catalogue_version_notify" AFTER INSERT OR UPDATE ON "catalogue_version" FOR EACH STATEMENT EXECUTE FUNCTION "rodacerta_catalogue_changed"();
