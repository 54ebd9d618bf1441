import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import es from "./catalogue/es.ts";
import pt from "./catalogue/pt.ts";
import { type CompiledMessage, formatMessage } from "./format.ts";
import { compileNamespace, formatsOf } from "./precompile.ts";

/** The argument names of a compiled message, nested ones included. */
function argumentsOf(message: CompiledMessage, found = new Set<string>()): Set<string> {
  if (typeof message === "string") return found;
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, , choices] = token as [string, string?, unknown?];
    found.add(name);
    if (choices && typeof choices === "object")
      for (const [k, v] of Object.entries(choices)) if (k !== "offset") argumentsOf(v as CompiledMessage, found);
  }
  return found;
}

/** Lingui's own runtime (what the pages used before format.ts), for the same compiled message. */
function lingui(locale: string, message: CompiledMessage, values: Record<string, unknown>): string {
  const i18n = setupI18n({ locale, messages: { [locale]: { m: message } } });
  return i18n._("m", values);
}

const SAMPLES: unknown[] = [0, 1, 2, 5, 1000, 12345.5, -1, "texto", "3", undefined];

describe("formatMessage writes compiled messages exactly as Lingui's runtime did", () => {
  for (const [lang, locale, catalogue] of [
    ["pt", "pt-PT", pt],
    ["es", "es-ES", es],
  ] as const)
    it(`every message of the ${lang} catalogue, with numbers, text and missing values`, () => {
      let checked = 0;
      let plurals = 0;
      for (const [ns, messages] of Object.entries(catalogue as Record<string, Record<string, string>>))
        for (const [key, message] of Object.entries(compileNamespace(messages))) {
          const names = [...argumentsOf(message)];
          if (formatsOf(message).has("plural")) plurals++;
          for (const sample of names.length ? SAMPLES : [undefined]) {
            const values = Object.fromEntries(names.map((n) => [n, sample]));
            expect(formatMessage(locale, message, values), `${ns}.${key} ${String(sample)}`).toBe(
              lingui(locale, message, values),
            );
            checked++;
          }
        }
      expect(checked).toBeGreaterThan(1000);
      expect(plurals).toBeGreaterThan(20);
    });

  it("plural (exact, one, other, offset, # as a number of the language), selectordinal, select, escapes", () => {
    const cases: [string, Record<string, unknown>][] = [
      ["{n, plural, =0 {nenhum} one {# pneu} other {# pneus}} em {city}", { n: 0, city: "Lisboa" }],
      ["{n, plural, =0 {nenhum} one {# pneu} other {# pneus}} em {city}", { n: 1, city: "Lisboa" }],
      ["{n, plural, =0 {nenhum} one {# pneu} other {# pneus}}", { n: 12345.5 }],
      ["{n, plural, offset:1 one {só tu} other {tu e mais #}}", { n: 3 }],
      ["{n, selectordinal, one {#.º} other {#.º}}", { n: 2 }],
      [
        "{kind, select, car {carro} moto {mota} other {outro}}: {n, plural, one {# roda} other {# rodas}}",
        { kind: "moto", n: 2 },
      ],
      ["{kind, select, car {carro} other {outro}}", { kind: "camião" }],
      ["a \\u00e9 \\x41 {x}", { x: "b" }],
      ["sem valor: {x}.", {}],
    ];
    for (const [text, values] of cases)
      for (const locale of ["pt-PT", "es-ES"]) {
        const message = compileMessage(text);
        expect(formatMessage(locale, message, values), text).toBe(lingui(locale, message, values));
      }
    expect(formatMessage("pt-PT", compileMessage("{n, plural, one {# pneu} other {# pneus}}"), { n: 12345 })).toMatch(
      /^12\s345 pneus$/, // Portuguese groups thousands with a (narrow no-break) space
    );
  });

  it("counts that can be 1 are written in the singular then (units left on an offer, tyres found)", () => {
    const write = (locale: string, text: string, values: Record<string, unknown>) =>
      formatMessage(locale, compileNamespace({ m: text }).m!, values);
    const cat = { pt, es } as unknown as Record<"pt" | "es", Record<string, Record<string, string>>>;
    expect(write("pt-PT", cat.pt.home!.offersUnitsLeft!, { count: 1 })).toBe(" · resta 1 unidade");
    expect(write("pt-PT", cat.pt.home!.offersUnitsLeft!, { count: 3 })).toBe(" · restam 3 unidades");
    expect(write("es-ES", cat.es.home!.offersUnitsLeft!, { count: 1 })).toBe(" · queda 1 unidad");
    expect(write("pt-PT", cat.pt.tyreResults!.resultsFound!, { n: 1 })).toBe("1 pneu encontrado");
    expect(write("pt-PT", cat.pt.tyreResults!.resultsFound!, { n: 743 })).toBe("743 pneus encontrados");
    expect(write("es-ES", cat.es.tyreResults!.resultsFound!, { n: 1 })).toBe("1 neumático encontrado");
  });

  it("the compiler refuses formats the runtime does not write (number, date, time)", () => {
    expect(() => compileNamespace({ price: "{x, number}" })).toThrow(/"number" is not supported/);
    expect(() => compileNamespace({ day: "{n, plural, other {{d, date}}}" })).toThrow(/"date" is not supported/);
    expect(compileNamespace({ ok: "{n, plural, one {#} other {#}}" }).ok).toBeDefined();
  });
});
