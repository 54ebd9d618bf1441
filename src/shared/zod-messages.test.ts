/**
 * zod's own issues (what a schema leaves without a message) get a descriptor for every issue code: zod's locale
 * (English by default) is never asked, and the text reads in Portuguese and in Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import "#src/shared/i18n/catalogue/register-all.ts";
import { isDescriptor, resolve } from "#src/shared/i18n/i18n.ts";
import { zodIssueMessage } from "./zod-messages.ts";

/** Words of zod's English (and Brazilian) defaults that must never reach a customer. */
const FOREIGN = /\b(Invalid|expected|Too small|Too big|received|Entrada inválida|esperava|recebeu)\b/i;

/** One schema and one bad input per issue code, with the Portuguese and Spanish text it must give. */
const CASES: Array<[string, z.ZodType, unknown, string, string]> = [
  [
    "invalid_type",
    z.object({ a: z.string() }),
    null,
    "Os dados do pedido estão em falta ou não são um objeto JSON com os campos do formulário.",
    "Faltan los datos de la solicitud o no son un objeto JSON con los campos del formulario.",
  ],
  ["invalid_type", z.object({ a: z.string() }), {}, "Este campo é obrigatório.", "Este campo es obligatorio."],
  [
    "invalid_type",
    z.object({ a: z.string() }),
    { a: 1 },
    "Valor inválido: era esperado texto.",
    "Valor no válido: se esperaba un texto.",
  ],
  [
    "invalid_type",
    z.object({ a: z.number() }),
    { a: "1" },
    "Valor inválido: era esperado um número.",
    "Valor no válido: se esperaba un número.",
  ],
  [
    "invalid_type",
    z.object({ a: z.boolean() }),
    { a: "sim" },
    "Valor inválido: era esperado verdadeiro ou falso.",
    "Valor no válido: se esperaba verdadero o falso.",
  ],
  ["invalid_type", z.object({ a: z.null() }), { a: 1 }, "Valor inválido.", "Valor no válido."],
  ["too_big", z.string().max(3), "abcd", "Pode ter no máximo 3 caracteres.", "Puede tener como máximo 3 caracteres."],
  [
    "too_big",
    z.array(z.number()).max(1),
    [1, 2],
    "Pode ter no máximo 1 elementos.",
    "Puede tener como máximo 1 elementos.",
  ],
  ["too_big", z.number().max(10), 11, "O valor máximo é 10.", "El valor máximo es 10."],
  ["too_big", z.number().lt(10), 10, "Tem de ser menor do que 10.", "Debe ser menor que 10."],
  ["too_small", z.string().min(1), "", "Este campo é obrigatório.", "Este campo es obligatorio."],
  ["too_small", z.string().min(3), "ab", "Tem de ter pelo menos 3 caracteres.", "Debe tener al menos 3 caracteres."],
  ["too_small", z.array(z.number()).min(1), [], "Tem de ter pelo menos 1 elemento.", "Debe tener al menos 1 elemento."],
  [
    "too_small",
    z.array(z.number()).min(2),
    [1],
    "Tem de ter pelo menos 2 elementos.",
    "Debe tener al menos 2 elementos.",
  ],
  ["too_small", z.number().min(1), 0, "O valor mínimo é 1.", "El valor mínimo es 1."],
  ["too_small", z.number().positive(), 0, "Tem de ser maior do que 0.", "Debe ser mayor que 0."],
  ["invalid_value", z.enum(["a", "b"]), "c", "Opção inválida.", "Opción no válida."],
  ["invalid_value", z.literal(true), false, "Opção inválida.", "Opción no válida."],
  [
    "invalid_format",
    z.email(),
    "ana",
    "O e-mail não tem um formato válido.",
    "El correo electrónico no tiene un formato válido.",
  ],
  ["invalid_format", z.uuid(), "x", "O valor não tem o formato esperado.", "El valor no tiene el formato esperado."],
  [
    "invalid_format",
    z.string().regex(/^\d+$/),
    "x",
    "O valor não tem o formato esperado.",
    "El valor no tiene el formato esperado.",
  ],
  ["not_multiple_of", z.number().multipleOf(5), 7, "Tem de ser múltiplo de 5.", "Debe ser múltiplo de 5."],
  [
    "unrecognized_keys",
    z.strictObject({}),
    { preco: 1, total: 2 },
    "Campos desconhecidos: preco, total.",
    "Campos desconocidos: preco, total.",
  ],
  ["invalid_union", z.union([z.string(), z.number()]), true, "Valor inválido.", "Valor no válido."],
  ["invalid_key", z.record(z.string().min(2), z.string()), { a: "x" }, "Valor inválido.", "Valor no válido."],
  [
    "invalid_element",
    z.map(z.object({}), z.string().min(2)),
    new Map([[{}, "x"]]),
    "Valor inválido.",
    "Valor no válido.",
  ],
  ["custom", z.string().refine(() => false), "x", "Valor inválido.", "Valor no válido."],
];

describe("zod's messages", () => {
  const reached: string[] = [];
  let previous: z.core.$ZodConfig["localeError"];
  beforeAll(() => {
    previous = z.config().localeError;
    z.config({
      localeError: (issue) => {
        reached.push(issue.code ?? "?");
        return "LOCALE";
      },
    });
  });
  afterAll(() => {
    z.config({ localeError: previous });
  });

  it("every issue code has a descriptor in both languages, and zod's locale is never asked", () => {
    const codes = new Set<string>();
    for (const [code, schema, input, pt, es] of CASES) {
      const r = schema.safeParse(input);
      expect(r.success, `${code} ${JSON.stringify(input)}`).toBe(false);
      const issue = r.error!.issues[0]!;
      expect(issue.code).toBe(code);
      codes.add(issue.code);
      expect(isDescriptor(issue.message), issue.message).toBe(true);
      expect(resolve("pt", issue.message)).toBe(pt);
      expect(resolve("es", issue.message)).toBe(es);
    }
    // Every code zod 4 can raise is covered above.
    expect([...codes].sort()).toEqual(
      [
        "custom",
        "invalid_element",
        "invalid_format",
        "invalid_key",
        "invalid_type",
        "invalid_union",
        "invalid_value",
        "not_multiple_of",
        "too_big",
        "too_small",
        "unrecognized_keys",
      ].sort(),
    );
    expect(reached).toEqual([]);
  });

  it("an unknown code still gets a descriptor (a zod upgrade cannot fall through to English)", () => {
    const m = zodIssueMessage({ code: "something_new", input: 1, path: [] } as never);
    expect(resolve("pt", m)).toBe("Valor inválido.");
    expect(resolve("es", m)).toBe("Valor no válido.");
  });

  it("echoes unknown keys, never as one of our descriptors", () => {
    const r = z.strictObject({}).safeParse({ "i18n:validation.required": 1 });
    const text = resolve("es", r.error!.issues[0]!.message);
    expect(text).toBe("Campos desconocidos: i18n :validation.required.");
    expect(text).not.toMatch(FOREIGN);
  });
});
