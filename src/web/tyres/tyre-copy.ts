/**
 * The tyre pages' repeated copy in the page's language, built once per language and reused by every card of a
 * results page (issue 15: a card adds no catalogue work of its own beyond what its values change, and those strings
 * are kept by value). Also money and numbers in the page's locale: money through the one euro formatter
 * (src/shared/money.ts, which writes both pt-PT and es-ES), numbers: Portuguese keeps the shop's own formatter,
 * Spanish uses es-ES.
 */
import { hasNamespace, noteNamespace, t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { Season, Tier, TyreItem } from "#src/shared/tyres/types.ts";
import { useLang } from "#src/web/i18n.ts";
import { money } from "#src/web/ui/page-numbers.ts";

export { count, money } from "#src/web/ui/page-numbers.ts";

/** A string made once per distinct key (the values a card shows repeat across a page: stock, days, prices). */
function memo<K>(make: (k: K) => string): (k: K) => string {
  const made = new Map<K, string>();
  return (k) => {
    let s = made.get(k);
    if (s === undefined) {
      if (made.size > 500) made.clear();
      s = make(k);
      made.set(k, s);
    }
    return s;
  };
}

export type TyreCopy = ReturnType<typeof buildCopy>;

function buildCopy(lang: Lang) {
  const tt = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(lang, key, values);
  const days = memo((n: number) => tt("tyreCard.workingDays", { n }));
  const treadAlt = memo((key: string) => {
    const [brand, model] = key.split("\u0000") as [string, string];
    return tt("tyreCard.treadAlt", { brand, model });
  });
  const tier: Record<Tier, string> = {
    PREMIUM: tt("tyres.tierPremium"),
    QUALITY: tt("tyres.tierQuality"),
    BUDGET: tt("tyres.tierBudget"),
  };
  const season: Record<Season, string> = {
    verano: tt("tyres.seasonVerano"),
    invierno: tt("tyres.seasonInvierno"),
    allseason: tt("tyres.seasonAllseason"),
  };
  return {
    lang,
    money: memo((cents: number) => money(lang, cents)),
    tier,
    season,
    /** "Em stock · montagem a partir de 2 dias úteis" and its low-stock and out-of-stock variants. */
    availability: memo((key: string) => {
      const [stock, d] = key.split("|").map(Number) as [number, number];
      if (stock === 0) return tt("tyres.stockNone");
      if (stock === 1) return tt("tyreCard.stockLast", { days: days(d) });
      if (stock < 4) return tt("tyreCard.stockFew", { n: stock, days: days(d) });
      return tt("tyreCard.stockIn", { days: days(d) });
    }),
    notify: tt("tyreCard.cardNotify"),
    details: tt("tyreCard.cardDetails"),
    buy: memo((n: number) => tt("tyreCard.cardBuy", { n })),
    notifyLabel: (name: string) => tt("tyreCard.cardNotifyLabel", { name }),
    treadAlt: (brand: string, model: string) => treadAlt(`${brand}\u0000${model}`),
    rating: {
      text: memo((key: string) => {
        const [rating, n] = key.split("|") as [string, string];
        return tt("tyreCard.ratingText", { rating, n: Number(n) });
      }),
      count: memo((n: number) => tt("tyreCard.ratingCount", { n })),
    },
    price: {
      perTyre: tt("tyreCard.pricePerTyre"),
      promoBefore: memo((price: string) => tt("tyreCard.pricePromoBefore", { price })),
      allIn: memo((n: number) => `${tt("tyreCard.priceAllIn", { n })} `),
      saves: memo((amount: string) => ` · ${tt("tyreCard.priceSaves", { amount })}`),
      pending: (pct: number, n: number) => tt("tyreCard.pricePending", { pct, n }),
      fitting: memo((key: string) => {
        const [fitting, ecotax] = key.split("|").map(Number) as [number, number];
        return ecotax > 0
          ? tt("tyreCard.priceFittingEcotax", { fitting: money(lang, fitting), ecotax: money(lang, ecotax) })
          : tt("tyreCard.priceFitting", { fitting: money(lang, fitting) });
      }),
    },
    eu: {
      label: tt("tyreCard.euLabel"),
      fuel: tt("tyres.euFuel"),
      fuelShort: tt("tyreCard.euFuelShort"),
      fuelClass: memo((c: string) => tt("tyreCard.euFuelClass", { c })),
      wet: tt("tyreCard.euWet"),
      wetShort: tt("tyreCard.euWetShort"),
      wetClass: memo((c: string) => tt("tyreCard.euWetClass", { c })),
      noise: tt("tyreCard.euNoise"),
      noiseShort: tt("tyreCard.euNoiseShort"),
      noiseClass: memo((c: string) => tt("tyreCard.euNoiseClass", { c })),
      snow: tt("tyreCard.euSnow"),
      snowShort: tt("tyreCard.euSnowShort"),
      snowApproved: tt("tyreCard.euSnowApproved"),
    },
  };
}

const COPIES: Partial<Record<Lang, TyreCopy>> = {};
/** The namespaces the copy's messages come from. */
const COPY_NAMESPACES = ["tyres", "tyreCard"];

/**
 * The copy of `lang` (made on first use: the catalogue is loaded by then, never at module load). Every use records
 * the copy's namespaces, which the kept copy no longer asks the catalogue for (the page preloads them:
 * entry.server.tsx); in the browser it is kept only once they are loaded (before, a fresh one is made).
 */
export function tyreCopy(lang: Lang): TyreCopy {
  for (const ns of COPY_NAMESPACES) noteNamespace(lang, ns);
  const kept = COPIES[lang];
  if (kept) return kept;
  const copy = buildCopy(lang);
  if (COPY_NAMESPACES.every((ns) => hasNamespace(lang, ns))) COPIES[lang] = copy;
  return copy;
}

export function useTyreCopy(): TyreCopy {
  return tyreCopy(useLang());
}

/** "Em stock · montagem a partir de 2 dias úteis" (or the low-stock and out-of-stock texts), in the copy's language. */
export function availabilityText(copy: TyreCopy, t: Pick<TyreItem, "stock" | "diasEntrega">): string {
  return copy.availability(`${t.stock}|${t.diasEntrega}`);
}
