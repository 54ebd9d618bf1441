/**
 * The database schema (spec section 3). Money is integer cents. Constraints live here, not only in code:
 * unique e-mail, unique documents, foreign keys, and a bay-and-time slot claimed once (appointment_slots).
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PaymentMethod, PaymentType } from "#src/shared/basket/checkout.ts";
import type { ContactReason } from "#src/shared/contact/reasons.ts";
import type { CouponType } from "#src/shared/operator/coupons.ts";
import type { OrderStatus } from "#src/shared/orders/order-status.ts";
import type { ProfessionalKind } from "#src/shared/professional/application.schema.ts";
import type { PromotionCategory } from "#src/shared/promotions/categories.ts";
import type { WorkshopService } from "#src/shared/workshops/services.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/**
 * The customer's language ('pt' | 'es', src/shared/i18n/lang.ts) on rows whose e-mails, invoices and calendar files
 * are written later (a timer, a payment notification, a staff action): the language of the site the row was made on.
 */
const langColumn = () => text("lang").notNull().default("pt");
const langCheck = (table: string, column: AnyPgColumn) => check(`${table}_lang_check`, sql`${column} in ('pt', 'es')`);
/** Customer service's queue (issue 14, item 6) on contact, call-back and lead rows: new → in_progress → handled. */
const requestQueueColumns = () => ({
  status: text("status").notNull().default("new"),
  statusNote: text("status_note"),
  statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
});

// ───────────────────────────── Accounts ─────────────────────────────
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    role: text("role").notNull().default("customer"),
    nombre: text("nombre").notNull(),
    apellidos: text("apellidos").notNull().default(""),
    telefono: text("telefono"),
    codigoPostal: text("codigo_postal"),
    provincia: text("provincia"),
    fechaNacimiento: text("fecha_nacimiento"),
    genero: text("genero"),
    /** Free-text description of the gender when it is "other" (the API's genero_descripccion). */
    generoDescripcion: text("genero_descripcion"),
    promoSms: boolean("promo_sms").notNull().default(false),
    promoEmail: boolean("promo_email").notNull().default(false),
    permisoComercial: boolean("permiso_comercial").notNull().default(false),
    favouriteWorkshopId: integer("favourite_workshop_id").references(() => workshops.id, { onDelete: "set null" }),
    /** The account's language: the site it registered on (its e-mails are written in it). */
    lang: langColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    langCheck("users", t.lang),
    check("users_role_check", sql`${t.role} in ('customer', 'operator')`),
    check("users_genero_check", sql`${t.genero} is null or ${t.genero} in ('woman', 'man', 'other')`),
    check(
      "users_genero_descripcion_check",
      sql`${t.generoDescripcion} is null or (${t.genero} = 'other' and char_length(${t.generoDescripcion}) <= 60)`,
    ),
  ],
);

export const addresses = pgTable("addresses", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" })
    .unique(),
  calle: text("calle"),
  bloque: text("bloque"),
  numero: text("numero"),
  poblacion: text("poblacion"),
  provincia: text("provincia"),
  codigoPostal: text("codigo_postal"),
  telefono: text("telefono"),
});

export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tipo: text("tipo").notNull(),
    pais: text("pais").notNull(),
    numero: text("numero").notNull(),
  },
  (t) => [
    uniqueIndex("documents_number_unique").on(t.tipo, t.pais, t.numero),
    uniqueIndex("documents_user_unique").on(t.userId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    impersonatedBy: integer("impersonated_by").references(() => users.id, { onDelete: "set null" }),
    /** A customer-service staff member who opened this customer session from the back office (shown as a banner). */
    impersonatedByStaff: integer("impersonated_by_staff").references((): AnyPgColumn => staff.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const blacklist = pgTable(
  "blacklist",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    value: text("value").notNull(),
  },
  (t) => [
    uniqueIndex("blacklist_unique").on(t.kind, t.value),
    check("blacklist_kind_check", sql`${t.kind} in ('email', 'phone')`),
  ],
);

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    email: text("email"),
    telefono: text("telefono"),
    codigoPostal: text("codigo_postal"),
    origen: text("origen").notNull().default("web"),
    wantsInfo: boolean("wants_info").notNull().default(false),
    basketId: uuid("basket_id"),
    /** The browser's user agent the lead came with (attribution), at most 400 characters. */
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    ...requestQueueColumns(),
  },
  (t) => [
    check("leads_user_agent_length_check", sql`char_length(${t.userAgent}) <= 400`),
    check("leads_status_check", sql`${t.status} in ('new', 'in_progress', 'handled')`),
  ],
);

// ───────────────────────────── Vehicles ─────────────────────────────
export const vehicleModels = pgTable(
  "vehicle_models",
  {
    id: serial("id").primaryKey(),
    marca: text("marca").notNull(),
    modelo: text("modelo").notNull(),
    motor: text("motor").notNull(),
    motorCode: text("motor_code").notNull(),
    potenciaCv: integer("potencia_cv").notNull(),
    combustible: text("combustible").notNull(),
    tipo: text("tipo").notNull(),
    capacidadCarter: doublePrecision("capacidad_carter").notNull(),
    tyreSizes: jsonb("tyre_sizes").$type<string[]>().notNull(),
    oilIds: jsonb("oil_ids").$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex("vehicle_models_unique").on(t.marca, t.modelo, t.motor),
    check(
      "vehicle_models_tipo_check",
      sql`${t.tipo} in ('turismo', 'furgoneta', '4x4', 'moto', 'camion', 'agricola', 'patinete')`,
    ),
  ],
);

/** The plate registry the site looks plates up in (POST /matricula). */
export const vehicleRegistry = pgTable("vehicle_registry", {
  plate: text("plate").primaryKey(),
  country: text("country").notNull(),
  format: text("format").notNull(),
  modelId: integer("model_id")
    .notNull()
    .references(() => vehicleModels.id),
  anoFabric: smallint("ano_fabric").notNull(),
  anoMatric: smallint("ano_matric").notNull(),
});

export const userVehicles = pgTable(
  "user_vehicles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plate: text("plate").notNull(),
    marca: text("marca").notNull(),
    modelo: text("modelo").notNull(),
    motor: text("motor"),
    tipo: text("tipo").notNull().default("turismo"),
    kms: integer("kms"),
    anoMatric: smallint("ano_matric"),
    tyreSize: text("tyre_size"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_vehicles_plate_unique").on(t.userId, t.plate),
    check("user_vehicles_kms_check", sql`${t.kms} is null or ${t.kms} > 0`),
  ],
);

// ───────────────────────────── Catalogue ─────────────────────────────
export const catalogueVersion = pgTable("catalogue_version", {
  id: smallint("id").primaryKey().default(1),
  version: integer("version").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const tyreBrands = pgTable(
  "tyre_brands",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    tier: text("tier").notNull(),
    country: text("country").notNull(),
    moto: boolean("moto").notNull().default(false),
  },
  (t) => [check("tyre_brands_tier_check", sql`${t.tier} in ('PREMIUM', 'QUALITY', 'BUDGET')`)],
);

export const tyreModels = pgTable(
  "tyre_models",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => tyreBrands.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    season: text("season").notNull(),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    uniqueIndex("tyre_models_slug_unique").on(t.brandId, t.slug),
    check("tyre_models_season_check", sql`${t.season} in ('verano', 'invierno', 'allseason')`),
  ],
);

const labelClass = (name: string) => text(name).notNull();

export const tyres = pgTable(
  "tyres",
  {
    id: text("id").primaryKey(), // id_navision
    modelId: integer("model_id")
      .notNull()
      .references(() => tyreModels.id),
    vehicleType: text("vehicle_type").notNull(),
    width: smallint("width").notNull(),
    series: smallint("series").notNull(),
    rim: smallint("rim").notNull(),
    loadIndex: smallint("load_index").notNull(),
    speedCode: text("speed_code").notNull(),
    runflat: boolean("runflat").notNull().default(false),
    antiPuncture: text("anti_puncture"),
    xl: boolean("xl").notNull().default(false),
    pmsf: boolean("pmsf").notNull().default(false),
    ms: boolean("ms").notNull().default(false),
    fuelClass: labelClass("fuel_class"),
    wetClass: labelClass("wet_class"),
    noiseDb: smallint("noise_db").notNull(),
    noiseClass: labelClass("noise_class"),
    homologation: text("homologation"),
    priceCents: integer("price_cents").notNull(),
    ecotaxCents: integer("ecotax_cents").notNull(),
    stock: integer("stock").notNull(),
    orden: integer("orden").notNull(),
    warrantyYears: smallint("warranty_years").notNull(),
    deliveryDays: smallint("delivery_days").notNull(),
  },
  (t) => [
    index("tyres_size_idx").on(t.width, t.series, t.rim),
    check("tyres_price_check", sql`${t.priceCents} > 0`),
    check("tyres_stock_check", sql`${t.stock} >= 0`),
    check(
      "tyres_label_check",
      sql`${t.fuelClass} in ('A','B','C','D','E') and ${t.wetClass} in ('A','B','C','D','E') and ${t.noiseClass} in ('A','B','C')`,
    ),
    check("tyres_vehicle_type_check", sql`${t.vehicleType} in ('turismo', 'furgoneta', '4x4')`),
  ],
);

export const motoTyres = pgTable(
  "moto_tyres",
  {
    id: text("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => tyreModels.id),
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    rim: smallint("rim").notNull(),
    position: text("position").notNull(),
    tipo: text("tipo").notNull(),
    loadIndex: smallint("load_index").notNull(),
    speedCode: text("speed_code").notNull(),
    tubeless: boolean("tubeless").notNull(),
    priceCents: integer("price_cents").notNull(),
    stock: integer("stock").notNull(),
    orden: integer("orden").notNull(),
  },
  (t) => [
    index("moto_tyres_size_idx").on(t.width, t.height, t.rim),
    check("moto_tyres_position_check", sql`${t.position} in ('delantera', 'trasera')`),
    check("moto_tyres_stock_check", sql`${t.stock} >= 0`),
  ],
);

export const innerTubes = pgTable("inner_tubes", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(), // camara | mousse
  marca: text("marca").notNull(),
  sizes: text("sizes").notNull(),
  rim: smallint("rim").notNull(),
  widthFrom: smallint("width_from").notNull(),
  widthTo: smallint("width_to").notNull(),
  valve: text("valve").notNull(),
  priceCents: integer("price_cents").notNull(),
  stock: integer("stock").notNull(),
});

export const motoModels = pgTable("moto_models", {
  id: serial("id").primaryKey(),
  marca: text("marca").notNull(),
  cilindrada: smallint("cilindrada").notNull(),
  modelo: text("modelo").notNull(),
  yearFrom: smallint("year_from").notNull(),
  yearTo: smallint("year_to").notNull(),
  electrica: boolean("electrica").notNull().default(false),
  frontSize: text("front_size").notNull(),
  rearSize: text("rear_size").notNull(),
});

export const batteries = pgTable("batteries", {
  id: text("id").primaryKey(),
  marca: text("marca").notNull(),
  modelo: text("modelo").notNull(),
  voltage: smallint("voltage").notNull(),
  ah: smallint("ah").notNull(),
  cca: smallint("cca").notNull(),
  terminal: text("terminal").notNull(),
  technology: text("technology").notNull(),
  startStop: boolean("start_stop").notNull(),
  lengthMm: smallint("length_mm").notNull(),
  widthMm: smallint("width_mm").notNull(),
  heightMm: smallint("height_mm").notNull(),
  warrantyYears: smallint("warranty_years").notNull(),
  priceCents: integer("price_cents").notNull(),
  stock: integer("stock").notNull(),
});

export const oils = pgTable("oils", {
  id: text("id").primaryKey(),
  marca: text("marca").notNull(),
  nombre: text("nombre").notNull(),
  tipo: text("tipo").notNull(),
  sae: text("sae").notNull(),
  normativa: text("normativa").notNull(),
  litrePriceCents: integer("litre_price_cents").notNull(),
});

export const services = pgTable(
  "services",
  {
    id: text("id").primaryKey(), // id_navision, e.g. MONTAJE_TALLER
    nombre: text("nombre").notNull(),
    /** Spanish name for the Spanish site (null: the Portuguese `nombre`). */
    nombreEs: text("nombre_es"),
    categoria: text("categoria").notNull(),
    baseCalculo: text("base_calculo").notNull(),
    tipoProductoAsociado: text("tipo_producto_asociado"),
    vehicleType: text("vehicle_type"),
    priceCents: integer("price_cents").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    bookable: boolean("bookable").notNull().default(false),
    /** Set when the row is sold as a basket product line of this type (ac, ac2, ozono, kito1 ...), not as a service. */
    tipoProducto: text("tipo_producto"),
    /** Appointment services: the "from" price shown before the workshop quotes (VAT included; 0 = free quote). */
    priceFromCents: integer("price_from_cents"),
    /** What the workshop does, one line each. */
    incluye: jsonb("incluye").$type<string[]>().notNull().default([]),
    /** Spanish `incluye` for the Spanish site (null: the Portuguese lines). */
    incluyeEs: jsonb("incluye_es").$type<string[]>(),
    /** The workshop needs at least one of these pieces of equipment (none: any workshop of the vehicle's kind). */
    requiredEquipment: jsonb("required_equipment").$type<string[]>().notNull().default([]),
  },
  (t) => [check("services_base_check", sql`${t.baseCalculo} in ('U', 'F')`)],
);

export const servicePacks = pgTable("service_packs", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  nombre: text("nombre").notNull(),
  /** Spanish name for the Spanish site (null: the Portuguese `nombre`). */
  nombreEs: text("nombre_es"),
  plan: text("plan").notNull(),
  lines: jsonb("lines").$type<string[]>().notNull(),
  /** Spanish `lines` for the Spanish site (null: the Portuguese lines). */
  linesEs: jsonb("lines_es").$type<string[]>(),
  priceCents: integer("price_cents").notNull(),
  durationMinutes: smallint("duration_minutes").notNull(),
});

// ───────────────────────────── Workshops ─────────────────────────────
export type OpeningHours = Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", Array<[string, string]>>;

export const workshops = pgTable(
  "workshops",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    alias: text("alias").notNull(),
    slug: text("slug").notNull(),
    country: text("country").notNull(),
    province: text("province").notNull(),
    provinceSlug: text("province_slug").notNull(),
    area: text("area").notNull(),
    address: text("address").notNull(),
    postcode: text("postcode").notNull(),
    town: text("town").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    manager: text("manager").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    timeZone: text("time_zone").notNull(),
    bays: smallint("bays").notNull(),
    hours: jsonb("hours").$type<OpeningHours>().notNull(),
    openSaturday: boolean("open_saturday").notNull(),
    openMidday: boolean("open_midday").notNull(),
    /** Service kinds, English (src/shared/workshops/services.ts): car, motorbike, truck, scooter … */
    services: jsonb("services").$type<WorkshopService[]>().notNull(),
    equipment: jsonb("equipment").$type<string[]>().notNull(),
    webBookings: boolean("web_bookings").notNull().default(true),
  },
  (t) => [
    uniqueIndex("workshops_slug_unique").on(t.provinceSlug, t.slug),
    check("workshops_bays_check", sql`${t.bays} > 0`),
    check(
      "workshops_services_check",
      sql`jsonb_typeof(${t.services}) = 'array' and ${t.services} <@ '["car", "motorbike", "truck", "agricultural", "renting", "scooter", "inspection", "tachograph"]'::jsonb`,
    ),
  ],
);

export const workshopReviews = pgTable(
  "workshop_reviews",
  {
    id: serial("id").primaryKey(),
    workshopId: integer("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    stars: smallint("stars").notNull(),
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("workshop_reviews_workshop_idx").on(t.workshopId),
    check("workshop_reviews_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);

// ───────────────────────────── Baskets ─────────────────────────────
export const baskets = pgTable(
  "baskets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    status: text("status").notNull().default("open"),
    state: jsonb("state").$type<Record<string, unknown>>().notNull().default({}),
    /** The language of the site the basket was started on. */
    lang: langColumn(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [langCheck("baskets", t.lang)],
);

export const basketLines = pgTable(
  "basket_lines",
  {
    id: serial("id").primaryKey(),
    basketId: uuid("basket_id")
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    productType: text("product_type").notNull(),
    productId: text("product_id").notNull(),
    quantity: integer("quantity").notNull(),
    /** The customer chose to continue without the promotion (its limit was reached): the line is priced without it. */
    withoutPromotion: boolean("without_promotion").notNull().default(false),
  },
  (t) => [
    uniqueIndex("basket_lines_unique").on(t.basketId, t.productType, t.productId),
    check("basket_lines_qty_check", sql`${t.quantity} > 0`),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    /** fixed_amount | percentage (src/shared/operator/coupons.ts; the spec's global-absoluto, global-porcentaje). */
    tipo: text("tipo").$type<CouponType>().notNull(),
    importe: integer("importe").notNull(), // cents for fixed_amount, percent for percentage
    tipoProducto: text("tipo_producto"),
    descripcion: text("descripcion").notNull(),
    /** The description on the Spanish site (null: a neutral Spanish text is shown instead). */
    descripcionEs: text("descripcion_es"),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
    singleUse: boolean("single_use").notNull().default(false),
    /** How many orders may use the coupon in total (null: unlimited). */
    maxUses: integer("max_uses"),
  },
  (t) => [
    check("coupons_tipo_check", sql`${t.tipo} in ('fixed_amount', 'percentage')`),
    check("coupons_importe_check", sql`${t.importe} > 0`),
    check("coupons_max_uses_check", sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    /** car | motorbike | truck (src/shared/promotions/categories.ts; the URLs say carro, mota, camiao). */
    categoria: text("categoria").$type<PromotionCategory>().notNull(),
    slug: text("slug").notNull().unique(),
    titulo: text("titulo").notNull(),
    descripcion: text("descripcion").notNull(),
    /** Title and description on the Spanish site (null: src/server/offers/localised.ts picks a fallback). */
    tituloEs: text("titulo_es"),
    descripcionEs: text("descripcion_es"),
    brandSlug: text("brand_slug"),
    productType: text("product_type").notNull(),
    discountPct: smallint("discount_pct").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    unitsTotal: integer("units_total"),
    unitsSold: integer("units_sold").notNull().default(0),
    perUserLimit: integer("per_user_limit"),
    /** Seasons the promotion covers (e.g. winter and all-season); null: every season. */
    seasons: jsonb("seasons").$type<string[]>(),
    /** The promotion needs at least this many units of the product in the basket ("na compra de 4"); null: any. */
    minQuantity: smallint("min_quantity"),
  },
  (t) => [
    check("promotions_categoria_check", sql`${t.categoria} in ('car', 'motorbike', 'truck')`),
    check("promotions_units_check", sql`${t.unitsTotal} is null or ${t.unitsSold} <= ${t.unitsTotal}`),
  ],
);

// ───────────────────────────── Orders, invoices, payments ─────────────────────────────
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    basketId: uuid("basket_id"),
    /** pending | confirmed | expired | cancelled (src/shared/orders/order-status.ts). */
    status: text("status").$type<OrderStatus>().notNull(),
    workshopId: integer("workshop_id").references(() => workshops.id),
    paymentType: text("payment_type").$type<PaymentType>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    dueNowCents: integer("due_now_cents").notNull(),
    paidCents: integer("paid_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    appointmentId: uuid("appointment_id"),
    taxLabel: text("tax_label").notNull(),
    taxPct: smallint("tax_pct").notNull().default(23),
    billing: jsonb("billing").$type<Record<string, string>>(),
    /** The language of the site the order was placed on: its e-mails, invoice and calendar file are written in it. */
    lang: langColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    langCheck("orders", t.lang),
    check("orders_total_check", sql`${t.totalCents} >= 0 and ${t.dueNowCents} >= 0`),
    check("orders_payment_type_check", sql`${t.paymentType} in ('deposit', 'full', 'at_workshop', 'on_account')`),
    check(
      "orders_payment_method_check",
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('card', 'mbway', 'multibanco', 'bizum')`,
    ),
    check("orders_status_check", sql`${t.status} in ('pending', 'confirmed', 'expired', 'cancelled')`),
  ],
);

export const orderLines = pgTable("order_lines", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  productType: text("product_type").notNull(),
  productId: text("product_id").notNull(),
  nombre: text("nombre").notNull(),
  quantity: integer("quantity").notNull(),
  unitPriceCents: integer("unit_price_cents").notNull(),
  totalCents: integer("total_cents").notNull(),
  promotionId: integer("promotion_id").references(() => promotions.id),
});

/** A single-use coupon is redeemed once per customer; the primary key makes a second redemption fail. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    code: text("code")
      .notNull()
      .references(() => coupons.code),
    userId: integer("user_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    series: text("series").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id)
      .unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    billing: jsonb("billing").$type<Record<string, string>>().notNull(),
    lines: jsonb("lines").$type<Array<Record<string, unknown>>>().notNull(),
    taxLabel: text("tax_label").notNull(),
    taxPct: smallint("tax_pct").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    pseudonymised: boolean("pseudonymised").notNull().default(false),
  },
  (t) => [uniqueIndex("invoices_series_seq_unique").on(t.series, t.seq)],
);

/** The next number of each invoice series, taken in the paying transaction (gapless: a rollback gives it back). */
export const invoiceCounters = pgTable("invoice_counters", {
  series: text("series").primaryKey(),
  lastSeq: integer("last_seq").notNull(),
});

/**
 * One row per gateway notification. `outcome`: applied (it paid the order), declined, duplicate (an approval for an
 * order already paid) or not_owed (an amount the order no longer owes); the last two are refunded through the
 * gateway and flagged for the back office. The partial unique index allows one applied payment per order.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    notificationId: text("notification_id").notNull().unique(),
    method: text("method").$type<PaymentMethod>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    responseCode: text("response_code").notNull(),
    approved: boolean("approved").notNull(),
    authorisationCode: text("authorisation_code"),
    outcome: text("outcome").notNull().default("applied"),
    refundStatus: text("refund_status"),
    /** When a process took the refund to send it (status "sending"): nobody else sends it meanwhile. */
    refundClaimedAt: timestamp("refund_claimed_at", { withTimezone: true }),
    refundAttempts: integer("refund_attempts").notNull().default(0),
    refundReference: text("refund_reference"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    needsReview: boolean("needs_review").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_one_applied_per_order")
      .on(t.orderId)
      .where(sql`${t.outcome} = 'applied'`),
    check("payments_outcome_check", sql`${t.outcome} in ('applied', 'declined', 'duplicate', 'not_owed')`),
    check("payments_method_check", sql`${t.method} in ('card', 'mbway', 'multibanco', 'bizum')`),
    check(
      "payments_refund_check",
      sql`${t.refundStatus} is null or ${t.refundStatus} in ('pending', 'sending', 'refunded', 'failed')`,
    ),
  ],
);

/**
 * Multibanco references issued for an order (one live at a time): the customer pays it later at an ATM or in home
 * banking; until `expires_at` the order stays pending and its bay held, then both are released.
 */
export const paymentReferences = pgTable(
  "payment_references",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    entity: text("entity").notNull(),
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("issued"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_references_unique").on(t.entity, t.reference),
    index("payment_references_order_idx").on(t.orderId),
    check("payment_references_status_check", sql`${t.status} in ('issued', 'paid', 'expired', 'replaced')`),
  ],
);

/**
 * The gateway's notifications as received (signature already checked), stored before they are applied: a
 * notification that cannot be applied at once stays here with processed_at null and the server applies it later.
 */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    notificationId: text("notification_id").primaryKey(),
    orderNumber: text("order_number").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Not before this time is it tried again (backs off with each failed attempt). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_notifications_pending_idx")
      .on(t.receivedAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

/** Counters shared by every app process: request rate limits and login failures (key → count in a window). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
});

/** Single-use tokens (operator impersonation) that have been spent; survives restarts and spans processes. */
export const usedTokens = pgTable("used_tokens", {
  nonce: text("nonce").primaryKey(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});

// ───────────────────────────── Appointments ─────────────────────────────
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workshopId: integer("workshop_id")
      .notNull()
      .references(() => workshops.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id),
    basketId: uuid("basket_id"),
    status: text("status").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    bay: smallint("bay").notNull(),
    services: jsonb("services").$type<string[]>().notNull(),
    plate: text("plate"),
    contact: jsonb("contact").$type<Record<string, string>>(),
    comment: text("comment"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** Version of the appointment as calendars know it (the .ics SEQUENCE): +1 on every change or cancellation. */
    revision: integer("revision").notNull().default(0),
    /** Who asked for a basket hold (client address): live holds are limited per client. */
    holdClient: text("hold_client"),
    /** The language of the site the appointment was booked on: its e-mails and calendar files are written in it. */
    lang: langColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    langCheck("appointments", t.lang),
    index("appointments_workshop_idx").on(t.workshopId, t.startsAt),
    index("appointments_basket_idx").on(t.basketId),
    index("appointments_hold_client_idx")
      .on(t.holdClient)
      .where(sql`${t.status} = 'held'`),
    // booked = confirmed; arrived → in_progress → done, or no_show, are set from the workshop day sheet.
    check(
      "appointments_status_check",
      sql`${t.status} in ('held', 'booked', 'arrived', 'in_progress', 'done', 'no_show', 'cancelled')`,
    ),
    check("appointments_range_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row per (workshop, bay, 15-minute slot) an active appointment occupies. The primary key makes a bay-and-time
 * bookable once on every path (create, modify, basket hold); cancelling deletes the rows in the same transaction.
 */
export const appointmentSlots = pgTable(
  "appointment_slots",
  {
    workshopId: integer("workshop_id")
      .notNull()
      .references(() => workshops.id),
    bay: smallint("bay").notNull(),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.workshopId, t.bay, t.slotStart] }),
    index("appointment_slots_appt_idx").on(t.appointmentId),
  ],
);

// ───────────────────────────── Contact, newsletter, maintenance ─────────────────────────────
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  tokenHash: text("token_hash").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const callbackRequests = pgTable(
  "callback_requests",
  {
    id: serial("id").primaryKey(),
    telefono: text("telefono").notNull(),
    origen: text("origen"),
    device: text("device"),
    workshopCode: text("workshop_code"),
    /** The browser's user agent the request came with (attribution), at most 400 characters. */
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    ...requestQueueColumns(),
  },
  (t) => [
    check("callback_requests_user_agent_length_check", sql`char_length(${t.userAgent}) <= 400`),
    check("callback_requests_status_check", sql`${t.status} in ('new', 'in_progress', 'handled')`),
  ],
);

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    reason: text("reason").$type<ContactReason>().notNull(),
    nombre: text("nombre").notNull(),
    email: text("email").notNull(),
    telefono: text("telefono"),
    comentario: text("comentario").notNull(),
    vehicle: text("vehicle"),
    services: jsonb("services").$type<string[]>(),
    createdAt: createdAt(),
    ...requestQueueColumns(),
  },
  (t) => [
    check(
      "contact_reason_check",
      sql`${t.reason} in ('web_orders', 'customer_service', 'quote', 'workshop_appointment')`,
    ),
    check("contact_requests_status_check", sql`${t.status} in ('new', 'in_progress', 'handled')`),
  ],
);

export const requestedTyres = pgTable("requested_tyres", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  productId: text("product_id").notNull(),
  cantidad: smallint("cantidad").notNull(),
  moto: boolean("moto").notNull().default(false),
  createdAt: createdAt(),
});

export const maintenanceWindows = pgTable(
  "maintenance_windows",
  {
    id: serial("id").primaryKey(),
    activo: boolean("activo").notNull(),
    fechaInicio: timestamp("fecha_inicio", { withTimezone: true }).notNull(),
    fechaFin: timestamp("fecha_fin", { withTimezone: true }).notNull(),
    message: text("message"),
    /** The notice on the Spanish site (null: the standard Spanish notice). */
    messageEs: text("message_es"),
  },
  (t) => [check("maintenance_range_check", sql`${t.fechaFin} > ${t.fechaInicio}`)],
);

// ───────────────────────────── Site settings ─────────────────────────────
/**
 * Site-wide settings the back office can change: a single row (id = 1, enforced by a check). A missing row means
 * every setting is at its default (see src/server/site/settings.queries.ts), so reads never depend on a seed.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** Whether the car tyre selector asks anonymous visitors for their contact data before results (spec §2). */
    leadStepRequired: boolean("lead_step_required").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_settings_single_row_check", sql`${t.id} = 1`)],
);

// ───────────────────────────── Back office: closures, staff, audit ─────────────────────────────
/**
 * Days a workshop is closed besides its weekly hours and the national holidays (computed in
 * src/shared/booking/holidays.ts): local holidays, stocktaking, works. `workshop_id` null closes every workshop.
 * One closure per workshop (or per "every workshop") and day.
 */
export const workshopClosures = pgTable(
  "workshop_closures",
  {
    id: serial("id").primaryKey(),
    workshopId: integer("workshop_id").references(() => workshops.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    createdBy: integer("created_by").references(() => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("workshop_closures_day_unique").on(sql`coalesce(${t.workshopId}, 0)`, t.date),
    index("workshop_closures_date_idx").on(t.date),
    check("workshop_closures_reason_check", sql`char_length(${t.reason}) between 1 and 120`),
  ],
);

/**
 * The shop's staff (never customers): workshop staff see their workshops only, customer service every customer and
 * order, admins everything including staff accounts. Passwords are hashed like the customers' (passwords.ts).
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    nombre: text("nombre").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    /** The workshops a `workshop` member works for (empty for the other roles). */
    workshopIds: jsonb("workshop_ids").$type<number[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_email_unique").on(sql`lower(${t.email})`),
    check("staff_role_check", sql`${t.role} in ('workshop', 'service', 'admin')`),
  ],
);

/** Staff sessions: the customers' machinery (random token stored as a SHA-256 hash) in a table of their own. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** Every change made in the back office: who, what, on which entity, before and after, when (same transaction). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_staff_idx").on(t.staffId)],
);

/**
 * Credit notes (notas de crédito) against an invoice: their own document type ("NC") and gapless series per year
 * (`RCNC2026`, `RCICNC2026` for IGIC), numbered from `invoice_counters` in the issuing transaction; the issuing
 * transaction locks the invoice row, so the credited sum never exceeds the invoice's total.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    series: text("series").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull().unique(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    reason: text("reason").notNull(),
    taxLabel: text("tax_label").notNull(),
    taxPct: smallint("tax_pct").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_series_seq_unique").on(t.series, t.seq),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    check(
      "credit_notes_total_check",
      sql`${t.totalCents} > 0 and ${t.taxCents} >= 0 and ${t.taxCents} <= ${t.totalCents}`,
    ),
  ],
);

// ───────────────────────────── Professional access (issue 14, item 7) ─────────────────────────────
/**
 * A business's application for a professional account, made from a signed-in customer account (the account that
 * will manage the fleet). One pending application per customer at a time; an admin approves or refuses it.
 */
export const professionalApplications = pgTable(
  "professional_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    nif: text("nif").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    fleetSize: integer("fleet_size").notNull(),
    kind: text("kind").$type<ProfessionalKind>().notNull(),
    message: text("message"),
    status: text("status").notNull().default("pending"),
    decisionNote: text("decision_note"),
    decidedBy: integer("decided_by").references(() => staff.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("professional_applications_pending_unique")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("professional_applications_status_idx").on(t.status, t.createdAt),
    check("professional_applications_status_check", sql`${t.status} in ('pending', 'approved', 'refused')`),
    check(
      "professional_applications_kind_check",
      sql`${t.kind} in ('fleet', 'taxi', 'ride_hailing', 'delivery', 'other')`,
    ),
    check("professional_applications_fleet_check", sql`${t.fleetSize} between 1 and 100000`),
  ],
);

/** A customer account approved as a business: its company, NIF and credit terms (days to pay the monthly invoice). */
export const businessAccounts = pgTable(
  "business_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => professionalApplications.id),
    companyName: text("company_name").notNull(),
    nif: text("nif").notNull(),
    creditDays: smallint("credit_days").notNull().default(30),
    approvedBy: integer("approved_by").references(() => staff.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("business_accounts_credit_days_check", sql`${t.creditDays} between 0 and 90`)],
);
