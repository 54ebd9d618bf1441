/** The API's own refusals are descriptors: Portuguese as before, Spanish for the Spanish site, never English. */
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { isDescriptor, resolve } from "#src/shared/i18n/i18n.ts";
import { dataErrorFor, ForbiddenError, UnauthorizedError, ValidationError } from "./errors.ts";

const dbError = (code: string) => ({ name: "DrizzleQueryError", cause: { code, severity: "ERROR" } });

describe("error messages", () => {
  it("database data errors", () => {
    const cases: Array<[string, string, string]> = [
      [
        "22001",
        "Um dos campos é demasiado longo. Reveja os dados e tente de novo.",
        "Uno de los campos es demasiado largo. Revise los datos e inténtelo de nuevo.",
      ],
      [
        "22P02",
        "Um dos valores não tem o formato esperado. Reveja os dados e tente de novo.",
        "Uno de los valores no tiene el formato esperado. Revise los datos e inténtelo de nuevo.",
      ],
      [
        "23502",
        "Falta um dado obrigatório. Reveja os dados e tente de novo.",
        "Falta un dato obligatorio. Revise los datos e inténtelo de nuevo.",
      ],
      [
        "22999",
        "Os dados enviados não são válidos. Reveja-os e tente de novo.",
        "Los datos enviados no son válidos. Revíselos e inténtelo de nuevo.",
      ],
    ];
    for (const [code, pt, es] of cases) {
      const e = dataErrorFor(dbError(code));
      expect(e && isDescriptor(e.message), code).toBe(true);
      expect(resolve("pt", e!.message)).toBe(pt);
      expect(resolve("es", e!.message)).toBe(es);
    }
  });

  it("the default messages of the domain errors", () => {
    const v = new ValidationError({ nombre: "x" });
    expect(resolve("pt", v.message)).toBe("Há campos com erros. Reveja os dados assinalados.");
    expect(resolve("es", v.message)).toBe("Hay campos con errores. Revise los datos señalados.");
    expect(resolve("pt", new UnauthorizedError().message)).toBe("Houve um problema com a sessão");
    expect(resolve("es", new UnauthorizedError().message)).toBe("Ha habido un problema con la sesión");
    expect(resolve("pt", new ForbiddenError().message)).toBe("Este recurso pertence a outro utilizador.");
    expect(resolve("es", new ForbiddenError().message)).toBe("Este recurso pertenece a otro usuario.");
  });
});
