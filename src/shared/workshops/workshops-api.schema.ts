/**
 * What the workshop finder's endpoints answer (response schemas beside finder.schema.ts). These answers feed
 * benchmarked pages (the finder, the checkout's workshop step), so the routes do not declare them (a zod encode per
 * answer; docs/decisions/020-api-contract.md): the pages type their reads with them (`answer<typeof …>(res)`,
 * src/web/api-context.ts) and src/server/api-contract.int.test.ts parses real answers with them.
 */
import { z } from "zod";

/** A workshop as the lists show it (src/server/workshops/workshop-card.ts). */
export const WorkshopCardSchema = z.object({
  codTienda: z.string(),
  alias: z.string(),
  slug: z.string(),
  provincia: z.string(),
  provinciaSlug: z.string(),
  area: z.string(),
  direccion: z.string(),
  cpostal: z.string(),
  poblacion: z.string(),
  telefono: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Kilometres from the searched place; null when the list is not a search around a place. */
  distancia: z.number().nullable(),
  valoracion: z.number().nullable(),
  opiniones: z.number().int(),
  abreSabado: z.boolean(),
  abreMediodia: z.boolean(),
  servicios: z.array(z.string()),
  citaWeb: z.boolean(),
  /** The workshop's page (Portuguese path; pages pass it through path()). */
  url: z.string(),
});

/** POST /taller/localizacion and /taller/moto/localizacion: the workshops near a postcode, nearest first. */
export const WorkshopsNearPostcodeAnswer = z.object({
  /** The searched place and its district/province; null when the postcode is not found. */
  centro: z.object({ lat: z.number(), lon: z.number(), area: z.string() }).nullable(),
  talleres: z.array(WorkshopCardSchema),
});

/** POST /tiendas: the workshops near a position, nearest first. */
export const WorkshopsNearPositionAnswer = z.object({ tiendas: z.array(WorkshopCardSchema) });

/** GET /oficinas/areas: the districts (Portugal) and provinces (Spain) that have workshops, with how many. */
export const WorkshopAreasAnswer = z.array(
  z.object({ slug: z.string(), nombre: z.string(), pais: z.string(), talleres: z.number().int() }),
);

/** POST /cita-previa-dates/taller/:code: the days with free times (`fecha` DD/MM/YYYY, `primera` HH:MM). */
export const WorkshopDatesAnswer = z.object({
  dias: z.array(z.object({ fecha: z.string(), iso: z.string(), primera: z.string(), huecos: z.number().int() })),
});
