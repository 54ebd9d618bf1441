/**
 * The copy of the tyre landing pages (/pneus/{tipo} and the tyre service pages) in the page's language. The slugs,
 * filters and prices are src/shared/tyres/landings.ts's; the words are the catalogue's (the Portuguese ones are the
 * same as landings.ts's, which the API and the sitemap still use).
 */
import type { MessageKey } from "#src/shared/i18n/i18n.ts";
import type { Translator } from "#src/web/i18n.ts";

type Prefix = "landingEconomicos" | "landingQuality" | "landingPremium" | "landingMarcas" | "landingCarrinha";
type Prefix2 = "landing4x4Suv" | "landingMota" | "landingQuad";
const TYPE_PREFIX: Record<string, Prefix | Prefix2> = {
  economicos: "landingEconomicos",
  quality: "landingQuality",
  premium: "landingPremium",
  marcas: "landingMarcas",
  carrinha: "landingCarrinha",
  "4x4-suv": "landing4x4Suv",
  mota: "landingMota",
  quad: "landingQuad",
};
type ServicePrefix = "serviceAlignment" | "serviceBalancing" | "servicePuncture" | "serviceInsurance";
const SERVICE_PREFIX: Record<string, ServicePrefix> = {
  "alinhamento-de-pneus": "serviceAlignment",
  "equilibragem-de-pneus": "serviceBalancing",
  "reparacao-de-furos": "servicePuncture",
  "seguro-do-pneu": "serviceInsurance",
};

export type TypeCopy = { title: string; h1: string; description: string; intro: string };
export type ServiceCopy = { title: string; h1: string; description: string; paragraphs: string[] };

/** A type landing's words, or `fallback` (the shared data's) for a slug the catalogue does not know. */
export function typeLandingCopy(tr: Translator, slug: string, fallback: TypeCopy): TypeCopy {
  const p = TYPE_PREFIX[slug];
  if (!p) return fallback;
  const k = (s: string) => tr.t(`tyreLanding.${p}${s}` as MessageKey);
  return { title: k("Title"), h1: k("H1"), description: k("Description"), intro: k("Intro") };
}

/** A service landing's words, or `fallback` for a slug the catalogue does not know. */
export function serviceLandingCopy(tr: Translator, slug: string, fallback: ServiceCopy): ServiceCopy {
  const p = SERVICE_PREFIX[slug];
  if (!p) return fallback;
  const k = (s: string) => tr.t(`tyreLanding.${p}${s}` as MessageKey);
  return { title: k("Title"), h1: k("H1"), description: k("Description"), paragraphs: [k("P1"), k("P2")] };
}
