import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { createDataLayer } from "../analytics.ts";
import { isApproved, paymentMessage, PAYMENT_FAILED, simulatedResponse } from "../payment/codes.ts";
import { BillingSchema } from "./basket.schema.ts";
import {
  backStep,
  dueNowCents,
  firstMissingStep,
  isMotoBasket,
  nextStep,
  paidLater,
  paymentTypesFor,
  shouldReset,
  stepsFor,
  workshopMinutes,
} from "./checkout.ts";
import { regionalGross, regionalSummary, regionForWorkshop } from "./regional.ts";

const car = { moto: false };
const moto = { moto: true };

describe("checkout steps and back rules", () => {
  it("goes request → workshops for a car basket and request → options → workshops for a moto basket", () => {
    expect(stepsFor(car, false)).toEqual([
      "pedido",
      "oficinas",
      "data-e-hora",
      "registo",
      "pagamento",
      "dados-de-facturacao",
      "a-sua-reserva",
    ]);
    expect(stepsFor(moto, true)).toEqual([
      "pedido",
      "opcoes",
      "oficinas",
      "data-e-hora",
      "pagamento",
      "dados-de-facturacao",
      "a-sua-reserva",
    ]);
    expect(nextStep("pedido", moto, false)).toBe("opcoes");
    expect(nextStep("pedido", car, false)).toBe("oficinas");
    expect(nextStep("data-e-hora", car, true)).toBe("pagamento");
    expect(nextStep("registo", car, true)).toBe("pagamento");
  });

  it("calls a basket a moto one when every product is a motorbike's (English categories inside)", () => {
    expect(isMotoBasket({ products: [{ categoria: "motorbike" }, { categoria: "motorbike" }] })).toBe(true);
    expect(isMotoBasket({ products: [{ categoria: "motorbike" }, { categoria: "car" }] })).toBe(false);
    expect(isMotoBasket({ products: [] })).toBe(false);
  });
  it("goes back from workshops to options for moto, else to the request; from date/time to workshops; from registration or payment to date/time", () => {
    expect(backStep("oficinas", moto)).toBe("opcoes");
    expect(backStep("oficinas", car)).toBe("pedido");
    expect(backStep("data-e-hora", car)).toBe("oficinas");
    expect(backStep("registo", car)).toBe("data-e-hora");
    expect(backStep("pagamento", moto)).toBe("data-e-hora");
    expect(backStep("pedido", car)).toBeNull();
  });
  it("sends the customer to the first step that is missing", () => {
    const p = { products: 1, workshop: false, slot: false, loggedIn: false, payment: false };
    expect(firstMissingStep("pagamento", p)).toBe("oficinas");
    expect(firstMissingStep("pagamento", { ...p, workshop: true, slot: true })).toBe("registo");
    expect(firstMissingStep("oficinas", { ...p, products: 0 })).toBe("pedido");
    expect(
      firstMissingStep("dados-de-facturacao", {
        products: 1,
        workshop: true,
        slot: true,
        loggedIn: true,
        payment: true,
      }),
    ).toBeNull();
  });
});

describe("payment choices", () => {
  it("charges the reservation, the total or nothing now", () => {
    expect(dueNowCents(30_000, "deposit")).toBe(2000);
    expect(dueNowCents(1500, "deposit")).toBe(1500);
    expect(dueNowCents(30_000, "full")).toBe(30_000);
    expect(dueNowCents(30_000, "at_workshop")).toBe(0);
    expect(dueNowCents(30_000, "on_account")).toBe(0);
  });
  it("offers paying on account only to an approved business, and asks no payment method when paid later", () => {
    expect(paymentTypesFor(false)).toEqual(["deposit", "full", "at_workshop"]);
    expect(paymentTypesFor(true)).toEqual(["deposit", "full", "at_workshop", "on_account"]);
    expect(["deposit", "full", "at_workshop", "on_account"].filter((t) => paidLater(t as never))).toEqual([
      "at_workshop",
      "on_account",
    ]);
  });
  it("maps every family of gateway codes to its message", () => {
    expect(isApproved("0000")).toBe(true);
    expect(isApproved("0099")).toBe(true);
    expect(isApproved("0190")).toBe(false);
    expect(resolve("pt", paymentMessage("0103"))).toMatch(/perdido ou roubado/);
    expect(resolve("pt", paymentMessage("0107"))).toMatch(/antifraude/);
    expect(resolve("pt", paymentMessage("0666"))).toMatch(/configuração/);
    expect(resolve("pt", paymentMessage("0180"))).toBe(
      "Pagamento recusado: verifique os dados do cartão e se tem saldo disponível.",
    );
    expect(resolve("es", paymentMessage("0180"))).toBe(
      "Pago rechazado: compruebe los datos de la tarjeta y que tiene saldo disponible.",
    );
    expect(resolve("pt", paymentMessage("0202"))).toMatch(/comunicação com o banco/);
    expect(resolve("pt", paymentMessage("0301"))).toMatch(/plataforma de pagamento/);
    expect(resolve("pt", paymentMessage("0501"))).toMatch(/Erro no pedido/);
    expect(paymentMessage("9915")).toBe(PAYMENT_FAILED);
    expect(resolve("pt", PAYMENT_FAILED)).toBe("Não foi possível processar o seu pedido");
    expect(simulatedResponse({ method: "card", card: "4548 8120 4940 0004" })).toBe("0000");
    expect(simulatedResponse({ method: "card", card: "4000000000000107" })).toBe("0107");
    expect(simulatedResponse({ method: "bizum", phone: "700000009" })).toBe("0190");
  });
});

describe("workshop time and regional tax", () => {
  it("adds per-unit durations by quantity, rounds to 15 minutes, at least 30", () => {
    expect(
      workshopMinutes([
        { base_calculo: "U", cantidad: 4, selected: true, durationMinutes: 15 },
        { base_calculo: "F", cantidad: 1, selected: true, durationMinutes: 15 },
      ]),
    ).toBe(75);
    expect(workshopMinutes([{ base_calculo: "F", cantidad: 1, selected: true, durationMinutes: 5 }])).toBe(30);
    expect(workshopMinutes([{ base_calculo: "U", cantidad: 2, selected: false, durationMinutes: 60 }])).toBe(30);
  });
  it("finds the tax region of a workshop and re-taxes from the mainland price", () => {
    expect(regionForWorkshop({ country: "ES", province: "Las Palmas" })).toBe("ES-CN");
    expect(regionForWorkshop({ country: "PT", province: "Região Autónoma dos Açores" })).toBe("PT-AC");
    expect(regionForWorkshop({ country: "PT", province: "Lisboa" })).toBe("PT");
    expect(regionalGross(12300, "ES-CN")).toBe(10700);
    expect(regionalGross(12300, "PT")).toBe(12300);
    const s = regionalSummary(12300, "ES-CN");
    expect(s.taxLabel).toBe("IGIC");
    expect(s.totalCents).toBe(10700 + 1995);
    expect(s.avisos).toHaveLength(2);
    expect(regionalSummary(12300, "PT").avisos).toEqual([]);
  });
  it("never makes a negative total and keeps the tax part within the total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom("PT", "PT-MA", "PT-AC", "ES", "ES-CN" as const),
        (gross, region) => {
          const s = regionalSummary(gross, region);
          return s.totalCents >= 0 && s.taxCents >= 0 && s.taxCents <= s.totalCents && Number.isInteger(s.totalCents);
        },
      ),
    );
  });
});

describe("basket reset", () => {
  it("resets on logout, order completion and a vehicle with another plate", () => {
    expect(shouldReset({ kind: "logout" })).toBe(true);
    expect(shouldReset({ kind: "order-completed" })).toBe(true);
    expect(shouldReset({ kind: "vehicle", basketPlate: "AA-00-AA", newPlate: "aa00aa" })).toBe(false);
    expect(shouldReset({ kind: "vehicle", basketPlate: "AA-00-AA", newPlate: "BB-00-BB" })).toBe(true);
    expect(shouldReset({ kind: "vehicle", basketPlate: null, newPlate: "BB-00-BB" })).toBe(false);
  });
});

describe("billing data", () => {
  const ok = {
    nombre: "Rita",
    apellidos: "Marques",
    nif: "123456789",
    calle: "Rua Augusta",
    numero: "12",
    poblacion: "Lisboa",
    codigo_postal: "1100-053",
    provincia: "Lisboa",
  };
  it("accepts a person and a company, refuses each missing or bad field with its message", () => {
    expect(BillingSchema.safeParse(ok).success).toBe(true);
    expect(
      BillingSchema.safeParse({ ...ok, empresa: true, nombre: "Transportes Silva, Lda.", apellidos: "" }).success,
    ).toBe(true);
    const errors = (v: object) =>
      Object.fromEntries(
        (BillingSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join("."), resolve("pt", i.message)]),
      );
    expect(errors({ ...ok, nombre: "" }).nombre).toBe("O campo nome ou empresa é obrigatório");
    expect(errors({ ...ok, nombre: "R" }).nombre).toBe("O campo nome ou empresa é demasiado curto");
    expect(errors({ ...ok, apellidos: "" }).apellidos).toBeDefined();
    expect(errors({ ...ok, nif: "123456780" }).nif).toBe("O NIF indicado não é válido");
    expect(errors({ ...ok, calle: "R" }).calle).toBe("O campo morada é demasiado curto");
    expect(errors({ ...ok, numero: "doze" }).numero).toMatch(/número da porta/);
    expect(errors({ ...ok, poblacion: "" }).poblacion).toBeDefined();
    expect(errors({ ...ok, codigo_postal: "1100" }).codigo_postal).toBe("O código postal não é válido");
    expect(errors({ ...ok, provincia: "Porto" }).provincia).toBe("O código postal 1100-053 pertence a Lisboa");
  });
});

describe("analytics data layer", () => {
  it("drops the same event pushed again within 1000 ms", () => {
    let t = 0;
    const layer: unknown[] = [];
    const push = createDataLayer(layer, () => t);
    const e = { event: "checkout_step" as const, step: 1, name: "pedido" };
    expect(push(e)).toBe(true);
    t = 999;
    expect(push(e)).toBe(false);
    expect(push({ ...e, step: 2 })).toBe(true);
    t = 2000;
    expect(push(e)).toBe(true);
    expect(layer).toHaveLength(3);
  });
});
