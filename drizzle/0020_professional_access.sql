CREATE TABLE "business_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"nif" text NOT NULL,
	"credit_days" smallint DEFAULT 30 NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_accounts_credit_days_check" CHECK ("business_accounts"."credit_days" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "professional_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"nif" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"fleet_size" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_applications_status_check" CHECK ("professional_applications"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "professional_applications_kind_check" CHECK ("professional_applications"."kind" in ('frota', 'taxi', 'tvde', 'entregas', 'outro')),
	CONSTRAINT "professional_applications_fleet_check" CHECK ("professional_applications"."fleet_size" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_application_id_professional_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."professional_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_approved_by_staff_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_applications" ADD CONSTRAINT "professional_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_applications" ADD CONSTRAINT "professional_applications_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "professional_applications_pending_unique" ON "professional_applications" USING btree ("user_id") WHERE "professional_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "professional_applications_status_idx" ON "professional_applications" USING btree ("status","created_at");