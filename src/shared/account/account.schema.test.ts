import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { LoginSchema, percentCompleted, RegisterSchema } from "./account.schema.ts";

const valid = {
  nombre: "Ana",
  apellidos: "Silva",
  email: "Ana@Example.pt",
  password: "segredo1",
  confirmPassword: "segredo1",
  telefono: "912345678",
  codigo_postal: "1000-001",
  privacidad: true,
  permiso_comercial: true,
};

describe("registration rules", () => {
  it("accepts a complete registration and lowercases the e-mail", () => {
    const r = RegisterSchema.parse(valid);
    expect(r.email).toBe("ana@example.pt");
  });
  it("password ≥ 6 and confirmation must match", () => {
    const errs = (v: object) =>
      Object.fromEntries(
        RegisterSchema.safeParse(v).error?.issues.map((i) => [i.path.join("."), resolve("pt", i.message)]) ?? [],
      );
    expect(errs({ ...valid, password: "abc", confirmPassword: "abc" }).password).toBe(
      "A password deve ter pelo menos 6 caracteres",
    );
    expect(errs({ ...valid, confirmPassword: "outra1" }).confirmPassword).toBe("As passwords não coincidem");
    expect(errs({ ...valid, privacidad: false }).privacidad).toBe(
      "Para criar a conta tem de aceitar os termos de contratação e a política de privacidade",
    );
    // marketing is optional (RGPD): refusing it is no error
    expect(errs({ ...valid, permiso_comercial: false }).permiso_comercial).toBeUndefined();
    expect(RegisterSchema.parse({ ...valid, permiso_comercial: undefined }).permiso_comercial).toBe(false);
    expect(errs({ ...valid, email: "ana" }).email).toBe("O campo e-mail tem um formato incorreto");
    expect(errs({ ...valid, codigo_postal: "1000" }).codigo_postal).toBe(
      "O campo código postal tem um formato incorreto",
    );
    expect(errs({ ...valid, telefono: "12" }).telefono).toBeDefined();
  });
  it("login needs an e-mail and a password", () => {
    expect(LoginSchema.safeParse({ email: "a@b.pt", password: "" }).success).toBe(false);
    expect(LoginSchema.safeParse({ email: "a@b.pt", password: "x" }).success).toBe(true);
  });
  it("profile completion percentage", () => {
    expect(percentCompleted({})).toBe(0);
    expect(
      percentCompleted({
        nombre: "A",
        apellidos: "B",
        email: "e",
        telefono: "t",
        codigo_postal: "c",
        provincia: "Lisboa",
      }),
    ).toBe(50);
  });
});
