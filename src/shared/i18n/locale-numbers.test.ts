import { describe, expect, it } from "vitest";
import { formatDecimal, isNumberLocale, type NumberLocale, pluralCategory } from "./locale-numbers.ts";

const LOCALES: NumberLocale[] = ["pt-PT", "es-ES"];

/** Integers 0–20 000 and around every power of ten, whole millions, decimals with ties and binary surprises. */
const NUMBERS = [
  ...Array.from({ length: 20_001 }, (_, i) => i),
  ...[1e5, 1e6, 1e7, 1e8, 1e9, 1e12, 1e15, 1e20].flatMap((p) => [p - 1, p, p + 1, 2 * p, 3.5 * p]),
  2_000_000,
  5_000_000,
  1e18,
  2e18,
  1e19,
  1.5e19,
  3e17 + 1e6,
  1_000_001,
  999_999,
  123_456_789,
  9_007_199_254_740_991,
  0.1,
  0.5,
  0.05,
  0.0005,
  0.0004,
  1.0005,
  1.0004,
  1.5,
  2.675,
  1.005,
  4.45,
  4.55,
  1234.5678,
  12_345.6789,
  1.0,
  1.25,
  1.999_5,
  1.999_4,
  0.999_9,
  99_999.999_9,
  1e-7,
  123.456_5,
  8.125,
  0.125,
];
const SIGNED = [
  ...NUMBERS,
  ...NUMBERS.filter((n) => n !== 0 && (n < 30 || n % 1 !== 0 || n > 9999)).map((n) => -n),
  -0,
];

describe("formatDecimal writes what Intl.NumberFormat writes", () => {
  for (const locale of LOCALES) {
    it(`${locale}, default (up to 3 decimals)`, () => {
      const intl = new Intl.NumberFormat(locale);
      for (const n of SIGNED) expect(formatDecimal(n, locale), String(n)).toBe(intl.format(n));
    });

    it(`${locale}, exactly one decimal`, () => {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const n of SIGNED) expect(formatDecimal(n, locale, 1, 1), String(n)).toBe(intl.format(n));
    });

    it(`${locale}, numbers Intl writes specially`, () => {
      const intl = new Intl.NumberFormat(locale);
      for (const n of [Infinity, -Infinity, Number.NaN, 1e21, 1.5e300])
        expect(formatDecimal(n, locale), String(n)).toBe(intl.format(n));
    });
  }

  it("groups from 10 000 on, with a no-break space in pt-PT and a dot in es-ES", () => {
    expect(formatDecimal(1234, "pt-PT")).toBe("1234");
    expect(formatDecimal(12_345, "pt-PT")).toBe("12\u00a0345");
    expect(formatDecimal(12_345.5, "es-ES")).toBe("12.345,5");
  });
});

describe("pluralCategory picks what Intl.PluralRules picks", () => {
  for (const locale of LOCALES) {
    it(`${locale}, cardinal`, () => {
      const intl = new Intl.PluralRules(locale);
      for (const n of SIGNED) expect(pluralCategory(n, locale), `${n}`).toBe(intl.select(n));
    });

    it(`${locale}, ordinal`, () => {
      const intl = new Intl.PluralRules(locale, { type: "ordinal" });
      for (const n of NUMBERS.slice(0, 200)) expect(pluralCategory(n, locale, true), `${n}`).toBe(intl.select(n));
    });
  }

  it("knows the site's two locales only", () => {
    expect(isNumberLocale("pt-PT")).toBe(true);
    expect(isNumberLocale("es-ES")).toBe(true);
    expect(isNumberLocale("pt-BR")).toBe(false);
  });
});
