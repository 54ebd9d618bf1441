/** Workshop finder, workshop pages and the services they offer. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  FilterByCoordsSchema,
  LocateByCoordsSchema,
  LocateByPostcodeSchema,
} from "#src/shared/workshops/finder.schema.ts";
import {
  SCOOTER_BRANDS,
  WORKSHOP_SERVICE_LABEL,
  WORKSHOP_SERVICES,
  type WorkshopService,
} from "#src/shared/workshops/services.ts";
import { type ServiceRequirement, workshopCanDo } from "#src/shared/services/requirements.ts";
import type { AppDeps } from "../deps.ts";
import { basketRequirements } from "../basket/basket.store.ts";
import { authenticate } from "../account/sessions.ts";
import { NotFoundError } from "../errors.ts";
import { locatePostcode } from "./locate.ts";
import { toCard } from "./workshop-card.ts";
import { bookableServices, bookableServicesAt, requirementsOfServices } from "./bookable-services.ts";
import { type WorkshopReview, type WorkshopRow } from "./workshops.queries.ts";

function filterAndSort(
  all: readonly WorkshopRow[],
  from: { lat: number; lon: number },
  opts: {
    service?: WorkshopService;
    special?: WorkshopService[];
    distance?: number;
    sabado?: boolean;
    mediodia?: boolean;
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

export function workshopRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const byPostcode = (forced?: WorkshopService) => async (req: { body: z.infer<typeof LocateByPostcodeSchema> }) => {
      const all = deps.workshops.current.list;
      const center = locatePostcode(req.body.postCode, all);
      const requirements = [
        ...(req.body.cestaID ? await basketRequirements(deps.db, req.body.cestaID) : []),
        ...(await requirementsOfServices(deps.db, req.body.servicios ?? [])),
      ];
      const talleres = center
        ? filterAndSort(all, center, {
            requirements,
            service: forced ?? req.body.service,
            special: req.body.specialServices,
            distance: req.body.distancia,
            sabado: req.body.sabado,
            mediodia: req.body.mediodia,
          })
        : [];
      if (talleres.length === 0)
        throw new NotFoundError(
          "NO_WORKSHOPS",
          `Não há oficinas para o código postal ${req.body.postCode}. Experimente outro código postal ou alargue a distância.`,
        );
      return { centro: center, talleres };
    };
    app.post(
      "/taller/localizacion",
      { schema: { tags: ["workshops"], summary: "Oficinas perto de um código postal", body: LocateByPostcodeSchema } },
      byPostcode(),
    );
    app.post(
      "/taller/moto/localizacion",
      {
        schema: {
          tags: ["workshops"],
          summary: "Oficinas de motas perto de um código postal",
          body: LocateByPostcodeSchema,
        },
      },
      byPostcode("moto"),
    );

    app.post(
      "/tiendas",
      { schema: { tags: ["workshops"], summary: "Oficinas perto de uma posição", body: LocateByCoordsSchema } },
      async (req) => {
        const all = deps.workshops.current.list;
        const tiendas = filterAndSort(all, req.body, {
          service: req.body.service,
          distance: req.body.distancia ?? 100,
        });
        if (tiendas.length === 0)
          throw new NotFoundError(
            "NO_WORKSHOPS",
            "Não há oficinas perto da sua localização. Indique um código postal.",
          );
        return { tiendas };
      },
    );

    app.post(
      "/tiendas/filter",
      { schema: { tags: ["workshops"], summary: "Ordena oficinas pela distância", body: FilterByCoordsSchema } },
      async (req) => {
        const all = deps.workshops.current.list;
        const wanted = new Set(req.body.talleres);
        return {
          tiendas: all
            .filter((w) => wanted.has(w.code))
            .map((w) => toCard(w, req.body))
            .sort((a, b) => (a.distancia ?? 0) - (b.distancia ?? 0)),
        };
      },
    );

    app.get(
      "/tienda/:code",
      {
        schema: {
          tags: ["workshops"],
          summary: "Ficha de uma oficina",
          params: z.object({ code: z.string().regex(/^\d{3,8}$/, "Código de oficina inválido") }),
        },
      },
      async (req) => {
        const all = deps.workshops.current.list;
        const w = all.find((x) => x.code === req.params.code);
        if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", "Esta oficina não existe.");
        return detail(w, deps.workshops.current.reviews.get(w.id) ?? []);
      },
    );

    app.get(
      "/oficina/:provincia/:slug",
      {
        schema: {
          tags: ["workshops"],
          summary: "Ficha de uma oficina pelo endereço da página",
          params: z.object({ provincia: z.string().max(60), slug: z.string().max(80) }),
        },
      },
      async (req) => {
        const all = deps.workshops.current.list;
        const w = all.find((x) => x.provinceSlug === req.params.provincia && x.slug === req.params.slug);
        if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", "Esta oficina não existe.");
        return detail(w, deps.workshops.current.reviews.get(w.id) ?? []);
      },
    );

    app.get(
      "/oficinas/area/:area",
      {
        schema: {
          tags: ["workshops"],
          summary: "Oficinas de um distrito ou província",
          params: z.object({ area: z.string().max(60) }),
        },
      },
      async (req) => {
        const all = deps.workshops.current.list;
        const list = all.filter((w) => w.provinceSlug === req.params.area);
        if (list.length === 0) throw new NotFoundError("AREA_NOT_FOUND", "Não temos oficinas nesta zona.");
        return {
          provincia: list[0]?.province,
          talleres: list.map((w) => toCard(w)).sort((a, b) => a.poblacion.localeCompare(b.poblacion, "pt")),
        };
      },
    );

    app.get(
      "/oficinas/areas",
      { schema: { tags: ["workshops"], summary: "Distritos e províncias com oficinas" } },
      async () => {
        const all = deps.workshops.current.list;
        const areas = new Map<string, { slug: string; nombre: string; talleres: number }>();
        for (const w of all) {
          const a = areas.get(w.provinceSlug) ?? { slug: w.provinceSlug, nombre: w.province, talleres: 0 };
          a.talleres++;
          areas.set(w.provinceSlug, a);
        }
        return [...areas.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, "pt"));
      },
    );

    app.get(
      "/talleres-servicios",
      { schema: { tags: ["workshops"], summary: "Serviços que se podem marcar" } },
      async () => bookableServices(deps.db),
    );
    app.get(
      "/talleres-servicios/area-privada",
      { schema: { tags: ["workshops"], summary: "Serviços da oficina favorita (autenticado)" } },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        const all = await bookableServices(deps.db);
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
        },
      },
      async (req) => {
        const w = deps.workshops.current.byCode.get(req.params.code);
        if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", "Esta oficina não existe.");
        return bookableServicesAt(deps.db, w);
      },
    );
    app.get(
      "/verificar-taller-servicio/:code/:service",
      {
        schema: {
          tags: ["workshops"],
          summary: "A oficina faz este serviço?",
          params: z.object({ code: z.string().max(12), service: z.enum(WORKSHOP_SERVICES) }),
        },
      },
      async (req) => {
        const w = deps.workshops.current.byCode.get(req.params.code);
        if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", "Esta oficina não existe.");
        return { disponible: w.services.includes(req.params.service), citaWeb: w.webBookings };
      },
    );
    app.get(
      "/marcas-patinete",
      { schema: { tags: ["workshops"], summary: "Marcas de trotinetes" } },
      async () => SCOOTER_BRANDS,
    );
    app.get(
      "/servicios-taller/etiquetas",
      { schema: { tags: ["workshops"], summary: "Nomes dos tipos de serviço" } },
      async () => WORKSHOP_SERVICE_LABEL,
    );
  };
}

function detail(w: WorkshopRow, reviews: readonly WorkshopReview[]) {
  return {
    ...toCard(w),
    email: w.email,
    responsable: w.manager,
    horario: w.hours,
    equipamiento: w.equipment,
    zonaHoraria: w.timeZone,
    pais: w.country,
    resenas: reviews.map((r) => ({
      autor: r.author,
      estrellas: r.stars,
      comentario: r.comment,
      fecha: r.createdAt.toISOString(),
    })),
  };
}
