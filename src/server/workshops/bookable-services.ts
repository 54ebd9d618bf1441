/**
 * The services a customer can book, on their own or at one workshop. A workshop is offered only the jobs it can do:
 * its kind of vehicle and the equipment the job needs (the shared workshopCanDo rule, the same one booking checks).
 */
import { requirementOf, workshopCanDo, type WorkshopCapabilities } from "#src/shared/services/requirements.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { Db } from "../db/client.ts";
import { listBookableServices } from "./workshops.queries.ts";

type BookableRow = Awaited<ReturnType<typeof listBookableServices>>[number];

/** The public shape (what the booking flow reads): the equipment is the workshops' business, not the page's. */
function publicService({ id, nombre, duracion, vehiculo }: BookableRow) {
  return { id, nombre, duracion, vehiculo };
}

/** Named in `lang` (the Spanish names on the Spanish site). */
export async function bookableServices(db: Db, lang: Lang = "pt") {
  return (await listBookableServices(db, lang)).map(publicService);
}

export async function bookableServicesAt(db: Db, w: WorkshopCapabilities, lang: Lang = "pt") {
  return (await listBookableServices(db, lang))
    .filter((s) =>
      workshopCanDo(w, [requirementOf({ vehicleType: s.vehiculo, requiredEquipment: s.requiredEquipment })]),
    )
    .map(publicService);
}

/** What the chosen bookable services need of a workshop (unknown ids need nothing: booking refuses them itself). */
export async function requirementsOfServices(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return (await listBookableServices(db))
    .filter((s) => ids.includes(s.id))
    .map((s) => requirementOf({ vehicleType: s.vehiculo, requiredEquipment: s.requiredEquipment }));
}
