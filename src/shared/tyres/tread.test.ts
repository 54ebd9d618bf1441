import { describe, expect, it } from "vitest";
import { treadAlt, treadImagePath, treadSvg, treadSvgFile } from "./tread.ts";

const base = { marca: "Michelin", marcaSlug: "michelin", modelo: "Primacy 4+", modeloSlug: "primacy-4-plus" };

describe("tread drawing per model", () => {
  it("is stable: the same model always gives the same SVG", () => {
    const a = treadSvg({ ...base, temporada: "verano" });
    expect(treadSvg({ ...base, temporada: "verano" })).toBe(a);
    expect(a.startsWith("<svg")).toBe(true);
    expect(a).toContain('viewBox="0 0 120 160"');
  });

  it("summer, winter and all-season patterns differ visibly", () => {
    const summer = treadSvg({ ...base, temporada: "verano" });
    const winter = treadSvg({ ...base, temporada: "invierno" });
    const all = treadSvg({ ...base, temporada: "allseason" });
    expect(new Set([summer, winter, all]).size).toBe(3);
    // summer: straight channels, no sipes; winter: many zig-zag sipes; all-season: curved V grooves
    const sipes = (svg: string) => (svg.match(/stroke-width="1"/g) ?? []).length;
    expect(sipes(summer)).toBe(0);
    expect(sipes(winter)).toBeGreaterThan(sipes(all));
    expect(all).toMatch(/ Q/);
    expect(winter).not.toMatch(/ Q/);
  });

  it("two models of the same season get different variations", () => {
    const a = treadSvg({ ...base, temporada: "verano" });
    const b = treadSvg({ ...base, modelo: "Pilot Sport 5", modeloSlug: "pilot-sport-5", temporada: "verano" });
    expect(a).not.toBe(b);
  });

  it("names the model in its title, escaped", () => {
    expect(treadAlt(base)).toBe("Desenho do piso do pneu Michelin Primacy 4+");
    expect(treadSvg({ ...base, modelo: "A<B & C", temporada: "invierno" })).toContain(
      "<title>Desenho do piso do pneu Michelin A&lt;B &amp; C</title>",
    );
  });

  it("serves the same drawing as an image file, by brand and model slug and season", () => {
    const m = { ...base, marcaSlug: "michelin", temporada: "invierno" as const };
    expect(treadImagePath(m)).toBe("/api/rodacerta/pt/piso/michelin/primacy-4-plus/invierno.svg");
    const file = treadSvgFile(m);
    expect(file).not.toContain("<title>");
    expect(file.replace(/<title>.*<\/title>/, "")).toBe(treadSvg(m).replace(/<title>.*<\/title>/, ""));
  });
});
