import { describe, expect, it } from "vitest";
import { plural, pluralWord, workingDays } from "./plural.ts";

describe("pt-PT plurals instead of “dia(s)”", () => {
  it("uses the singular for exactly one", () => {
    expect(workingDays(1)).toBe("1 dia útil");
    expect(plural(1, "artigo", "artigos")).toBe("1 artigo");
  });
  it("uses the plural for zero and for more than one", () => {
    expect(workingDays(3)).toBe("3 dias úteis");
    expect(workingDays(0)).toBe("0 dias úteis");
    expect(plural(12, "página", "páginas")).toBe("12 páginas");
  });
  it("gives the bare word for sentences that place the number elsewhere", () => {
    expect(pluralWord(2, "unidade", "unidades")).toBe("unidades");
  });
  it("groups thousands as pt-PT does", () => {
    expect(plural(1234, "pneu", "pneus")).toMatch(/^1\s?234 pneus$/);
  });
});
