/** A car/van/4x4 tyre as the in-memory catalogue holds it (one immutable object per SKU). */
export type Tier = "PREMIUM" | "QUALITY" | "BUDGET";
export type Season = "verano" | "invierno" | "allseason";
export type VehicleKind = "turismo" | "furgoneta" | "4x4";

export type TyreItem = {
  id: string;
  brandId: number;
  marca: string;
  marcaSlug: string;
  modelo: string;
  modeloSlug: string;
  categoria: Tier;
  temporada: Season;
  tipoVehiculo: VehicleKind;
  ancho: number;
  serie: number;
  llanta: number;
  ic: number;
  cv: string;
  runflat: boolean;
  antiPinchazo: string | null;
  xl: boolean;
  pmsf: boolean;
  ms: boolean;
  consumo: string;
  frenadoMojado: string;
  ruidoDb: number;
  ruidoClase: string;
  homologacion: string | null;
  precio: number; // cents, fitting not included
  ecotasa: number; // cents per unit
  stock: number;
  orden: number;
  garantia: number;
  diasEntrega: number;
  /** Customers' average stars (one decimal) and number of reviews of the model (see reviews.ts). */
  valoracionMedia?: number;
  valoracionTotal?: number;
};

export const TIER_LABEL: Record<Tier, string> = { PREMIUM: "Premium", QUALITY: "Qualidade", BUDGET: "Económica" };
export const SEASON_LABEL: Record<Season, string> = {
  verano: "Verão",
  invierno: "Inverno",
  allseason: "Todas as estações",
};

export function sizeLabel(t: Pick<TyreItem, "ancho" | "serie" | "llanta">): string {
  return `${t.ancho}/${t.serie} R${t.llanta}`;
}

/** "205-55-r16-91v" – the {specs} part of /pneus/{marca}/{modelo}-{specs}. */
export function specsSlug(t: Pick<TyreItem, "ancho" | "serie" | "llanta" | "ic" | "cv" | "id">): string {
  return `${t.ancho}-${t.serie}-r${t.llanta}-${t.ic}${t.cv.toLowerCase()}-${t.id}`;
}

export function productPath(t: TyreItem): string {
  return `/pneus/${t.marcaSlug}/${t.modeloSlug}-${specsSlug(t)}`;
}

/** Splits "/pneus/{marca}/{modelo}-{specs}" into the model slug and the SKU id; null for a model page. */
export function parseProductSlug(rest: string): { modeloSlug: string; id: string; fm: boolean } | null {
  const m = /^(.+)-\d{3}-\d{2}-r\d{2}-\d{2,3}[a-z]-(\d+)(-fm)?$/.exec(rest);
  if (!m) return null;
  return { modeloSlug: m[1] as string, id: m[2] as string, fm: Boolean(m[3]) };
}
