CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"calle" text,
	"bloque" text,
	"numero" text,
	"poblacion" text,
	"provincia" text,
	"codigo_postal" text,
	"telefono" text,
	CONSTRAINT "addresses_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"workshop_id" integer NOT NULL,
	"bay" smallint NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"appointment_id" uuid NOT NULL,
	CONSTRAINT "appointment_slots_workshop_id_bay_slot_start_pk" PRIMARY KEY("workshop_id","bay","slot_start")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"basket_id" uuid,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bay" smallint NOT NULL,
	"services" jsonb NOT NULL,
	"plate" text,
	"contact" jsonb,
	"comment" text,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('held', 'booked', 'cancelled', 'done')),
	CONSTRAINT "appointments_range_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "basket_lines_qty_check" CHECK ("basket_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "basket_services" (
	"basket_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "basket_services_basket_id_service_id_pk" PRIMARY KEY("basket_id","service_id"),
	CONSTRAINT "basket_services_qty_check" CHECK ("basket_services"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"lead_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batteries" (
	"id" text PRIMARY KEY NOT NULL,
	"marca" text NOT NULL,
	"modelo" text NOT NULL,
	"voltage" smallint NOT NULL,
	"ah" smallint NOT NULL,
	"cca" smallint NOT NULL,
	"terminal" text NOT NULL,
	"technology" text NOT NULL,
	"start_stop" boolean NOT NULL,
	"length_mm" smallint NOT NULL,
	"width_mm" smallint NOT NULL,
	"height_mm" smallint NOT NULL,
	"warranty_years" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "blacklist_kind_check" CHECK ("blacklist"."kind" in ('email', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "callback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"telefono" text NOT NULL,
	"origen" text,
	"device" text,
	"workshop_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text,
	"comentario" text NOT NULL,
	"vehicle" text,
	"services" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_reason_check" CHECK ("contact_requests"."reason" in ('pedidos-web', 'atencao-cliente', 'orcamento', 'marcacao-oficina'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"importe" integer NOT NULL,
	"tipo_producto" text,
	"descripcion" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"single_use" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coupons_tipo_check" CHECK ("coupons"."tipo" in ('global-absoluto', 'global-porcentaje')),
	CONSTRAINT "coupons_importe_check" CHECK ("coupons"."importe" > 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"pais" text NOT NULL,
	"numero" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inner_tubes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"marca" text NOT NULL,
	"sizes" text NOT NULL,
	"rim" smallint NOT NULL,
	"width_from" smallint NOT NULL,
	"width_to" smallint NOT NULL,
	"valve" text NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"billing" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_label" text NOT NULL,
	"tax_pct" smallint NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"pseudonymised" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"telefono" text,
	"codigo_postal" text,
	"origen" text DEFAULT 'web' NOT NULL,
	"wants_info" boolean DEFAULT false NOT NULL,
	"basket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"activo" boolean NOT NULL,
	"fecha_inicio" timestamp with time zone NOT NULL,
	"fecha_fin" timestamp with time zone NOT NULL,
	"message" text,
	CONSTRAINT "maintenance_range_check" CHECK ("maintenance_windows"."fecha_fin" > "maintenance_windows"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "moto_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"marca" text NOT NULL,
	"cilindrada" smallint NOT NULL,
	"modelo" text NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL,
	"electrica" boolean DEFAULT false NOT NULL,
	"front_size" text NOT NULL,
	"rear_size" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moto_tyres" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"rim" smallint NOT NULL,
	"position" text NOT NULL,
	"tipo" text NOT NULL,
	"load_index" smallint NOT NULL,
	"speed_code" text NOT NULL,
	"tubeless" boolean NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer NOT NULL,
	"orden" integer NOT NULL,
	CONSTRAINT "moto_tyres_position_check" CHECK ("moto_tyres"."position" in ('delantera', 'trasera')),
	CONSTRAINT "moto_tyres_stock_check" CHECK ("moto_tyres"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "oils" (
	"id" text PRIMARY KEY NOT NULL,
	"marca" text NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"sae" text NOT NULL,
	"normativa" text NOT NULL,
	"litre_price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"product_id" text NOT NULL,
	"nombre" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" integer,
	"basket_id" uuid,
	"status" text NOT NULL,
	"workshop_id" integer,
	"payment_type" text NOT NULL,
	"payment_method" text,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"due_now_cents" integer NOT NULL,
	"tax_label" text NOT NULL,
	"billing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" >= 0 and "orders"."due_now_cents" >= 0),
	CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" in ('reserva', 'total', 'taller'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"notification_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"response_code" text NOT NULL,
	"approved" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_notification_id_unique" UNIQUE("notification_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria" text NOT NULL,
	"slug" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"brand_slug" text,
	"product_type" text NOT NULL,
	"discount_pct" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"units_total" integer,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "promotions_categoria_check" CHECK ("promotions"."categoria" in ('carro', 'mota', 'camiao')),
	CONSTRAINT "promotions_units_check" CHECK ("promotions"."units_total" is null or "promotions"."units_sold" <= "promotions"."units_total")
);
--> statement-breakpoint
CREATE TABLE "requested_tyres" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"product_id" text NOT NULL,
	"cantidad" smallint NOT NULL,
	"moto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"nombre" text NOT NULL,
	"plan" text NOT NULL,
	"lines" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_minutes" smallint NOT NULL,
	CONSTRAINT "service_packs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"categoria" text NOT NULL,
	"base_calculo" text NOT NULL,
	"tipo_producto_asociado" text,
	"vehicle_type" text,
	"price_cents" integer NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"bookable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "services_base_check" CHECK ("services"."base_calculo" in ('U', 'F'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"impersonated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tyre_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"tier" text NOT NULL,
	"country" text NOT NULL,
	"moto" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tyre_brands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tyre_brands_tier_check" CHECK ("tyre_brands"."tier" in ('PREMIUM', 'QUALITY', 'BUDGET'))
);
--> statement-breakpoint
CREATE TABLE "tyre_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"season" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "tyre_models_season_check" CHECK ("tyre_models"."season" in ('verano', 'invierno', 'allseason'))
);
--> statement-breakpoint
CREATE TABLE "tyres" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"width" smallint NOT NULL,
	"series" smallint NOT NULL,
	"rim" smallint NOT NULL,
	"load_index" smallint NOT NULL,
	"speed_code" text NOT NULL,
	"runflat" boolean DEFAULT false NOT NULL,
	"anti_puncture" text,
	"xl" boolean DEFAULT false NOT NULL,
	"pmsf" boolean DEFAULT false NOT NULL,
	"ms" boolean DEFAULT false NOT NULL,
	"fuel_class" text NOT NULL,
	"wet_class" text NOT NULL,
	"noise_db" smallint NOT NULL,
	"noise_class" text NOT NULL,
	"homologation" text,
	"price_cents" integer NOT NULL,
	"ecotax_cents" integer NOT NULL,
	"stock" integer NOT NULL,
	"orden" integer NOT NULL,
	"warranty_years" smallint NOT NULL,
	"delivery_days" smallint NOT NULL,
	CONSTRAINT "tyres_price_check" CHECK ("tyres"."price_cents" > 0),
	CONSTRAINT "tyres_stock_check" CHECK ("tyres"."stock" >= 0),
	CONSTRAINT "tyres_label_check" CHECK ("tyres"."fuel_class" in ('A','B','C','D','E') and "tyres"."wet_class" in ('A','B','C','D','E') and "tyres"."noise_class" in ('A','B','C')),
	CONSTRAINT "tyres_vehicle_type_check" CHECK ("tyres"."vehicle_type" in ('turismo', 'furgoneta', '4x4'))
);
--> statement-breakpoint
CREATE TABLE "user_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plate" text NOT NULL,
	"marca" text NOT NULL,
	"modelo" text NOT NULL,
	"motor" text,
	"tipo" text DEFAULT 'turismo' NOT NULL,
	"kms" integer,
	"ano_matric" smallint,
	"tyre_size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_vehicles_kms_check" CHECK ("user_vehicles"."kms" is null or "user_vehicles"."kms" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"telefono" text,
	"codigo_postal" text,
	"provincia" text,
	"fecha_nacimiento" text,
	"genero" text,
	"promo_sms" boolean DEFAULT false NOT NULL,
	"promo_email" boolean DEFAULT false NOT NULL,
	"permiso_comercial" boolean DEFAULT false NOT NULL,
	"favourite_workshop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'operator')),
	CONSTRAINT "users_genero_check" CHECK ("users"."genero" is null or "users"."genero" in ('woman', 'man', 'other'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"marca" text NOT NULL,
	"modelo" text NOT NULL,
	"motor" text NOT NULL,
	"motor_code" text NOT NULL,
	"potencia_cv" integer NOT NULL,
	"combustible" text NOT NULL,
	"tipo" text NOT NULL,
	"capacidad_carter" double precision NOT NULL,
	"tyre_sizes" jsonb NOT NULL,
	"oil_ids" jsonb NOT NULL,
	CONSTRAINT "vehicle_models_tipo_check" CHECK ("vehicle_models"."tipo" in ('turismo', 'furgoneta', '4x4', 'moto', 'camion', 'agricola', 'patinete'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_registry" (
	"plate" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"format" text NOT NULL,
	"model_id" integer NOT NULL,
	"ano_fabric" smallint NOT NULL,
	"ano_matric" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"author" text NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workshop_reviews_stars_check" CHECK ("workshop_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"alias" text NOT NULL,
	"slug" text NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"province_slug" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"town" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"manager" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"bays" smallint NOT NULL,
	"hours" jsonb NOT NULL,
	"open_saturday" boolean NOT NULL,
	"open_midday" boolean NOT NULL,
	"services" jsonb NOT NULL,
	"equipment" jsonb NOT NULL,
	"web_bookings" boolean DEFAULT true NOT NULL,
	CONSTRAINT "workshops_code_unique" UNIQUE("code"),
	CONSTRAINT "workshops_bays_check" CHECK ("workshops"."bays" > 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_services" ADD CONSTRAINT "basket_services_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_services" ADD CONSTRAINT "basket_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moto_tyres" ADD CONSTRAINT "moto_tyres_model_id_tyre_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."tyre_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonated_by_users_id_fk" FOREIGN KEY ("impersonated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_models" ADD CONSTRAINT "tyre_models_brand_id_tyre_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."tyre_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyres" ADD CONSTRAINT "tyres_model_id_tyre_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."tyre_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vehicles" ADD CONSTRAINT "user_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_favourite_workshop_id_workshops_id_fk" FOREIGN KEY ("favourite_workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_registry" ADD CONSTRAINT "vehicle_registry_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_reviews" ADD CONSTRAINT "workshop_reviews_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_slots_appt_idx" ON "appointment_slots" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_workshop_idx" ON "appointments" USING btree ("workshop_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_unique" ON "basket_lines" USING btree ("basket_id","product_type","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_unique" ON "blacklist" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_unique" ON "documents" USING btree ("tipo","pais","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_user_unique" ON "documents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq_unique" ON "invoices" USING btree ("series","seq");--> statement-breakpoint
CREATE INDEX "moto_tyres_size_idx" ON "moto_tyres" USING btree ("width","height","rim");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_models_slug_unique" ON "tyre_models" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "tyres_size_idx" ON "tyres" USING btree ("width","series","rim");--> statement-breakpoint
CREATE UNIQUE INDEX "user_vehicles_plate_unique" ON "user_vehicles" USING btree ("user_id","plate");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_unique" ON "vehicle_models" USING btree ("marca","modelo","motor");--> statement-breakpoint
CREATE INDEX "workshop_reviews_workshop_idx" ON "workshop_reviews" USING btree ("workshop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_slug_unique" ON "workshops" USING btree ("province_slug","slug");