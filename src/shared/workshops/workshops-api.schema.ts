/**
 * What the workshop finder's endpoints answer (response schemas beside finder.schema.ts). These answers feed
 * benchmarked pages (the finder, the checkout's workshop step), so the routes do not declare them (a zod encode per
 * answer; docs/decisions/020-api-contract.md): the pages type their reads with them (`answer<typeof …>(res)`,
 * src/web/api-context.ts) and src/server/api-contract.int.test.ts parses real answers with them.
 */
import { z } from "zod";
import { WORKSHOP_SERVICES } from "./services.ts";

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

/** POST /tiendas: the workshops near a position, nearest first; POST /tiendas/filter: the given ones, nearest first. */
export const WorkshopsNearPositionAnswer = z.object({ tiendas: z.array(WorkshopCardSchema) });

/** A weekday's opening periods, each [opens, closes] as HH:MM (none: closed that day). */
const DayHoursSchema = z.array(z.tuple([z.string(), z.string()]));

/**
 * GET /tienda/:code and /oficina/:provincia/:slug (declared on their routes, session 27): a workshop's page, its card
 * with contacts, weekly hours, equipment, country ("PT" or "ES") and latest reviews.
 */
export const WorkshopPageAnswer = WorkshopCardSchema.extend({
  email: z.string(),
  responsable: z.string(),
  horario: z.object({
    mon: DayHoursSchema,
    tue: DayHoursSchema,
    wed: DayHoursSchema,
    thu: DayHoursSchema,
    fri: DayHoursSchema,
    sat: DayHoursSchema,
    sun: DayHoursSchema,
  }),
  equipamiento: z.array(z.string()),
  pais: z.string(),
  resenas: z.array(
    z.object({ autor: z.string(), estrellas: z.number().int(), comentario: z.string(), fecha: z.string() }),
  ),
});

/** GET /oficinas/area/:area: a district's (or Spanish province's) name and its workshops, by town. */
export const WorkshopsInAreaAnswer = z.object({ provincia: z.string(), talleres: z.array(WorkshopCardSchema) });

/** GET /oficinas/areas: the districts (Portugal) and provinces (Spain) that have workshops, with how many. */
export const WorkshopAreasAnswer = z.array(
  z.object({ slug: z.string(), nombre: z.string(), pais: z.string(), talleres: z.number().int() }),
);

/** POST /cita-previa-dates/taller/:code: the days with free times (`fecha` DD/MM/YYYY, `primera` HH:MM). */
export const WorkshopDatesAnswer = z.object({
  dias: z.array(z.object({ fecha: z.string(), iso: z.string(), primera: z.string(), huecos: z.number().int() })),
});

/**
 * The bookable services, declared on their routes (session 27): GET /talleres-servicios and GET
 * /talleres-servicios/:code (the services a workshop can do), named in the path's language.
 */
export const BookableServiceSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  /** Minutes the workshop needs. */
  duracion: z.number().int(),
  /** The vehicle type the service is for (turismo, moto, patinete…), or null for any. */
  vehiculo: z.string().nullable(),
});
export const BookableServicesAnswer = z.array(BookableServiceSchema);

/** GET /talleres-servicios/area-privada: the signed-in customer's favourite workshop (or null) and the services. */
export const FavouriteWorkshopServicesAnswer = z.object({
  tallerFavorito: WorkshopCardSchema.nullable(),
  servicios: BookableServicesAnswer,
});

/** GET /verificar-taller-servicio/:code/:service: whether the workshop does that kind of service, and books online. */
export const WorkshopServiceCheckAnswer = z.object({ disponible: z.boolean(), citaWeb: z.boolean() });

/** GET /marcas-patinete: the scooter brands the booking flow offers. */
export const ScooterBrandsAnswer = z.array(z.string());

/** GET /servicios-taller/etiquetas: the name of each kind of workshop service. */
export const WorkshopServiceLabelsAnswer = z.record(z.enum(WORKSHOP_SERVICES), z.string());
