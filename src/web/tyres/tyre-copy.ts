/**
 * The tyre pages' repeated copy in the page's language, built once per language and reused by every card of a
 * results page (issue 15: a card adds no catalogue work of its own beyond what its values change, and those strings
 * are kept by value). Also money and numbers in the page's locale: money through the one euro formatter
 * (src/shared/money.ts, which writes both pt-PT and es-ES), numbers: Portuguese keeps the shop's own formatter,
 * Spanish uses es-ES.
 */
import { t } from "#src/shared/i18n/i18n.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { formatEur } from "#src/shared/money.ts";
import { formatNumber } from "#src/shared/numbers.ts";
import type { Season, Tier } from "#src/shared/tyres/types.ts";
import { useLang } from "#src/web/i18n.ts";

const ES_INTEGER = new Intl.NumberFormat(LOCALE.es);

/** Cents as the page's language writes money ("1 234,56 €" in pt-PT, "1234,56 €" in es-ES): formatEur's. */
export function money(lang: Lang, cents: number): string {
  return formatEur(cents, lang);
}

/** A count as the page's language writes it. */
export function count(lang: Lang, n: number): string {
  return lang === "pt" ? formatNumber(n) : ES_INTEGER.format(n);
}

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
  const days = memo((n: number) => tt("tyres.workingDays", { n }));
  const treadAlt = memo((key: string) => {
    const [brand, model] = key.split("\u0000") as [string, string];
    return tt("tyres.treadAlt", { brand, model });
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
      if (stock === 1) return tt("tyres.stockLast", { days: days(d) });
      if (stock < 4) return tt("tyres.stockFew", { n: stock, days: days(d) });
      return tt("tyres.stockIn", { days: days(d) });
    }),
    notify: tt("tyres.cardNotify"),
    details: tt("tyres.cardDetails"),
    buy: memo((n: number) => tt("tyres.cardBuy", { n })),
    notifyLabel: (name: string) => tt("tyres.cardNotifyLabel", { name }),
    treadAlt: (brand: string, model: string) => treadAlt(`${brand}\u0000${model}`),
    rating: {
      text: memo((key: string) => {
        const [rating, n] = key.split("|") as [string, string];
        return tt("tyres.ratingText", { rating, n: Number(n) });
      }),
      count: memo((n: number) => tt("tyres.ratingCount", { n })),
    },
    price: {
      perTyre: tt("tyres.pricePerTyre"),
      promoBefore: memo((price: string) => tt("tyres.pricePromoBefore", { price })),
      allIn: memo((n: number) => `${tt("tyres.priceAllIn", { n })} `),
      saves: memo((amount: string) => ` · ${tt("tyres.priceSaves", { amount })}`),
      pending: (pct: number, n: number) => tt("tyres.pricePending", { pct, n }),
      fitting: memo((key: string) => {
        const [fitting, ecotax] = key.split("|").map(Number) as [number, number];
        return ecotax > 0
          ? tt("tyres.priceFittingEcotax", { fitting: money(lang, fitting), ecotax: money(lang, ecotax) })
          : tt("tyres.priceFitting", { fitting: money(lang, fitting) });
      }),
    },
    eu: {
      label: tt("tyres.euLabel"),
      fuel: tt("tyres.euFuel"),
      fuelShort: tt("tyres.euFuelShort"),
      fuelClass: memo((c: string) => tt("tyres.euFuelClass", { c })),
      wet: tt("tyres.euWet"),
      wetShort: tt("tyres.euWetShort"),
      wetClass: memo((c: string) => tt("tyres.euWetClass", { c })),
      noise: tt("tyres.euNoise"),
      noiseShort: tt("tyres.euNoiseShort"),
      noiseClass: memo((c: string) => tt("tyres.euNoiseClass", { c })),
      snow: tt("tyres.euSnow"),
      snowShort: tt("tyres.euSnowShort"),
      snowApproved: tt("tyres.euSnowApproved"),
    },
  };
}

const COPIES: Partial<Record<Lang, TyreCopy>> = {};

/** The copy of `lang` (made on first use: the catalogue is loaded by then, never at module load). */
export function tyreCopy(lang: Lang): TyreCopy {
  return (COPIES[lang] ??= buildCopy(lang));
}

export function useTyreCopy(): TyreCopy {
  return tyreCopy(useLang());
}
