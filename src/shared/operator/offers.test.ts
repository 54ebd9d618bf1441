import { describe, expect, it } from "vitest";
import {
  canManageCatalogue,
  centsToEurosField,
  formatShopDateTime,
  parseEurosToCents,
  parseShopDateTime,
  parseTyreSize,
  promotionErrors,
  promotionSlug,
  promotionState,
} from "./offers.ts";
import { ProductUpdateSchema, PromotionCreateSchema, PromotionUpdateSchema } from "./offers.schema.ts";

describe("catalogue and offers rules", () => {
  it("leaves the catalogue to admins", () => {
    expect(canManageCatalogue({ role: "admin", workshopIds: [] })).toBe(true);
    expect(canManageCatalogue({ role: "service", workshopIds: [] })).toBe(false);
    expect(canManageCatalogue({ role: "workshop", workshopIds: [1] })).toBe(false);
  });

  it("reads the shop's wall-clock date-times in Lisbon time, summer and winter", () => {
    expect(parseShopDateTime("23/11/2026 09:30")?.toISOString()).toBe("2026-11-23T09:30:00.000Z");
    expect(parseShopDateTime("01/07/2026 09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
    expect(parseShopDateTime("31/12/2026", "23:59")?.toISOString()).toBe("2026-12-31T23:59:00.000Z");
    expect(parseShopDateTime(" 05/01/2027 7:05 ")?.toISOString()).toBe("2027-01-05T07:05:00.000Z");
    for (const bad of ["31/02/2026", "2026-12-01", "01/12/2026 24:00", "01/12/2026 10:60", "", "amanhã"])
      expect(parseShopDateTime(bad), bad).toBeNull();
    expect(formatShopDateTime("2026-07-01T08:30:00.000Z")).toBe("01/07/2026 09:30");
    expect(formatShopDateTime(new Date("2026-12-31T23:59:00Z"))).toBe("31/12/2026 23:59");
  });

  it("says what is wrong with a promotion's period and units", () => {
    const base = { startsAt: new Date("2026-12-01T00:00:00Z"), endsAt: new Date("2026-12-31T00:00:00Z") };
    expect(promotionErrors({ ...base, unitsTotal: null, unitsSold: 30 })).toEqual({});
    expect(promotionErrors({ ...base, unitsTotal: 30, unitsSold: 30 })).toEqual({});
    expect(promotionErrors({ ...base, unitsTotal: 29, unitsSold: 30 })).toEqual({
      unidadesTotal: "Já foram vendidas 30 unidades: o total não pode ser inferior",
    });
    expect(promotionErrors({ startsAt: base.endsAt, endsAt: base.endsAt, unitsTotal: null, unitsSold: 0 })).toEqual({
      fim: "O fim tem de ser depois do início",
    });
  });

  it("names a promotion's state", () => {
    const p = {
      startsAt: new Date("2026-12-01T00:00:00Z"),
      endsAt: new Date("2026-12-31T00:00:00Z"),
      unitsTotal: 10,
      unitsSold: 0,
    };
    expect(promotionState(p, new Date("2026-11-30T00:00:00Z"))).toBe("agendada");
    expect(promotionState(p, new Date("2026-12-10T00:00:00Z"))).toBe("a-decorrer");
    expect(promotionState({ ...p, unitsSold: 10 }, new Date("2026-12-10T00:00:00Z"))).toBe("esgotada");
    expect(promotionState(p, new Date("2026-12-31T00:00:01Z"))).toBe("terminada");
  });

  it("makes an address from the title and reads tyre sizes typed in the search", () => {
    expect(promotionSlug("Michelin: −15 % em pneus de inverno e all season")).toBe(
      "michelin-15-em-pneus-de-inverno-e-all-season",
    );
    expect(promotionSlug("Ação de Verão")).toBe("acao-de-verao");
    expect(promotionSlug("%%%")).toBe("promocao");
    expect(parseTyreSize("205/55 R16")).toEqual({ width: 205, series: 55, rim: 16 });
    expect(parseTyreSize("205 55 16")).toEqual({ width: 205, series: 55, rim: 16 });
    expect(parseTyreSize("2055516")).toEqual({ width: 205, series: 55, rim: 16 });
    expect(parseTyreSize("225/45ZR17")).toEqual({ width: 225, series: 45, rim: 17 });
    expect(parseTyreSize("michelin")).toBeNull();
    expect(parseTyreSize("1234567890")).toBeNull();
  });

  it("reads prices typed in euros", () => {
    expect(parseEurosToCents("89,90")).toBe(8990);
    expect(parseEurosToCents("89.9")).toBe(8990);
    expect(parseEurosToCents(" 1 234,05 € ")).toBe(123405);
    expect(parseEurosToCents("120")).toBe(12000);
    for (const bad of ["", "12,345", "-5", "doze", "1.234,50"]) expect(parseEurosToCents(bad), bad).toBeNull();
    expect(centsToEurosField(8990)).toBe("89,90");
    expect(centsToEurosField(5)).toBe("0,05");
  });

  it("validates the payloads with pt-PT field errors", () => {
    expect(ProductUpdateSchema.safeParse({ precoCentimos: 8990 }).success).toBe(true);
    const empty = ProductUpdateSchema.safeParse({});
    expect(empty.error?.issues[0]).toMatchObject({
      path: ["precoCentimos"],
      message: "Indique o novo preço ou o novo stock",
    });
    const promo = {
      titulo: "Oferta",
      descricao: "Texto",
      desconto: 10,
      marca: null,
      tipoProduto: "neumatico",
      categoria: "car",
      estacoes: [],
      quantidadeMinima: 4,
      unidadesTotal: null,
      limitePorCliente: null,
      inicio: "01/12/2026",
      fim: "01/12/2026 10:00",
    };
    expect(PromotionCreateSchema.safeParse(promo).success).toBe(true);
    const backwards = PromotionCreateSchema.safeParse({ ...promo, fim: "30/11/2026 23:00" });
    expect(backwards.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["fim", "O fim tem de ser depois do início"],
    ]);
    const over = PromotionCreateSchema.safeParse({ ...promo, desconto: 91 });
    expect(over.error?.issues[0]?.message).toBe("O desconto tem de estar entre 1 e 90 %");
    expect(PromotionUpdateSchema.safeParse({ terminarAgora: true }).success).toBe(true);
    expect(PromotionUpdateSchema.safeParse({ desconto: 0 }).success).toBe(false);
  });
});
