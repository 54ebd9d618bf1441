ALTER TABLE "callback_requests" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "genero_descripcion" text;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_user_agent_length_check" CHECK (char_length("callback_requests"."user_agent") <= 400);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_agent_length_check" CHECK (char_length("leads"."user_agent") <= 400);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_genero_descripcion_check" CHECK ("users"."genero_descripcion" is null or ("users"."genero" = 'other' and char_length("users"."genero_descripcion") <= 60));