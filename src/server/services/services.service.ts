/** Service catalogue use cases (issue 12): the offers per vehicle category, the workshops that do one, ozone kits. */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import {
  type ServiceCategory,
  ServiceCategorySchema,
  type ServiceList,
  type ServiceOffer,
  type ServiceWorkshops,
} from "#src/shared/services/service-catalogue.schema.ts";
import { categoryForVehicle, requirementOf, workshopCanDo } from "#src/shared/services/requirements.ts";
import { distanceKm } from "#src/shared/workshops/services.ts";
import type { AppDeps } from "../deps.ts";
import { atSite } from "../catalogue/site-prices.ts";
import { InvalidInputError, NotFoundError } from "../errors.ts";
import { locatePostcode } from "../workshops/locate.ts";
import type { WorkshopRow } from "../workshops/workshops.queries.ts";
import { type CatalogueServiceRow, listCatalogueServices } from "./services.queries.ts";

const POSTCODE = /^(\d{4}-?\d{3}|\d{5})$/;
const MAX_WORKSHOPS = 20;
const OZONE_KITS = ["kito1", "kito2"];

/** Workshops taking web bookings that can do the service. */
function workshopsFor(row: CatalogueServiceRow, all: readonly WorkshopRow[]): WorkshopRow[] {
  const req = requirementOf(row);
  return all.filter((w) => w.webBookings && workshopCanDo(w, [req]));
}

/** A service as offered on the site in `lang`: its price carries that site's tax (Spain's IVA on the Spanish site). */
function toOffer(row: CatalogueServiceRow, all: readonly WorkshopRow[], lang: Lang): ServiceOffer | null {
  const categoria = categoryForVehicle(row.vehicleType);
  if (!categoria) return null;
  const product = row.tipoProducto !== null;
  return {
    id: row.id,
    kind: product ? "product" : "appointment",
    tipo_producto: row.tipoProducto,
    categoria,
    nombre: row.nombre,
    incluye: row.incluye,
    precio: atSite(product ? row.priceCents : (row.priceFromCents ?? row.priceCents), lang),
    duracion: row.durationMinutes,
    oficinas: workshopsFor(row, all).length,
  };
}

async function offers(deps: AppDeps, lang: Lang): Promise<Array<{ row: CatalogueServiceRow; offer: ServiceOffer }>> {
  const all = deps.workshops.current.list;
  const rows = await listCatalogueServices(deps.db, lang);
  return rows.flatMap((row) => {
    const offer = toOffer(row, all, lang);
    return offer ? [{ row, offer }] : [];
  });
}

/** Products first (bought online), then the appointment services, each by name. */
function byKindThenName(lang: Lang) {
  return (a: ServiceOffer, b: ServiceOffer) => {
    if (a.kind !== b.kind) return a.kind === "product" ? -1 : 1;
    return a.nombre.localeCompare(b.nombre, lang);
  };
}

export function parseCategory(value: string | undefined): ServiceCategory {
  const parsed = ServiceCategorySchema.safeParse(value ?? "car");
  if (!parsed.success) {
    const message = msg("api.servicesUnknownCategory");
    throw new InvalidInputError("UNKNOWN_CATEGORY", message, { categoria: message });
  }
  return parsed.data;
}

export async function listServiceOffers(
  deps: AppDeps,
  categoria: string | undefined,
  lang: Lang = "pt",
): Promise<ServiceList> {
  const wanted = parseCategory(categoria);
  const list = await offers(deps, lang);
  return {
    servicos: list
      .map((x) => x.offer)
      .filter((o) => o.categoria === wanted)
      .sort(byKindThenName(lang)),
  };
}

/** Workshops that do one service: nearest first around a postcode, else by name; at most 20, with the total. */
export async function listServiceWorkshops(
  deps: AppDeps,
  id: string,
  cp: string | undefined,
  lang: Lang = "pt",
): Promise<ServiceWorkshops> {
  const postcode = cp?.trim() || undefined;
  if (postcode !== undefined && !POSTCODE.test(postcode)) {
    const message = msg("api.servicesPostcodeFormat");
    throw new InvalidInputError("VALIDATION_ERROR", message, { cp: message });
  }
  const found = (await offers(deps, lang)).find((x) => x.row.id === id);
  if (!found) throw new NotFoundError("SERVICE_NOT_FOUND", msg("api.serviceNotFound"));
  const all = deps.workshops.current.list;
  const center = postcode ? locatePostcode(postcode, all) : null;
  if (postcode && !center)
    throw new NotFoundError("POSTCODE_NOT_FOUND", msg("api.servicesNoWorkshopsNear", { postcode }));
  const list = workshopsFor(found.row, all).map((w) => ({
    w,
    distancia: center ? Math.round(distanceKm(center, w) * 10) / 10 : null,
  }));
  list.sort((a, b) =>
    a.distancia !== null && b.distancia !== null ? a.distancia - b.distancia : a.w.alias.localeCompare(b.w.alias, "pt"),
  );
  return {
    total: list.length,
    oficinas: list.slice(0, MAX_WORKSHOPS).map(({ w, distancia }) => ({
      codTienda: w.code,
      alias: w.alias,
      morada: w.address,
      localidade: `${w.postcode} ${w.town}`,
      url: `/oficinas-mecanicas/${w.provinceSlug}/${w.slug}`,
      distancia,
    })),
  };
}

/** The ozone kits sold online (kito1, kito2), cheapest first. */
export async function listOzoneKits(deps: AppDeps, lang: Lang = "pt"): Promise<{ kits: ServiceOffer[] }> {
  const list = await offers(deps, lang);
  return {
    kits: list
      .map((x) => x.offer)
      .filter((o) => o.tipo_producto !== null && OZONE_KITS.includes(o.tipo_producto))
      .sort((a, b) => a.precio - b.precio),
  };
}
