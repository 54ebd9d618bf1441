CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"params" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_client" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorisation_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_notifications_pending_idx" ON "payment_notifications" USING btree ("received_at") WHERE "payment_notifications"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_basket_idx" ON "appointments" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "appointments_hold_client_idx" ON "appointments" USING btree ("hold_client") WHERE "appointments"."status" = 'held';--> statement-breakpoint
UPDATE "payments" SET "outcome" = 'declined' WHERE NOT "approved";--> statement-breakpoint
UPDATE "payments" p SET "outcome" = 'duplicate', "needs_review" = true WHERE p."approved" AND EXISTS (SELECT 1 FROM "payments" q WHERE q."order_id" = p."order_id" AND q."approved" AND q."id" < p."id");--> statement-breakpoint
INSERT INTO "invoice_counters" ("series", "last_seq") SELECT "series", max("seq") FROM "invoices" GROUP BY "series";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_applied_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."outcome" = 'applied';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_outcome_check" CHECK ("payments"."outcome" in ('applied', 'declined', 'duplicate', 'not_owed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check" CHECK ("payments"."refund_status" is null or "payments"."refund_status" in ('pending', 'refunded', 'failed'));