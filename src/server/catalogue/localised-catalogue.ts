/**
 * The catalogue's own texts in the reader's language: a tyre model's description and a brand's country.
 *
 * A model's description is made from its brand, name, season, vehicle type (or motorbike use) and the brand's tier,
 * with the catalogue's messages (`api.tyreModel*`): the seed stores the Portuguese one (tyre_models.description) and
 * the Spanish site gets the same sentence made in Spanish, so no Spanish text is stored. A brand's country is stored
 * as a Portuguese name (tyre_brands.country, "França"); the Spanish site gets the region's Spanish name from Intl.
 */
import "#src/shared/i18n/catalogue/register-all.ts";
import { type MessageKey, t } from "#src/shared/i18n/i18n.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import type { Tier, TyreItem } from "#src/shared/tyres/types.ts";

/** What a model's description is made of: `kind` is the vehicle type, or `moto-<use>` for a motorbike tyre. */
export type ModelFacts = { brand: string; model: string; season: string; kind: string; tier: Tier };

/** The sentence of each season (the season comes first in it). */
const SEASON: Record<string, MessageKey> = {
  verano: "api.tyreModelSummer",
  invierno: "api.tyreModelWinter",
  allseason: "api.tyreModelAllSeason",
};
const KIND: Record<string, MessageKey> = {
  turismo: "api.tyreModelKindCar",
  furgoneta: "api.tyreModelKindVan",
  "4x4": "api.tyreModelKind4x4",
};
const TIER: Record<Tier, MessageKey> = {
  PREMIUM: "api.tyreModelTierPremium",
  QUALITY: "api.tyreModelTierQuality",
  BUDGET: "api.tyreModelTierBudget",
};
const MOTO_USE: Record<string, MessageKey> = {
  carretera: "api.motoTyreUseRoad",
  sport: "api.motoTyreUseSport",
  trail: "api.motoTyreUseTrail",
  scooter: "api.motoTyreUseScooter",
  custom: "api.motoTyreUseCustom",
  "off-road": "api.motoTyreUseOffRoad",
};

/** A tyre model's description in `lang` ("Michelin Primacy 4+: pneu de verão para automóveis de turismo. …"). */
export function modelDescription(lang: Lang, m: ModelFacts): string {
  if (m.kind.startsWith("moto-")) {
    const use = m.kind.slice("moto-".length);
    const useKey = MOTO_USE[use];
    return t(lang, "api.motoTyreModelDescription", {
      brand: m.brand,
      model: m.model,
      use: useKey ? t(lang, useKey) : use,
    });
  }
  return t(lang, SEASON[m.season] ?? "api.tyreModelSummer", {
    brand: m.brand,
    model: m.model,
    kind: t(lang, KIND[m.kind] ?? "api.tyreModelKindCar"),
    tier: t(lang, TIER[m.tier]),
  });
}

/**
 * The description a car tyre's product and model pages show: the stored one on the Portuguese site, the same sentence
 * in Spanish on the Spanish site.
 */
export function tyreModelDescription(
  catalogue: { modelDescriptions: ReadonlyMap<string, string> },
  tyre: Pick<TyreItem, "marca" | "marcaSlug" | "modelo" | "modeloSlug" | "temporada" | "tipoVehiculo" | "categoria">,
  lang: Lang,
): string {
  const stored = catalogue.modelDescriptions.get(`${tyre.marcaSlug}/${tyre.modeloSlug}`) ?? "";
  if (lang === "pt" || stored === "") return stored;
  return modelDescription(lang, {
    brand: tyre.marca,
    model: tyre.modelo,
    season: tyre.temporada,
    kind: tyre.tipoVehiculo,
    tier: tyre.categoria,
  });
}

/** The stored (Portuguese) names of the brands' countries, with their region codes (CLDR: 150 is Europe). */
const REGION_OF_COUNTRY: Readonly<Record<string, string>> = {
  Alemanha: "DE",
  China: "CN",
  "Coreia do Sul": "KR",
  Eslovénia: "SI",
  "Estados Unidos": "US",
  Europa: "150",
  Finlândia: "FI",
  França: "FR",
  Índia: "IN",
  Indonésia: "ID",
  Itália: "IT",
  Japão: "JP",
  "Países Baixos": "NL",
  Polónia: "PL",
  Portugal: "PT",
  "Reino Unido": "GB",
  "República Checa": "CZ",
  Sérvia: "RS",
  Espanha: "ES",
  Tailândia: "TH",
  Taiwan: "TW",
  Turquia: "TR",
};

const regionNames = new Map<Lang, Intl.DisplayNames>();

/** A brand's country in `lang`: the stored Portuguese name on the Portuguese site; the region's name otherwise. */
export function countryName(lang: Lang, stored: string): string {
  if (lang === "pt") return stored;
  const region = REGION_OF_COUNTRY[stored];
  if (!region) return stored;
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([LOCALE[lang]], { type: "region" })));
  return names.of(region) ?? stored;
}

/** A brand as the site shows it: its country in the reader's language. */
export function brandIn<B extends { country: string }>(lang: Lang, brand: B): B {
  return lang === "pt" ? brand : { ...brand, country: countryName(lang, brand.country) };
}
