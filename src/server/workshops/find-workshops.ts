/**
 * The workshop finder's use cases: workshops near a postcode or a position (only those that can do the basket's or
 * the chosen services' jobs), a workshop's page, the districts and their workshops. They read the workshops' read
 * model (deps.workshops), never the database, except for what a basket or service list needs.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { z } from "zod";
import type {
  FilterByCoordsSchema,
  LocateByCoordsSchema,
  LocateByPostcodeSchema,
} from "#src/shared/workshops/finder.schema.ts";
import type { WorkshopService } from "#src/shared/workshops/services.ts";
import { type ServiceRequirement, workshopCanDo } from "#src/shared/services/requirements.ts";
import type { AppDeps } from "../deps.ts";
import { basketRequirements } from "../basket/basket.store.ts";
import { NotFoundError } from "../errors.ts";
import { requirementsOfServices } from "./bookable-services.ts";
import { locatePostcode } from "./locate.ts";
import { toCard } from "./workshop-card.ts";
import type { WorkshopReview, WorkshopRow } from "./workshops.queries.ts";

type Deps = Pick<AppDeps, "db" | "workshops">;

function filterAndSort(
  all: readonly WorkshopRow[],
  from: { lat: number; lon: number },
  opts: {
    service?: WorkshopService | undefined;
    special?: WorkshopService[] | undefined;
    distance?: number | undefined;
    sabado?: boolean | undefined;
    mediodia?: boolean | undefined;
    /** Jobs the workshop must be able to do (a basket's services). */
    requirements?: readonly ServiceRequirement[];
  },
) {
  const wanted = [...(opts.service ? [opts.service] : []), ...(opts.special ?? [])];
  const max = opts.distance ?? 60;
  return all
    .filter((w) => wanted.every((s) => w.services.includes(s)))
    .filter((w) => workshopCanDo(w, opts.requirements ?? []))
    .filter((w) => !opts.sabado || w.openSaturday)
    .filter((w) => !opts.mediodia || w.openMidday)
    .map((w) => toCard(w, from))
    .filter((c) => (c.distancia ?? 0) <= max)
    .sort((a, b) => (a.distancia ?? 0) - (b.distancia ?? 0));
}

/** POST /taller/localizacion (and its motorbike twin, `forced` "motorbike"). */
export async function workshopsNearPostcode(
  deps: Deps,
  body: z.infer<typeof LocateByPostcodeSchema>,
  forced?: WorkshopService,
) {
  const all = deps.workshops.current.list;
  const center = locatePostcode(body.postCode, all);
  const requirements = [
    ...(body.cestaID ? await basketRequirements(deps.db, body.cestaID) : []),
    ...(await requirementsOfServices(deps.db, body.servicios ?? [])),
  ];
  const talleres = center
    ? filterAndSort(all, center, {
        requirements,
        service: forced ?? body.service,
        special: body.specialServices,
        distance: body.distancia,
        sabado: body.sabado,
        mediodia: body.mediodia,
      })
    : [];
  if (talleres.length === 0)
    throw new NotFoundError("NO_WORKSHOPS", msg("api.workshopsNoneForPostcode", { postCode: body.postCode }));
  return { centro: center, talleres };
}

/** POST /tiendas: workshops near the customer's position. */
export function workshopsNearPosition(deps: Deps, body: z.infer<typeof LocateByCoordsSchema>) {
  const tiendas = filterAndSort(deps.workshops.current.list, body, {
    service: body.service,
    distance: body.distancia ?? 100,
  });
  if (tiendas.length === 0) throw new NotFoundError("NO_WORKSHOPS", msg("api.workshopsNoneNearby"));
  return { tiendas };
}

/** POST /tiendas/filter: the given workshops, nearest first. */
export function sortByDistance(deps: Deps, body: z.infer<typeof FilterByCoordsSchema>) {
  const wanted = new Set(body.talleres);
  return {
    tiendas: deps.workshops.current.list
      .filter((w) => wanted.has(w.code))
      .map((w) => toCard(w, body))
      .sort((a, b) => (a.distancia ?? 0) - (b.distancia ?? 0)),
  };
}

function detail(w: WorkshopRow, reviews: readonly WorkshopReview[]) {
  return {
    ...toCard(w),
    email: w.email,
    responsable: w.manager,
    horario: w.hours,
    equipamiento: w.equipment,
    pais: w.country,
    resenas: reviews.map((r) => ({
      autor: r.author,
      estrellas: r.stars,
      comentario: r.comment,
      fecha: r.createdAt.toISOString(),
    })),
  };
}

/** A workshop's page by its code, or by its page address (district and slug). */
export function workshopPage(deps: Deps, by: { code: string } | { provincia: string; slug: string }) {
  const w = deps.workshops.current.list.find((x) =>
    "code" in by ? x.code === by.code : x.provinceSlug === by.provincia && x.slug === by.slug,
  );
  if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", msg("api.workshopNotFound"));
  return detail(w, deps.workshops.current.reviews.get(w.id) ?? []);
}

/** A district's (or Spanish province's) workshops, by town. */
export function workshopsInArea(deps: Deps, area: string) {
  const list = deps.workshops.current.list.filter((w) => w.provinceSlug === area);
  const [first] = list;
  if (!first) throw new NotFoundError("AREA_NOT_FOUND", msg("api.workshopsNoneInArea"));
  return {
    provincia: first.province,
    talleres: list.map((w) => toCard(w)).sort((a, b) => a.poblacion.localeCompare(b.poblacion, "pt")),
  };
}

/** An area of the workshop finder: a Portuguese district or a Spanish province, its country and its workshops. */
export type WorkshopArea = { slug: string; nombre: string; pais: string; talleres: number };

/** The districts and provinces that have workshops, with their country ("PT" or "ES") and how many. */
export function workshopAreas(deps: Deps): WorkshopArea[] {
  const areas = new Map<string, WorkshopArea>();
  for (const w of deps.workshops.current.list) {
    const a = areas.get(w.provinceSlug) ?? { slug: w.provinceSlug, nombre: w.province, pais: w.country, talleres: 0 };
    a.talleres++;
    areas.set(w.provinceSlug, a);
  }
  return [...areas.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, "pt"));
}

/** A workshop by its code from the read model, or 404. */
export function workshopByCode(deps: Deps, code: string): WorkshopRow {
  const w = deps.workshops.current.byCode.get(code);
  if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", msg("api.workshopNotFound"));
  return w;
}
