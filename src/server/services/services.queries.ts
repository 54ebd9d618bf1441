/** The service catalogue's rows: services sold as basket products, bookable services, and what each needs. */
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { ServiceRequirement } from "#src/shared/services/requirements.ts";
import { requirementOf } from "#src/shared/services/requirements.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { Db } from "../db/client.ts";
import { servicePacks, services } from "../db/schema.ts";
import { serviceIncluyeColumn, serviceNameColumn } from "./localised.ts";

export type CatalogueServiceRow = {
  id: string;
  nombre: string;
  vehicleType: string | null;
  tipoProducto: string | null;
  priceCents: number;
  priceFromCents: number | null;
  durationMinutes: number;
  incluye: string[];
  requiredEquipment: string[];
};

const columns = (lang: Lang) => ({
  id: services.id,
  nombre: serviceNameColumn(lang),
  vehicleType: services.vehicleType,
  tipoProducto: services.tipoProducto,
  priceCents: services.priceCents,
  priceFromCents: services.priceFromCents,
  durationMinutes: services.durationMinutes,
  incluye: serviceIncluyeColumn(lang),
  requiredEquipment: services.requiredEquipment,
});

/**
 * Services a customer gets done at a workshop: the ones sold as products and the bookable appointment services, named
 * in `lang`.
 */
export async function listCatalogueServices(db: Db, lang: Lang = "pt"): Promise<CatalogueServiceRow[]> {
  return db
    .select(columns(lang))
    .from(services)
    .where(or(isNotNull(services.tipoProducto), and(eq(services.bookable, true), eq(services.categoria, "cita"))))
    .orderBy(serviceNameColumn(lang));
}

/** What the workshop must have for each basket product that is a workshop job (service products and packs), by id. */
export async function productRequirements(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { requirement: ServiceRequirement; durationMinutes: number }>> {
  const out = new Map<string, { requirement: ServiceRequirement; durationMinutes: number }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: services.id,
      vehicleType: services.vehicleType,
      requiredEquipment: services.requiredEquipment,
      durationMinutes: services.durationMinutes,
    })
    .from(services)
    .where(and(inArray(services.id, [...ids]), isNotNull(services.tipoProducto)));
  for (const r of rows) out.set(r.id, { requirement: requirementOf(r), durationMinutes: r.durationMinutes });
  // Oil and revision packs: car jobs, no special equipment.
  const packs = await db
    .select({ id: servicePacks.id, durationMinutes: servicePacks.durationMinutes })
    .from(servicePacks)
    .where(inArray(servicePacks.id, [...ids]));
  for (const p of packs)
    out.set(p.id, {
      requirement: requirementOf({ vehicleType: "turismo", requiredEquipment: [] }),
      durationMinutes: p.durationMinutes,
    });
  return out;
}
