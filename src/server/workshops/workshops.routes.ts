/** Workshop finder, workshop pages and the services they offer. */
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { msg } from "#src/shared/i18n/i18n.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  FilterByCoordsSchema,
  LocateByCoordsSchema,
  LocateByPostcodeSchema,
} from "#src/shared/workshops/finder.schema.ts";
import {
  BookableServicesAnswer,
  FavouriteWorkshopServicesAnswer,
  ScooterBrandsAnswer,
  WorkshopAreasAnswer,
  WorkshopServiceCheckAnswer,
  WorkshopServiceLabelsAnswer,
  WorkshopPageAnswer,
  WorkshopsInAreaAnswer,
  WorkshopsNearPositionAnswer,
  WorkshopsNearPostcodeAnswer,
} from "#src/shared/workshops/workshops-api.schema.ts";
import {
  SCOOTER_BRANDS,
  WORKSHOP_SERVICE_LABEL,
  WORKSHOP_SERVICES,
  type WorkshopService,
} from "#src/shared/workshops/services.ts";
import type { AppDeps } from "../deps.ts";
import { authenticate } from "../account/sessions.ts";
import { toCard } from "./workshop-card.ts";
import { bookableServices, bookableServicesAt } from "./bookable-services.ts";
import {
  sortByDistance,
  workshopAreas,
  workshopByCode,
  workshopPage,
  workshopsInArea,
  workshopsNearPosition,
  workshopsNearPostcode,
} from "./find-workshops.ts";

export function workshopRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const byPostcode = (forced?: WorkshopService) => (req: { body: z.infer<typeof LocateByPostcodeSchema> }) =>
      workshopsNearPostcode(deps, req.body, forced);
    app.post(
      "/taller/localizacion",
      {
        schema: {
          tags: ["workshops"],
          summary: "Oficinas perto de um código postal",
          body: LocateByPostcodeSchema,
          response: { 200: WorkshopsNearPostcodeAnswer },
        },
      },
      byPostcode(),
    );
    app.post(
      "/taller/moto/localizacion",
      {
        schema: {
          tags: ["workshops"],
          summary: "Oficinas de motas perto de um código postal",
          body: LocateByPostcodeSchema,
          response: { 200: WorkshopsNearPostcodeAnswer },
        },
      },
      byPostcode("motorbike"),
    );

    app.post(
      "/tiendas",
      {
        schema: {
          tags: ["workshops"],
          summary: "Oficinas perto de uma posição",
          body: LocateByCoordsSchema,
          response: { 200: WorkshopsNearPositionAnswer },
        },
      },
      async (req) => workshopsNearPosition(deps, req.body),
    );

    app.post(
      "/tiendas/filter",
      {
        schema: {
          tags: ["workshops"],
          summary: "Ordena oficinas pela distância",
          body: FilterByCoordsSchema,
          response: { 200: WorkshopsNearPositionAnswer },
        },
      },
      async (req) => sortByDistance(deps, req.body),
    );

    app.get(
      "/tienda/:code",
      {
        schema: {
          tags: ["workshops"],
          summary: "Ficha de uma oficina",
          params: z.object({ code: z.string().regex(/^\d{3,8}$/, msg("api.workshopCodeInvalid")) }),
          response: { 200: WorkshopPageAnswer },
        },
      },
      async (req) => workshopPage(deps, { code: req.params.code }),
    );

    app.get(
      "/oficina/:provincia/:slug",
      {
        schema: {
          tags: ["workshops"],
          summary: "Ficha de uma oficina pelo endereço da página",
          params: z.object({ provincia: z.string().max(60), slug: z.string().max(80) }),
          response: { 200: WorkshopPageAnswer },
        },
      },
      async (req) => workshopPage(deps, req.params),
    );

    app.get(
      "/oficinas/area/:area",
      {
        schema: {
          tags: ["workshops"],
          summary: "Oficinas de um distrito ou província",
          params: z.object({ area: z.string().max(60) }),
          response: { 200: WorkshopsInAreaAnswer },
        },
      },
      async (req) => workshopsInArea(deps, req.params.area),
    );

    app.get(
      "/oficinas/areas",
      {
        schema: {
          tags: ["workshops"],
          summary: "Distritos e províncias com oficinas",
          response: { 200: WorkshopAreasAnswer },
        },
      },
      async () => workshopAreas(deps),
    );

    app.get(
      "/talleres-servicios",
      {
        schema: {
          tags: ["workshops"],
          summary: "Serviços que se podem marcar",
          response: { 200: BookableServicesAnswer },
        },
      },
      async (req) => bookableServices(deps.db, langOfApiUrl(req.url)),
    );
    app.get(
      "/talleres-servicios/area-privada",
      {
        schema: {
          tags: ["workshops"],
          summary: "Serviços da oficina favorita (autenticado)",
          response: { 200: FavouriteWorkshopServicesAnswer },
        },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        const all = await bookableServices(deps.db, langOfApiUrl(req.url));
        const list = deps.workshops.current.list;
        const fav = list.find((w) => w.id === user.favouriteWorkshopId);
        return { tallerFavorito: fav ? toCard(fav) : null, servicios: all };
      },
    );
    app.get(
      "/talleres-servicios/:code",
      {
        schema: {
          tags: ["workshops"],
          summary: "Serviços que uma oficina faz",
          params: z.object({ code: z.string().max(12) }),
          response: { 200: BookableServicesAnswer },
        },
      },
      async (req) => bookableServicesAt(deps.db, workshopByCode(deps, req.params.code), langOfApiUrl(req.url)),
    );
    app.get(
      "/verificar-taller-servicio/:code/:service",
      {
        schema: {
          tags: ["workshops"],
          summary: "A oficina faz este serviço?",
          params: z.object({ code: z.string().max(12), service: z.enum(WORKSHOP_SERVICES) }),
          response: { 200: WorkshopServiceCheckAnswer },
        },
      },
      async (req) => {
        const w = workshopByCode(deps, req.params.code);
        return { disponible: w.services.includes(req.params.service), citaWeb: w.webBookings };
      },
    );
    app.get(
      "/marcas-patinete",
      { schema: { tags: ["workshops"], summary: "Marcas de trotinetes", response: { 200: ScooterBrandsAnswer } } },
      async () => [...SCOOTER_BRANDS],
    );
    app.get(
      "/servicios-taller/etiquetas",
      {
        schema: {
          tags: ["workshops"],
          summary: "Nomes dos tipos de serviço",
          response: { 200: WorkshopServiceLabelsAnswer },
        },
      },
      async () => WORKSHOP_SERVICE_LABEL,
    );
  };
}
