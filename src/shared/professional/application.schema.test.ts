import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { NIF_MESSAGE, ProfessionalApplicationSchema } from "./application.schema.ts";

const valid = {
  empresa: "Táxis Ribeira, Lda.",
  nif: "503 504 564",
  contacto: "Marta Ribeiro",
  email: "Frota@Example.pt",
  telefone: "912 345 678",
  frota: "12",
  tipo: "taxi",
  mensagem: "",
};

const errors = (input: unknown) => {
  const r = ProfessionalApplicationSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), resolve("pt", i.message)]));
};

describe("professional application schema", () => {
  it("accepts a form post: NIF compacted, fleet size as a number, e-mail lower-cased", () => {
    const r = ProfessionalApplicationSchema.parse(valid);
    expect(r.nif).toBe("503504564");
    expect(r.frota).toBe(12);
    expect(r.email).toBe("frota@example.pt");
  });

  it("refuses a NIF, CIF or DNI with a wrong check digit", () => {
    expect(errors({ ...valid, nif: "503504565" }).nif).toBe(resolve("pt", NIF_MESSAGE));
    expect(errors({ ...valid, nif: "B12345675" }).nif).toBe(resolve("pt", NIF_MESSAGE));
    expect(errors({ ...valid, nif: "12345678A" }).nif).toBe(resolve("pt", NIF_MESSAGE));
    expect(resolve("es", NIF_MESSAGE)).toBe("El NIF o CIF indicado no es válido (p. ej.: B12345674)");
  });

  it("accepts a Spanish company's CIF and a self-employed DNI, stored compact without the country prefix", () => {
    expect(ProfessionalApplicationSchema.parse({ ...valid, nif: "es b-1234567-4" }).nif).toBe("B12345674");
    expect(ProfessionalApplicationSchema.parse({ ...valid, nif: "12345678Z" }).nif).toBe("12345678Z");
    expect(ProfessionalApplicationSchema.parse({ ...valid, nif: "PT 503 504 564" }).nif).toBe("503504564");
  });

  it("reports every missing field in pt-PT at once", () => {
    const e = errors({});
    expect(Object.keys(e).sort()).toEqual(["contacto", "email", "empresa", "frota", "nif", "telefone", "tipo"]);
    expect(e.empresa).toMatch(/nome da empresa/);
    expect(e.frota).toBe("Indique quantos veículos tem a frota (de 1 a 100 000)");
    expect(e.tipo).toBe("Escolha o tipo de atividade");
  });

  it("refuses a fleet of zero, a fraction and a wrong phone", () => {
    expect(errors({ ...valid, frota: "0" }).frota).toBeDefined();
    expect(errors({ ...valid, frota: "2.5" }).frota).toBeDefined();
    expect(errors({ ...valid, telefone: "123" }).telefone).toBeDefined();
  });
});
