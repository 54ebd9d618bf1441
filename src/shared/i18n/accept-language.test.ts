import { describe, expect, it } from "vitest";
import { preferredLang } from "./accept-language.ts";

describe("preferredLang", () => {
  it("reads the browser's preferred site language, by weight", () => {
    expect(preferredLang("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(preferredLang("en-GB,en;q=0.9,es;q=0.7")).toBe("es");
    expect(preferredLang("pt-PT,pt;q=0.9,es;q=0.8")).toBe("pt");
    expect(preferredLang("es;q=0.5, pt-BR;q=0.8")).toBe("pt");
    expect(preferredLang("ES")).toBe("es");
  });

  it("names no language when the header has neither, or refuses one (q=0)", () => {
    expect(preferredLang(null)).toBeNull();
    expect(preferredLang("")).toBeNull();
    expect(preferredLang("en-US,en;q=0.9")).toBeNull();
    expect(preferredLang("es;q=0")).toBeNull();
    expect(preferredLang("*")).toBeNull();
  });
});
