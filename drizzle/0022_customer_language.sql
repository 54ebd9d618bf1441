ALTER TABLE "appointments" ADD COLUMN "lang" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "lang" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lang_check" CHECK ("appointments"."lang" in ('pt', 'es'));--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_lang_check" CHECK ("baskets"."lang" in ('pt', 'es'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lang_check" CHECK ("orders"."lang" in ('pt', 'es'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang_check" CHECK ("users"."lang" in ('pt', 'es'));