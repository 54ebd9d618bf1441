/** The tyre landing pages' data (server only): /pneus and /pneus/{tipo | marca | marca-mota | serviço}. */
import { data } from "react-router";
import type { z } from "zod";
import {
  BrandLandingResponse,
  type LandingBrand,
  type LandingModel,
  TypeLandingResponse,
} from "#src/shared/tyres/catalogue.schema.ts";
import { findServiceLanding, findTypeLanding, type ServiceLanding } from "#src/shared/tyres/landings.ts";
import type { ApiFetch } from "#src/web/api-context.ts";
import { loadParsed } from "./tyre-api.server.ts";

/** /pneus: every brand and the most common sizes. */
export async function loadTyresIndex(api: ApiFetch) {
  const all = await loadParsed(api, "/tyres-landing?tipo=marcas", TypeLandingResponse);
  return { brands: all.brands, medidas: all.medidas };
}

type Summary = { total: number; desde: number | null; medidas: z.infer<typeof TypeLandingResponse>["medidas"] };
export type PageData =
  | ({ kind: "tipo" } & z.infer<typeof TypeLandingResponse>)
  | ({ kind: "marca"; brand: LandingBrand; models: LandingModel[]; moto: boolean } & Summary)
  | { kind: "servico"; landing: ServiceLanding };

/** /pneus/{tipo}, /pneus/{marca}, /pneus/{marca}-mota and the tyre service pages share one URL segment. */
export async function loadLanding(api: ApiFetch, slug: string): Promise<PageData> {
  const service = findServiceLanding(slug);
  if (service) return { kind: "servico", landing: service };
  if (findTypeLanding(slug)) {
    const r = await loadParsed(api, `/tyres-landing?tipo=${encodeURIComponent(slug)}`, TypeLandingResponse);
    return { kind: "tipo", ...r };
  }
  const moto = slug.endsWith("-mota");
  const brandSlug = moto ? slug.slice(0, -5) : slug;
  if (!/^[a-z0-9-]+$/.test(brandSlug)) throw data("Página não encontrada", { status: 404 });
  const r = await loadParsed(api, `/tyres-landing?marca=${encodeURIComponent(brandSlug)}`, BrandLandingResponse);
  if (moto && !r.brand.moto) throw data("Página não encontrada", { status: 404 });
  return { kind: "marca", moto, ...r, models: moto ? [] : r.models.filter((m) => m.tipoVehiculo !== "moto") };
}
