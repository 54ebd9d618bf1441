import { describe, expect, it } from "vitest";
import { clientNumber, nextGenderDescription, RegisterSchema, UpdateUserSchema } from "./account.schema.ts";
import { GENDER_DESCRIPTION_ONLY_OTHER } from "./gender.ts";

describe("gender description (genero_descripccion, for gender other)", () => {
  it("is kept with gender other, trimmed; empty text clears it", () => {
    expect(nextGenderDescription({ genero: "other", genero_descripccion: " Não binário " }, null)).toEqual({
      ok: true,
      value: "Não binário",
    });
    expect(nextGenderDescription({ genero_descripccion: "Fluido" }, "other")).toEqual({ ok: true, value: "Fluido" });
    expect(nextGenderDescription({ genero_descripccion: "  " }, "other")).toEqual({ ok: true, value: null });
  });
  it("another gender clears it; no change leaves it", () => {
    expect(nextGenderDescription({ genero: "woman" }, "other")).toEqual({ ok: true, value: null });
    expect(nextGenderDescription({}, "other")).toEqual({ ok: true, value: undefined });
    expect(nextGenderDescription({ genero: "other" }, "other")).toEqual({ ok: true, value: undefined });
  });
  it("a description for a gender that is not other is refused", () => {
    expect(nextGenderDescription({ genero: "man", genero_descripccion: "x" }, null)).toEqual({
      ok: false,
      message: GENDER_DESCRIPTION_ONLY_OTHER,
    });
    expect(nextGenderDescription({ genero_descripccion: "x" }, "woman")).toEqual({
      ok: false,
      message: GENDER_DESCRIPTION_ONLY_OTHER,
    });
    expect(nextGenderDescription({ genero_descripccion: "x" }, null)).toEqual({
      ok: false,
      message: GENDER_DESCRIPTION_ONLY_OTHER,
    });
  });
  it("the payloads accept it with other, refuse it with another gender, and limit it to 60 characters", () => {
    const base = {
      nombre: "Sam",
      apellidos: "Costa",
      email: "sam@example.pt",
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1000-001",
      privacidad: true,
    };
    expect(RegisterSchema.safeParse({ ...base, genero: "other", genero_descripccion: "Não binário" }).success).toBe(
      true,
    );
    expect(
      RegisterSchema.safeParse({ ...base, genero: "man", genero_descripccion: "Não binário" }).error?.issues[0]
        ?.message,
    ).toBe(GENDER_DESCRIPTION_ONLY_OTHER);
    expect(UpdateUserSchema.safeParse({ genero: "other", genero_descripccion: "x".repeat(61) }).success).toBe(false);
    expect(UpdateUserSchema.safeParse({ genero: "woman", genero_descripccion: "x" }).success).toBe(false);
  });
});

describe("client number (id_usuario_nav)", () => {
  it("exists once a document is registered, from the account id", () => {
    expect(clientNumber(42, false)).toBeNull();
    expect(clientNumber(42, true)).toBe("C0000042");
  });
});
