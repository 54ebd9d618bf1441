import { describe, expect, it } from "vitest";
import { addBusinessDays, isoToDayMonthYear, isValidBirthDate, parseDayMonthYear } from "./dates.ts";
import { parseKilometres } from "./kilometres.ts";
import { isMaintenanceActive } from "./maintenance.ts";
import { formatEur, lineTotalCents, MissingPriceValueError, roundCents, taxRateFor } from "./money.ts";
import { checkPhone } from "./phones.ts";
import { compactPlate, isValidCarPlate, isValidMotoPlate, parseCarPlate } from "./plates.ts";
import {
  esProvinceForPostcode,
  isCanaryPostcode,
  isValidPtPostcode,
  provinceForPostcode,
  ptDistrictForPostcode,
} from "./postcodes.ts";
import { dniLetter, isValidDni, isValidDocument, isValidNie, isValidNif } from "./tax-ids.ts";

describe("Portuguese and Spanish plates", () => {
  it.each([
    ["12-AB-34", "PT_NN_AA_NN"],
    ["AB-12-34", "PT_AA_NN_NN"],
    ["12-34-AB", "PT_NN_NN_AA"],
    ["AA-00-AA", "PT_AA_NN_AA"],
    ["ab 12 cd", "PT_AA_NN_AA"],
  ])("accepts PT %s as %s", (plate, format) => {
    expect(parseCarPlate(plate)?.format).toBe(format);
    expect(parseCarPlate(plate)?.country).toBe("PT");
  });
  it("normalises to hyphens", () => {
    expect(parseCarPlate("aa00aa")?.normalized).toBe("AA-00-AA");
    expect(compactPlate("12-ab-34")).toBe("12AB34");
  });
  it.each(["1234BCD", "1234 BCD", "M-1234-AB", "GC-1234-Z"])("accepts ES %s", (plate) => {
    expect(parseCarPlate(plate)?.country).toBe("ES");
  });
  it.each(["", "123-AB", "AB-CD-EF", "12-34-56", "1234AEI", "ABCDEFG", "12-AB-345", "1234BCDE"])(
    "rejects %s",
    (plate) => {
      expect(isValidCarPlate(plate)).toBe(false);
    },
  );
  it("restricts to one country when asked", () => {
    expect(isValidCarPlate("1234BCD", "PT")).toBe(false);
    expect(isValidCarPlate("12-AB-34", "ES")).toBe(false);
  });
  it("moto plates: letters, digits, hyphens only", () => {
    expect(isValidMotoPlate("12-AB-34")).toBe(true);
    expect(isValidMotoPlate("C1234BCD")).toBe(true);
    expect(isValidMotoPlate("12 AB 34")).toBe(false);
    expect(isValidMotoPlate("AB_12")).toBe(false);
    expect(isValidMotoPlate("ABCD")).toBe(false);
  });
});

describe("NIF, DNI and NIE", () => {
  it.each(["123456789", "501442600", "PT 123456789", "999999990"])("valid NIF %s", (n) =>
    expect(isValidNif(n)).toBe(true),
  );
  it.each(["123456788", "12345678", "423456789", "abcdefghi", ""])("invalid NIF %s", (n) =>
    expect(isValidNif(n)).toBe(false),
  );
  it("DNI letters", () => {
    expect(dniLetter(12345678)).toBe("Z");
    expect(isValidDni("12345678Z")).toBe(true);
    expect(isValidDni("12345678-z")).toBe(true);
    expect(isValidDni("12345678A")).toBe(false);
    expect(isValidDni("1234567Z")).toBe(false);
  });
  it("NIE letters", () => {
    expect(isValidNie("X1234567L")).toBe(true);
    expect(isValidNie("Y1234567X")).toBe(true);
    expect(isValidNie("Z1234567R")).toBe(true);
    expect(isValidNie("X1234567A")).toBe(false);
  });
  it("documents by type", () => {
    expect(isValidDocument("NIF", "123456789")).toBe(true);
    expect(isValidDocument("DNI", "123456789")).toBe(false);
    expect(isValidDocument("PASSAPORTE", "CA123456")).toBe(true);
  });
});

describe("phones", () => {
  it("accepts Portuguese mobiles and landlines", () => {
    expect(checkPhone("912 345 678")).toMatchObject({ ok: true, e164: "+351912345678" });
    expect(checkPhone("213 456 789")).toMatchObject({ ok: true, e164: "+351213456789" });
    expect(checkPhone("+351 961234567")).toMatchObject({ ok: true });
  });
  it("accepts Spanish and French numbers with their prefix", () => {
    expect(checkPhone("+34 612 345 678")).toMatchObject({ ok: true, country: "ES" });
    // a Spanish mobile without +34 (it cannot be Portuguese); a number that can be either stays Portuguese
    expect(checkPhone("612 345 678")).toMatchObject({ ok: true, e164: "+34612345678", country: "ES" });
    expect(checkPhone("712345678")).toMatchObject({ ok: true, country: "ES" });
    expect(checkPhone("912 345 678")).toMatchObject({ country: "PT" });
    expect(checkPhone("0033 6 12 34 56 78")).toMatchObject({ ok: true, country: "FR" });
  });
  it("gives the specific reason", () => {
    expect(checkPhone("")).toEqual({ ok: false, reason: "required" });
    expect(checkPhone("91234567a")).toEqual({ ok: false, reason: "letters" });
    expect(checkPhone("91234")).toEqual({ ok: false, reason: "too_short" });
    expect(checkPhone("612345678123")).toEqual({ ok: false, reason: "needs_prefix" });
    expect(checkPhone("+34 6123456789")).toEqual({ ok: false, reason: "too_long" });
    expect(checkPhone("512345678")).toEqual({ ok: false, reason: "wrong_start" });
  });
});

describe("postcodes", () => {
  it.each([
    ["1000-001", "Lisboa"],
    ["4000-123", "Porto"],
    ["4700-000", "Braga"],
    ["2500-100", "Leiria"],
    ["2560-300", "Lisboa"],
    ["2900-100", "Setúbal"],
    ["3800-200", "Aveiro"],
    ["4520-100", "Aveiro"],
    ["8000-100", "Faro"],
    ["9000-050", "Região Autónoma da Madeira"],
    ["9500-150", "Região Autónoma dos Açores"],
    ["5300-100", "Bragança"],
    ["7000-500", "Évora"],
    ["6270-494", "Guarda"],
    ["6200-164", "Castelo Branco"],
  ])("%s is in %s", (cp, district) => expect(ptDistrictForPostcode(cp)).toBe(district));
  it("validates formats", () => {
    expect(isValidPtPostcode("1000-001")).toBe(true);
    expect(isValidPtPostcode("1000001")).toBe(false);
    expect(isValidPtPostcode("0999-001")).toBe(false);
  });
  it("maps Spanish provinces and the Canary Islands", () => {
    expect(esProvinceForPostcode("28013")).toBe("Madrid");
    expect(esProvinceForPostcode("35001")).toBe("Las Palmas");
    expect(esProvinceForPostcode("99001")).toBeNull();
    expect(isCanaryPostcode("38001")).toBe(true);
    expect(isCanaryPostcode("28001")).toBe(false);
    expect(provinceForPostcode("36201")).toBe("Pontevedra");
  });
});

describe("kilometres and dates", () => {
  it("kilometres", () => {
    expect(parseKilometres("120 000")).toEqual({ ok: true, value: 120000 });
    expect(parseKilometres(15000)).toEqual({ ok: true, value: 15000 });
    expect(parseKilometres("")).toEqual({ ok: false, reason: "required" });
    expect(parseKilometres("12km")).toEqual({ ok: false, reason: "format" });
    expect(parseKilometres("0")).toEqual({ ok: false, reason: "positive" });
    expect(parseKilometres("-5")).toEqual({ ok: false, reason: "format" });
  });
  it("DD/MM/YYYY", () => {
    expect(parseDayMonthYear("29/02/2024")).toEqual({ day: 29, month: 2, year: 2024 });
    expect(parseDayMonthYear("29/02/2023")).toBeNull();
    expect(parseDayMonthYear("2024-02-01")).toBeNull();
    expect(parseDayMonthYear("31/04/2024")).toBeNull();
    expect(isoToDayMonthYear("2026-11-22")).toBe("22/11/2026");
    const today = { day: 22, month: 11, year: 2026 };
    expect(isValidBirthDate("15/06/1985", today)).toBe(true);
    expect(isValidBirthDate("23/11/2010", today)).toBe(false);
    expect(isValidBirthDate("01/01/2030", today)).toBe(false);
  });
});

describe("working days", () => {
  it("skips weekends", () => {
    expect(addBusinessDays("2026-11-20", 1)).toBe("2026-11-23"); // Friday + 1 → Monday
    expect(addBusinessDays("2026-11-22", 2)).toBe("2026-11-24"); // Sunday + 2 → Tuesday
    expect(addBusinessDays("2026-11-23", 0)).toBe("2026-11-23");
  });
});

describe("line price and rounding", () => {
  it("price × quantity less discount less promo plus ecotax plus tax", () => {
    // 4 × 80,00 € = 320,00; −10 % = 288,00; −5 % = 273,60; + 4 × 1,25 = 278,60; + 23 % = 342,678 → 342,68
    expect(
      lineTotalCents({
        priceCents: 8000,
        quantity: 4,
        discountPct: 10,
        promoPct: 5,
        ecotaxCents: 125,
        taxPct: 23,
        taxRequired: true,
      }),
    ).toBe(34268);
  });
  it("rounds half away from zero, stable against float noise", () => {
    expect(roundCents(100.5)).toBe(101);
    expect(roundCents(1.005 * 100)).toBe(101);
    expect(lineTotalCents({ priceCents: 333, quantity: 3, discountPct: 33.3333 })).toBe(666);
  });
  it("missing required values are errors", () => {
    expect(() => lineTotalCents({ priceCents: 100, quantity: 1, promoRequired: true })).toThrow(MissingPriceValueError);
    expect(() => lineTotalCents({ priceCents: 100, quantity: 1, ecotaxRequired: true })).toThrow(/ecotaxa/);
    expect(() => lineTotalCents({ priceCents: 100, quantity: 1, taxRequired: true })).toThrow(/imposto/);
    expect(() => lineTotalCents({ priceCents: -1, quantity: 1 })).toThrow(RangeError);
  });
  it("formats euros pt-PT", () => {
    expect(formatEur(123456, "pt")).toBe("1\u00a0234,56\u00a0€");
    expect(formatEur(5, "pt")).toBe("0,05\u00a0€");
    expect(formatEur(-1999, "pt")).toBe("-19,99\u00a0€");
  });
  it("formats euros es-ES", () => {
    expect(formatEur(123456, "es")).toBe("1234,56\u00a0€");
    expect(formatEur(123456, "es")).toBe(
      new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" }).format(1234.56),
    );
    expect(formatEur(-1999, "es")).toBe("-19,99\u00a0€");
    expect(formatEur(12345678, "es")).toBe("123.456,78\u00a0€");
    expect(formatEur(5, "es")).toBe("0,05\u00a0€");
  });
  it("tax rates by region", () => {
    expect(taxRateFor("PT")).toEqual({ pct: 23, label: "IVA" });
    expect(taxRateFor("ES-CN")).toEqual({ pct: 7, label: "IGIC" });
  });
});

describe("maintenance window", () => {
  const win = { activo: true, fecha_inicio: "2026-11-22T10:00:00Z", fecha_fin: "2026-11-22T14:00:00Z" };
  it("is active when now + 2 h lies within start and end", () => {
    expect(isMaintenanceActive([win], new Date("2026-11-22T08:00:00Z"))).toBe(true);
    expect(isMaintenanceActive([win], new Date("2026-11-22T12:00:00Z"))).toBe(true);
    expect(isMaintenanceActive([win], new Date("2026-11-22T07:59:00Z"))).toBe(false);
    expect(isMaintenanceActive([win], new Date("2026-11-22T12:01:00Z"))).toBe(false);
  });
  it("is off when the flag is off", () => {
    expect(isMaintenanceActive([{ ...win, activo: false }], new Date("2026-11-22T09:00:00Z"))).toBe(false);
  });
});
