import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { BillingSchema, billingSchemaFor } from "./basket.schema.ts";
import { NIF_REQUIRED_FROM_CENTS, NIF_REQUIRED_MESSAGE, nifRequired } from "./billing-nif.ts";

const person = {
  nombre: "Rita",
  apellidos: "Marques",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};
const nifError = (schema: typeof BillingSchema | ReturnType<typeof billingSchemaFor>, v: object) => {
  const message = schema.safeParse(v).error?.issues.find((i) => i.path.join(".") === "nif")?.message;
  return message === undefined ? undefined : resolve("pt", message);
};

describe("NIF on the invoice of a private customer (optional below 1 000 €)", () => {
  it("is optional for a private customer below 1 000 € who does not ask for an invoice with NIF", () => {
    expect(nifRequired({ totalCents: 99_999, faturaNif: false, empresa: false })).toBe(false);
    expect(BillingSchema.safeParse(person).success).toBe(true);
    expect(billingSchemaFor(52_457).safeParse({ ...person, nif: "" }).success).toBe(true);
    expect(BillingSchema.parse(person).nif).toBe("");
  });
  it("is required from 1 000 €, for an invoice with NIF and for a company", () => {
    expect(NIF_REQUIRED_FROM_CENTS).toBe(100_000);
    expect(nifRequired({ totalCents: 100_000, faturaNif: false, empresa: false })).toBe(true);
    expect(nifRequired({ totalCents: 10_000, faturaNif: true, empresa: false })).toBe(true);
    expect(nifRequired({ totalCents: 10_000, faturaNif: false, empresa: true })).toBe(true);
    expect(nifError(billingSchemaFor(100_000), person)).toBe(resolve("pt", NIF_REQUIRED_MESSAGE));
    expect(nifError(BillingSchema, { ...person, faturaNif: true })).toBe(resolve("pt", NIF_REQUIRED_MESSAGE));
    expect(nifError(BillingSchema, { ...person, empresa: true, nombre: "Transportes Silva, Lda." })).toBe(
      resolve("pt", NIF_REQUIRED_MESSAGE),
    );
  });
  it("still checks a NIF that is given", () => {
    expect(nifError(BillingSchema, { ...person, nif: "123456780" })).toBe("O NIF indicado não é válido");
    expect(billingSchemaFor(150_000).safeParse({ ...person, nif: "123456789" }).success).toBe(true);
  });
});
