import { describe, expect, it } from "vitest";
import { applyCoupon, BasketRuleError, COUPON_MESSAGES, type Basket } from "../basket/basket.ts";
import { couponErrors, couponHasUsesLeft, couponState } from "./coupons.ts";
import { CouponCreateSchema, CouponUpdateSchema } from "./coupons.schema.ts";

const from = new Date("2026-11-01T00:00:00Z");
const to = new Date("2026-12-31T23:59:00Z");
const now = new Date("2026-11-23T10:00:00Z");
const base = { tipo: "fixed_amount", importe: 500, validFrom: from, validTo: to, maxUses: null, uses: 0 };

describe("coupon rules", () => {
  it("field errors of a stored coupon", () => {
    expect(couponErrors(base)).toEqual({});
    expect(couponErrors({ ...base, importe: 0 })).toEqual({ importe: "O valor do desconto tem de ser superior a 0" });
    expect(couponErrors({ ...base, tipo: "percentage", importe: 101 })).toEqual({
      importe: "A percentagem pode ser no máximo 100 %",
    });
    expect(couponErrors({ ...base, tipo: "percentage", importe: 100 })).toEqual({});
    expect(couponErrors({ ...base, validTo: from })).toEqual({ fim: "O fim tem de ser depois do início" });
    expect(couponErrors({ ...base, maxUses: 2, uses: 3 })).toEqual({
      usosMaximos: "Este cupão já foi usado 3 vezes: o máximo não pode ser inferior",
    });
    expect(couponErrors({ ...base, maxUses: 1, uses: 1 })).toEqual({});
  });

  it("state and uses left", () => {
    expect(couponState(base, now)).toBe("active");
    expect(couponState(base, new Date("2026-10-31T23:00:00Z"))).toBe("scheduled");
    expect(couponState(base, new Date("2027-01-01T00:00:00Z"))).toBe("ended");
    expect(couponState({ ...base, maxUses: 2, uses: 2 }, now)).toBe("used_up");
    expect(couponHasUsesLeft({ maxUses: null, uses: 1000 })).toBe(true);
    expect(couponHasUsesLeft({ maxUses: 2, uses: 1 })).toBe(true);
    expect(couponHasUsesLeft({ maxUses: 2, uses: 2 })).toBe(false);
  });
});

describe("coupon payloads", () => {
  const valid = {
    codigo: " natal_26 ",
    tipo: "percentage",
    importe: 15,
    descricao: "15 % no Natal",
    tipoProduto: null,
    inicio: "01/12/2026",
    fim: "24/12/2026",
    umaVezPorCliente: true,
    usosMaximos: 100,
  };
  const errors = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

  it("accepts a valid coupon, code in capitals", () => {
    const r = CouponCreateSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.data?.codigo).toBe("NATAL_26");
  });

  it("refuses each wrong field with its message", () => {
    expect(
      errors(
        CouponCreateSchema.safeParse({
          ...valid,
          codigo: "ção",
          importe: 120,
          fim: "30/11/2026",
          usosMaximos: 0,
        }),
      ),
    ).toEqual({
      codigo:
        "O código tem de ter de 3 a 30 caracteres: letras sem acentos, algarismos, hífenes (-) ou traços baixos (_)",
      importe: "A percentagem pode ser no máximo 100 %",
      fim: "O fim tem de ser depois do início",
      usosMaximos: "O número máximo de utilizações tem de ser pelo menos 1",
    });
    expect(errors(CouponCreateSchema.safeParse({ ...valid, tipoProduto: "gasolina" }))).toEqual({
      tipoProduto: "Escolha o tipo de produto",
    });
    expect(errors(CouponCreateSchema.safeParse({ ...valid, tipo: "fixed_amount", importe: 0 }))).toEqual({
      importe: "O valor do desconto tem de ser superior a 0",
    });
    expect(errors(CouponCreateSchema.safeParse({ ...valid, importe: "abc" })).importe).toBe(
      "Indique o valor do desconto: em euros (ex.: 5,00) ou em % inteiros",
    );
    expect(errors(CouponUpdateSchema.safeParse({ terminarAgora: true }))).toEqual({});
    expect(errors(CouponUpdateSchema.safeParse({ inicio: "02/12/2026", fim: "01/12/2026" }))).toEqual({
      fim: "O fim tem de ser depois do início",
    });
  });
});

describe("applying a coupon without uses left", () => {
  const basket = {
    products: [{ tipo_producto: "neumatico" }],
    services: [],
    cupones: [],
  } as unknown as Basket;
  const found = {
    code: "UNICO",
    tipo: "fixed_amount" as const,
    importe: 500,
    tipo_producto: null,
    descripcion: "5 €",
    validFrom: from,
    validTo: to,
    singleUse: false,
    alreadyUsed: false,
  };

  it("is refused with its own message; with uses left it applies", () => {
    expect(applyCoupon(basket, "UNICO", { ...found, usesLeft: true }, now).cupones.map((c) => c.code)).toEqual([
      "UNICO",
    ]);
    try {
      applyCoupon(basket, "UNICO", { ...found, usesLeft: false }, now);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(BasketRuleError);
      expect((e as BasketRuleError).code).toBe("COUPON_EXHAUSTED");
      expect((e as BasketRuleError).message).toBe(COUPON_MESSAGES.EXHAUSTED);
    }
  });
});
