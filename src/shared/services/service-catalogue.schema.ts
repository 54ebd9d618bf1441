/**
 * The service catalogue's API contract (issue 12): what the shop sells or books besides tyres, per vehicle category.
 * Served by src/server/services (GET /servicos, GET /servicos/:id/oficinas, GET /kits-ozono) and read by the service
 * pages in src/web/services.
 */
import { z } from "zod";
import { PROMOTION_CATEGORIES } from "#src/shared/promotions/categories.ts";

/** car | motorbike | truck: the same vehicle categories as the promotions (decision 021). */
export const ServiceCategorySchema = z.enum(PROMOTION_CATEGORIES);
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;

/** One thing a customer can get done at a workshop. */
export const ServiceOfferSchema = z.object({
  /** Basket product id (kind "product": POST /cesta-product/{id}) or bookable service id (kind "appointment"). */
  id: z.string(),
  /** "product": bought online with a workshop slot; "appointment": booked at /marcacao-previa?servicos={id}. */
  kind: z.enum(["product", "appointment"]),
  /** The spec's basket product type for products (ac, ac2, kito1, kito2, amortiguador, preitv, packinvierno, ozono, revision, revision_moto, bateria); null for appointments. */
  tipo_producto: z.string().nullable(),
  categoria: ServiceCategorySchema,
  nombre: z.string(),
  /** What the workshop does, one line each. */
  incluye: z.array(z.string()),
  /** All-in price in cents, VAT included; for appointments the "from" price (0 = free quote at the workshop). */
  precio: z.number().int().nonnegative(),
  /** Minutes the job takes at the workshop (the slot length). */
  duracion: z.number().int().nonnegative(),
  /** How many workshops taking web bookings can do it. */
  oficinas: z.number().int().nonnegative(),
});
export type ServiceOffer = z.infer<typeof ServiceOfferSchema>;

export const ServiceListQuerySchema = z.object({ categoria: ServiceCategorySchema.default("car") });
export const ServiceListSchema = z.object({ servicos: z.array(ServiceOfferSchema) });
export type ServiceList = z.infer<typeof ServiceListSchema>;

/** Workshops that do one service, nearest first when a postcode is given (else by name), at most 20. */
export const ServiceWorkshopsQuerySchema = z.object({ cp: z.string().optional() });
export const ServiceWorkshopsSchema = z.object({
  total: z.number().int().nonnegative(),
  oficinas: z.array(
    z.object({
      codTienda: z.string(),
      alias: z.string(),
      morada: z.string(),
      localidade: z.string(),
      /** Path of the workshop's page, /oficinas-mecanicas/{provincia}/{taller}. */
      url: z.string(),
      distancia: z.number().nullable(),
    }),
  ),
});
export type ServiceWorkshops = z.infer<typeof ServiceWorkshopsSchema>;

export const OzoneKitsSchema = z.object({ kits: z.array(ServiceOfferSchema) });
