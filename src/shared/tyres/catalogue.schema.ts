/**
 * The car tyre API's replies, as the web pages read them (issue 18: a typed API contract). The server builds these
 * from TyreItem and the catalogue; the pages' loaders parse each reply with its schema instead of trusting a cast, so a
 * reply of another shape is the page's error, never a crash further down. Each schema is checked against the type the
 * server returns (the `satisfies` lines), so the two cannot drift apart silently.
 */
import { z } from "zod";
import type { TypeLanding } from "./landings.ts";
import type { LoadSpeedFacets } from "./search.ts";
import type { CarSize } from "./size.ts";
import type { TyreItem } from "./types.ts";

const Tier = z.enum(["PREMIUM", "QUALITY", "BUDGET"]);

/** A promotion that applies to the tyre (the basket's rule), or null. */
export const TyreOfferResponse = z
  .object({
    id: z.number(),
    pct: z.number(),
    minCantidad: z.number().nullable(),
    titulo: z.string(),
    /** The title on the Spanish site (the answers are cached for both languages). */
    tituloEs: z.string().optional(),
  })
  .nullable();

const TyreItemResponse = z.object({
  id: z.string(),
  brandId: z.number(),
  marca: z.string(),
  marcaSlug: z.string(),
  modelo: z.string(),
  modeloSlug: z.string(),
  categoria: Tier,
  temporada: z.enum(["verano", "invierno", "allseason"]),
  tipoVehiculo: z.enum(["turismo", "furgoneta", "4x4"]),
  ancho: z.number(),
  serie: z.number(),
  llanta: z.number(),
  ic: z.number(),
  cv: z.string(),
  runflat: z.boolean(),
  antiPinchazo: z.string().nullable(),
  xl: z.boolean(),
  pmsf: z.boolean(),
  ms: z.boolean(),
  consumo: z.string(),
  frenadoMojado: z.string(),
  ruidoDb: z.number(),
  ruidoClase: z.string(),
  homologacion: z.string().nullable(),
  precio: z.number(),
  ecotasa: z.number(),
  stock: z.number(),
  orden: z.number(),
  garantia: z.number(),
  diasEntrega: z.number(),
  valoracionMedia: z.number().optional(),
  valoracionTotal: z.number().optional(),
}) satisfies z.ZodType<TyreItem>;

/** A tyre as the search, model and product replies give it: the catalogue item with its page and promotion. */
export const TyreResultResponse = TyreItemResponse.extend({ url: z.string(), oferta: TyreOfferResponse.optional() });
export type TyreResult = z.infer<typeof TyreResultResponse>;

/** GET /tyres-with-values: the options of the next measure of the cascade. */
export const SizeOptionsResponse = z.object({
  measure: z.string().nullable().optional(),
  options: z.array(z.string()),
});

/** GET /marcas: the tyre brands. */
export const TyreBrandsResponse = z.array(
  z.object({ id: z.number(), name: z.string(), slug: z.string(), tier: Tier, moto: z.boolean() }),
);
export type TyreBrand = z.infer<typeof TyreBrandsResponse>[number];

/** GET /site-init, the part the car selector reads: whether it asks for the visitor's contact data. */
export const SelectorSettingsResponse = z.object({
  seletor: z.object({ pedirDados: z.boolean() }).optional(),
});

const Facet = <V extends z.ZodType>(valor: V) => z.array(z.object({ valor, total: z.number() }));
export const LoadSpeedFacetsResponse = z.object({
  ic: Facet(z.number()),
  cv: Facet(z.string()),
}) satisfies z.ZodType<LoadSpeedFacets>;

/** POST /neumaticos/selector: one page of a size's tyres, the recommended ones and the filter facets. */
export const TyreSearchResponse = z.object({
  total: z.number(),
  pages: z.number(),
  page: z.number(),
  neumaticos: z.array(TyreResultResponse),
  recomendados: z.array(TyreResultResponse),
  montaje: z.number(),
  facetas: LoadSpeedFacetsResponse,
});
export type TyreSearchResults = z.infer<typeof TyreSearchResponse>;

/** GET /neumaticos/:id: one tyre's page, with a few reviews of its model and its other versions in the size. */
export const TyreProductResponse = TyreResultResponse.extend({
  descripcion: z.string(),
  montaje: z.number(),
  resenas: z.array(z.object({ estrellas: z.number(), autor: z.string(), comentario: z.string() })).optional(),
  variantes: z.array(
    z.object({
      id: z.string(),
      ic: z.number(),
      cv: z.string(),
      xl: z.boolean(),
      runflat: z.boolean(),
      homologacion: z.string().nullable(),
      precio: z.number(),
      url: z.string(),
    }),
  ),
});
export type TyreProduct = z.infer<typeof TyreProductResponse>;

/** GET /tyres-model: a tyre model and every size of it. */
export const TyreModelResponse = z.object({
  montaje: z.number(),
  marca: z.string(),
  marcaSlug: z.string(),
  modelo: z.string(),
  modeloSlug: z.string(),
  categoria: Tier,
  temporada: TyreItemResponse.shape.temporada,
  tipoVehiculo: z.string(),
  descripcion: z.string(),
  neumaticos: z.array(TyreResultResponse),
});
export type TyreModel = z.infer<typeof TyreModelResponse>;

/** The vehicle of a plate or of a car picked by hand, the part the results page reads (its sizes). */
export const FitVehicleResponse = z.object({
  cod_matricula: z.string().nullable(),
  marca: z.string(),
  modelo: z.string(),
  medidasParsed: z.array(
    z.object({
      ancho: z.number(),
      serie: z.number(),
      llanta: z.number(),
      ic: z.number().optional(),
      cv: z.string().optional(),
    }) satisfies z.ZodType<CarSize>,
  ),
});
export type FitVehicleData = z.infer<typeof FitVehicleResponse>;

/** POST /neumatico-por-matricula: the plate's vehicle and its sizes. */
export const PlateTyresResponse = z.object({ vehiculo: FitVehicleResponse });

/** POST /leads (201). */
export const LeadCreatedResponse = z.object({ id_site_lead: z.number() });

/** POST /neumatico-solicitado (201). */
export const TyreRequestCreatedResponse = z.object({ message: z.string() });

/** The vehicle as the plate page shows it (POST /matricula/specs, and `vehiculo` of POST /neumatico-por-matricula). */
export const PlateVehicleResponse = FitVehicleResponse.extend({
  motor: z.string(),
  combustible: z.string(),
  potencia: z.number(),
  ano_matric: z.number(),
});
export type PlateVehicle = z.infer<typeof PlateVehicleResponse>;

/** GET /matricula/marcas and GET /matricula/modelos: car makes, or a make's models. */
export const CarNamesResponse = z.array(z.string());

/** GET /matricula/motores: a model's engines. */
export const CarEnginesResponse = z.array(
  z.object({ motor: z.string(), combustible: z.string(), potencia: z.number() }),
);

const Season = TyreItemResponse.shape.temporada;
const LandingBrand = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  tier: Tier,
  moto: z.boolean(),
  country: z.string(),
});
export type LandingBrand = z.infer<typeof LandingBrand>;
/** The most common sizes of a landing, with how many tyres and the lowest price of each. */
const LandingSummary = {
  total: z.number(),
  desde: z.number().nullable(),
  medidas: z.array(
    z.object({ ancho: z.number(), serie: z.number(), llanta: z.number(), total: z.number(), desde: z.number() }),
  ),
};

/** GET /tyres-landing?tipo=…: a type landing, its brands and sizes. */
export const TypeLandingResponse = z.object({
  landing: z.object({
    slug: z.string(),
    title: z.string(),
    h1: z.string(),
    description: z.string(),
    intro: z.string(),
    filter: z.object({
      tier: Tier.optional(),
      kind: TyreItemResponse.shape.tipoVehiculo.optional(),
      moto: z.boolean().optional(),
      quad: z.boolean().optional(),
      allBrands: z.boolean().optional(),
    }),
  }) satisfies z.ZodType<TypeLanding>,
  brands: z.array(LandingBrand),
  ...LandingSummary,
});

/** GET /tyres-landing?marca=…: a brand, its models and sizes. */
export const BrandLandingResponse = z.object({
  brand: LandingBrand,
  models: z.array(
    z.object({
      slug: z.string(),
      nombre: z.string(),
      temporada: Season,
      tipoVehiculo: z.string(),
      medidas: z.number(),
      desde: z.number(),
    }),
  ),
  ...LandingSummary,
});
export type LandingModel = z.infer<typeof BrandLandingResponse>["models"][number];
