import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { BillingSchema, CIF_NEEDS_COMPANY_MESSAGE } from "./basket.schema.ts";

const company = {
  nombre: "Neumáticos Vigo, S.L.",
  empresa: true,
  nif: "B12345674",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};
const nifError = (v: object) => {
  const message = BillingSchema.safeParse(v).error?.issues.find((i) => i.path.join(".") === "nif")?.message;
  return message === undefined ? undefined : resolve("pt", message);
};

describe("company billing with a Spanish CIF", () => {
  it("accepts a valid CIF for a company", () => {
    expect(BillingSchema.safeParse(company).success).toBe(true);
    expect(BillingSchema.safeParse({ ...company, nif: "Q2826000H" }).success).toBe(true);
  });
  it("refuses a CIF with the wrong control character", () => {
    expect(nifError({ ...company, nif: "B12345675" })).toBe("O NIF indicado não é válido");
    expect(nifError({ ...company, nif: "Q28260008" })).toBe("O NIF indicado não é válido");
  });
  it("a CIF bills only as a company", () => {
    expect(nifError({ ...company, empresa: false, apellidos: "Marques" })).toBe(
      resolve("pt", CIF_NEEDS_COMPANY_MESSAGE),
    );
  });
});
